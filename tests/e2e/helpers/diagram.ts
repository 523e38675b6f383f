import { expect, type Locator, type Page } from '@playwright/test';
import { text, type Lang } from './i18n';

/**
 * What a creator does in the event diagram editor (/map_creator/event_creator_new), with the mouse and keyboard as a
 * person would: the Crear button, typing in a node, the add-option form, dragging a link from an option's handle to an
 * event, clicking a link for its menu. The journeys run in Spanish.
 */
const t = (ns: string, key: string, values?: Record<string, string | number>) => text('es', ns, key, values);

const answered = (page: Page, path: string) =>
  page.waitForResponse(
    (response) => response.url().endsWith(path) && response.request().method() === 'POST' && response.ok(),
  );

export const eventNode = (page: Page, eventId: number): Locator =>
  page.getByRole('article', { name: t('editor', 'node.label', { id: eventId }) });

/** From the map creator: the card's Events, then the diagram editor of that map (in Spanish unless told). */
export async function openDiagram(page: Page, card: Locator, mapName: string, lang: Lang = 'es'): Promise<void> {
  await card.getByRole('button', { name: text(lang, 'creator', 'maps.eventsOf', { name: mapName }) }).click();
  await expect(page).toHaveURL(/\/map_creator\/event_creator$/);
  await page.getByRole('link', { name: text(lang, 'creator', 'events.toDiagram') }).click();
  await expect(page).toHaveURL(/\/map_creator\/event_creator_new$/);
}

/** From the diagram editor back to the map creator, through the event list. */
export async function backToMaps(page: Page): Promise<void> {
  await page.getByRole('link', { name: t('editor', 'toolbar.back') }).click();
  await page.getByRole('link', { name: t('creator', 'events.toMaps') }).click();
  await expect(page).toHaveURL(/\/map_creator$/);
}

/** Crear, then types the premise into the new node (it arrives focused) and presses Enter; answers the event's id. */
export async function createEvent(page: Page, premise: string): Promise<number> {
  const created = answered(page, '/maps/event_creator/create_event');
  await page.getByRole('button', { name: t('editor', 'toolbar.create'), exact: true }).click();
  const { eventid } = (await (await created).json()) as { eventid: number };
  const field = eventNode(page, eventid).getByRole('textbox', { name: t('editor', 'node.premise', { id: eventid }) });
  await expect(field).toBeFocused();
  const saved = answered(page, '/maps/event_creator/update_event');
  await page.keyboard.type(premise);
  await page.keyboard.press('Enter');
  await saved;
  await expect(field).toHaveValue(premise);
  return eventid;
}

export interface OptionFields {
  option: string;
  consequence: string;
  health?: number;
  wins?: boolean;
  /** Item names for the Object Requeriment and Object Reward selects. */
  requirement?: string;
  reward?: string;
}

/** Opens the node's add-option form, fills it in and adds each option; closes the form afterwards. */
export async function addOptions(page: Page, eventId: number, options: readonly OptionFields[]): Promise<void> {
  await eventNode(page, eventId)
    .getByRole('button', { name: t('editor', 'node.addOption') })
    .click();
  const form = page.getByRole('dialog', { name: t('editor', 'form.title', { id: eventId }) });
  for (const fields of options) {
    await form.getByLabel(t('creator', 'option.option'), { exact: true }).fill(fields.option);
    await form.getByLabel(t('creator', 'option.consequence'), { exact: true }).fill(fields.consequence);
    if (fields.health !== undefined) await form.getByLabel(t('creator', 'option.health')).fill(String(fields.health));
    if (fields.wins) await form.getByLabel(t('creator', 'option.wins')).check();
    if (fields.requirement)
      await form.getByLabel(t('creator', 'option.requirement')).selectOption({ label: fields.requirement });
    if (fields.reward) await form.getByLabel(t('creator', 'option.reward')).selectOption({ label: fields.reward });
    await form.getByRole('button', { name: t('editor', 'form.submit') }).click();
    await expect(form.getByText(t('editor', 'form.added', { option: fields.option, id: eventId }))).toBeVisible();
    await expect(eventNode(page, eventId).getByText(fields.option, { exact: true })).toBeVisible();
  }
  await form.getByRole('button', { name: t('common', 'actions.close') }).click();
  await expect(form).toBeHidden();
}

/** "Ver todo el mapa" (in Spanish unless told), then waits for the camera to come to rest (it glides there). */
export async function showWholeMap(page: Page, lang: Lang = 'es'): Promise<void> {
  await page.getByRole('button', { name: text(lang, 'editor', 'canvas.fitView') }).click();
  const camera = page.locator('.react-flow__viewport');
  let last = '';
  await expect
    .poll(
      async () => {
        const now = await camera.evaluate((viewport) => viewport.style.transform);
        const still = now === last;
        last = now;
        return still;
      },
      { intervals: [150] },
    )
    .toBe(true);
}

const centre = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} is not on screen`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

/** Drags a link from the option's handle (right of the option) to the target event's handle (its top left). */
export async function dragLink(
  page: Page,
  from: { eventId: number; option: string },
  toEventId: number,
): Promise<void> {
  const option = eventNode(page, from.eventId).getByRole('listitem').filter({ hasText: from.option });
  const start = await centre(option.locator('.react-flow__handle.source'));
  const end = await centre(eventNode(page, toEventId).locator('.react-flow__handle.target'));
  const created = page.waitForResponse((response) => response.url().endsWith('/maps/event_creator/create_edge'));
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move((start.x + end.x) / 2, (start.y + end.y) / 2 + 40, { steps: 8 });
  await page.mouse.move(end.x, end.y, { steps: 8 });
  await page.mouse.up();
  expect((await created).status()).toBe(201);
  // The link is drawn at once with a temporary id; once the server agrees the real one takes its place.
  await expect(page.locator('.react-flow__edge[data-id^="pending-"]')).toHaveCount(0);
}

/** A link on the canvas, found by the name screen readers hear: «option»: type → evento N. */
export const edge = (page: Page, option: string, type: 'direct' | 'unlocks', target: number): Locator =>
  page.locator(
    `.react-flow__edge[aria-label=${JSON.stringify(t('editor', 'edge.label', { option, type: t('editor', `edgeTypes.${type}`), id: target }))}]`,
  );

/**
 * Clicks a link where it can be seen: links pass under nodes, so the point is the first one along the curve whose
 * topmost element is the link itself.
 */
export async function clickEdge(page: Page, link: Locator): Promise<void> {
  const id = await link.getAttribute('data-id');
  const point = await link.evaluate((group, edgeId) => {
    const path = group.querySelector('path');
    const matrix = path?.getScreenCTM();
    if (!path || !matrix) return null;
    const length = path.getTotalLength();
    for (let step = 1; step < 20; step++) {
      const at = path.getPointAtLength((length * step) / 20);
      const x = at.x * matrix.a + at.y * matrix.c + matrix.e;
      const y = at.x * matrix.b + at.y * matrix.d + matrix.f;
      if (document.elementFromPoint(x, y)?.closest('.react-flow__edge')?.getAttribute('data-id') === edgeId)
        return { x, y };
    }
    return null;
  }, id);
  if (!point) throw new Error(`no visible point on the link ${id}`);
  await page.mouse.click(point.x, point.y);
}

/** The links an option has on the server right now (not what the canvas shows). */
export async function serverLinks(page: Page, mapId: number, option: string) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const answer = await page.request.post('/maps/event_creator/event_consequences', {
    data: { mapId },
    headers: { Authorization: `Bearer ${token}` },
  });
  const { events } = (await answer.json()) as {
    events: Array<{
      consequences: Array<{ option: string; follows_eventid: number | null; unlocks_eventid: number | null }>;
    }>;
  };
  const found = events.flatMap((event) => event.consequences).find((candidate) => candidate.option === option);
  if (!found) throw new Error(`no option «${option}» on map ${mapId}`);
  return { follows: found.follows_eventid, unlocks: found.unlocks_eventid };
}
