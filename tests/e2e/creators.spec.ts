import { expect, test, type Locator, type Page } from '@playwright/test';
import { createVerifiedUser, newUser } from './helpers/accounts';
import {
  addOptions,
  backToMaps,
  clickEdge,
  createEvent,
  dragLink,
  edge,
  eventNode,
  openDiagram,
  serverLinks,
  showWholeMap,
} from './helpers/diagram';
import { graphShown } from './helpers/graph-shown';
import { text } from './helpers/i18n';
import { exportMap, importMap } from './helpers/map-files';
import { findMapOnline, playerPage, playToWin } from './helpers/online-play';
import { signInThroughForm, useLanguage } from './helpers/session';

const t = (ns: string, key: string, values?: Record<string, string | number>) => text('es', ns, key, values);

/** Pictures a creator might pick from their disk (WebP files of the game's own art). */
const MAP_PICTURE = 'public/assets/news/mapCreator.webp';
const ITEM_PICTURE = 'public/assets/icons/items/intercambiable.webp';

const KEY = 'Llave oxidada';
const START = {
  premise: 'Naufragas en una playa desierta',
  explore: 'Explorar la cueva',
  fire: 'Encender una hoguera',
};
const CHEST = { premise: 'Un cofre cerrado en la cueva', open: 'Abrir el cofre', leave: 'Dejarlo para luego' };
const SHIP = { premise: 'Un barco en el horizonte', signal: 'Hacer señales', wait: 'Esperar' };

const undoButton = (page: Page) =>
  page.getByRole('button', {
    name: new RegExp(`^(${t('editor', 'toolbar.nothingToUndo')}|${t('editor', 'toolbar.undo')}:)`),
  });
const redoButton = (page: Page) =>
  page.getByRole('button', {
    name: new RegExp(`^(${t('editor', 'toolbar.nothingToRedo')}|${t('editor', 'toolbar.redo')}:)`),
  });

/** A picture on the page that the browser actually decoded (not a broken icon). */
async function expectLoaded(picture: Locator, source: RegExp) {
  await expect(picture).toHaveAttribute('src', source);
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
}

test('a creator builds an island in the diagram editor, simulates and publishes it; two players win it by different paths; the creator sees their choices painted on the graph, and the map survives export and import', async ({
  page,
  browser,
  request,
}) => {
  // Three players, an export and an import: 3 to 4 minutes on the shared 2-core box; the cap leaves room for a busier one.
  test.setTimeout(360_000);
  const creator = newUser('maker');
  const player = newUser('fan');
  const secondPlayer = newUser('sailor');
  await Promise.all([creator, player, secondPlayer].map((user) => createVerifiedUser(request, user)));
  const mapName = `Isla del Faro ${creator.username.slice(-4)}`;

  // 1. The map, with a picture from the creator's disk.
  await useLanguage(page, 'es');
  await signInThroughForm(page, creator, 'es');
  await page.getByRole('link', { name: t('menu', 'modes.mapCreator') }).click();
  await expect(page).toHaveURL(/\/map_creator$/);
  await page
    .getByRole('button', { name: t('creator', 'maps.new') })
    .first()
    .click();
  const mapForm = page.getByRole('dialog', { name: t('creator', 'mapForm.createTitle') });
  await mapForm.getByLabel(t('creator', 'mapForm.image')).setInputFiles(MAP_PICTURE);
  await expect(mapForm.getByRole('img', { name: t('common', 'imagePicker.preview') })).toBeVisible();
  await mapForm.getByLabel(t('creator', 'mapForm.title')).fill(mapName);
  await mapForm
    .getByLabel(t('creator', 'mapForm.description'))
    .fill('Un faro, una cueva y un barco que pasa de largo.');
  await expect(mapForm.getByLabel(t('creator', 'mapForm.public'))).toBeDisabled();
  const mapCreated = page.waitForResponse((response) => response.url().endsWith('/maps/create'));
  await mapForm.getByRole('button', { name: t('creator', 'mapForm.create') }).click();
  const { mapid: mapId } = (await (await mapCreated).json()) as { mapid: number };
  await expect(mapForm).toBeHidden();
  const card = page
    .getByRole('article')
    .filter({ hasText: t('creator', 'maps.cardTitle', { id: mapId, name: mapName }) });
  await expect(card.getByText(t('creator', 'maps.private'))).toBeVisible();
  // The card shows the picture's card-sized thumbnail (docs/performance.md), made from the upload.
  await expectLoaded(card.locator('img').first(), /^\/uploads\/thumbs\/[0-9a-f]{32}-\d+\.webp$/);

  // 2. The item the island's options need and give.
  await page.getByRole('link', { name: t('creator', 'maps.toItems') }).click();
  await expect(page).toHaveURL(/\/item_creator$/);
  await page
    .getByRole('button', { name: t('items', 'list.new') })
    .first()
    .click();
  const itemForm = page.getByRole('dialog', { name: t('items', 'form.createTitle') });
  await itemForm.getByRole('button', { name: t('items', 'form.create') }).click();
  await expect(itemForm.getByText(t('items', 'form.incomplete'))).toBeVisible();
  await itemForm.getByLabel(t('items', 'form.name')).fill(KEY);
  await itemForm.getByLabel(t('items', 'form.description')).fill('Abre el cofre de la cueva.');
  await itemForm.getByText(t('items', 'functionality.intercambiable.name'), { exact: true }).click();
  await expect(
    itemForm.getByRole('radio', { name: new RegExp(t('items', 'functionality.intercambiable.name')) }),
  ).toBeChecked();
  await itemForm.getByLabel(t('items', 'form.image')).setInputFiles(ITEM_PICTURE);
  await itemForm.getByRole('button', { name: t('items', 'form.create') }).click();
  await expect(itemForm).toBeHidden();
  const itemCard = page.getByRole('article').filter({ has: page.getByRole('heading', { name: KEY }) });
  await expect(itemCard.getByText(t('items', 'functionality.intercambiable.name'))).toBeVisible();
  await expectLoaded(itemCard.locator('img').first(), /^\/uploads\/items\/[\w-]+\.webp$/);

  // 3. From the map's events to the diagram editor.
  await page.getByRole('link', { name: t('items', 'list.toMaps') }).click();
  await page.getByRole('button', { name: t('creator', 'maps.eventsOf', { name: mapName }) }).click();
  await expect(page).toHaveURL(/\/map_creator\/event_creator$/);
  await expect(page.getByText(t('creator', 'events.empty'))).toBeVisible();
  await page.getByRole('link', { name: t('creator', 'events.toDiagram') }).click();
  await expect(page).toHaveURL(/\/map_creator\/event_creator_new$/);
  // An empty map opens with the first-steps guide; this creator knows the way and closes it.
  const guide = page.getByRole('region', { name: t('editor', 'firstSteps.title') });
  await expect(guide).toBeVisible();
  await guide.getByRole('button', { name: t('editor', 'firstSteps.close') }).click();

  // Three events; each new one lands beside the last, so the start event ends up on the left.
  const chest = await createEvent(page, CHEST.premise);
  const ship = await createEvent(page, SHIP.premise);
  const start = await createEvent(page, START.premise);
  const issues = page.getByRole('button', { name: new RegExp(t('editor', 'toolbar.issues')) });
  await issues.click();
  const check = page.getByRole('dialog', { name: t('editor', 'issues.title') });
  const chestName = t('creator', 'issues.eventNamed', { premise: CHEST.premise, id: chest });
  await expect(check.getByText(t('creator', 'issues.event-without-options', { event: chestName }))).toBeVisible();
  await expect(check.getByText(t('creator', 'issues.no-reachable-win'))).toBeVisible();
  await check.getByRole('button', { name: t('common', 'actions.close') }).click();

  await addOptions(page, start, [
    { option: START.explore, consequence: 'Entre las rocas brilla una llave.', reward: KEY },
    { option: START.fire, consequence: 'El humo sube alto sobre la playa.', health: -5 },
  ]);
  await addOptions(page, chest, [
    { option: CHEST.open, consequence: 'Dentro hay una bengala: ¡te rescatan!', requirement: KEY, wins: true },
    { option: CHEST.leave, consequence: 'Vuelves a la orilla con las manos vacías.' },
  ]);
  await addOptions(page, ship, [
    { option: SHIP.signal, consequence: 'El barco da la vuelta y te recoge.', wins: true },
    { option: SHIP.wait, consequence: 'El barco se aleja.', health: -10 },
  ]);
  // The chest and the ship wait until an option leads to them.
  for (const eventId of [chest, ship]) {
    await eventNode(page, eventId)
      .getByRole('button', { name: t('editor', 'node.lockAction') })
      .click();
    await expect(eventNode(page, eventId).getByRole('button', { name: t('editor', 'node.unlockAction') })).toHaveText(
      t('editor', 'node.locked'),
    );
  }
  await showWholeMap(page);

  // Link by dragging: exploring leads straight to the chest ('Siguiente evento').
  await dragLink(page, { eventId: start, option: START.explore }, chest);
  const toChest = edge(page, START.explore, 'direct', chest);
  await expect(toChest).toBeVisible();
  expect(await serverLinks(page, mapId, START.explore)).toEqual({ follows: chest, unlocks: null });

  // Undo and Redo from the toolbar, then with the keys: the link goes and comes back, on the server too.
  const connectName = t('editor', 'history.connect', { id: chest, type: t('editor', 'edgeTypes.direct') });
  await expect(undoButton(page)).toHaveAccessibleName(t('editor', 'toolbar.undoNamed', { name: connectName }));
  await undoButton(page).click();
  await expect(toChest).toHaveCount(0);
  await expect(
    eventNode(page, start).getByRole('button', { name: t('editor', 'option.link.direct', { id: chest }) }),
  ).toHaveCount(0);
  expect(await serverLinks(page, mapId, START.explore)).toEqual({ follows: null, unlocks: null });
  await expect(redoButton(page)).toHaveAccessibleName(t('editor', 'toolbar.redoNamed', { name: connectName }));
  await redoButton(page).click();
  await expect(toChest).toBeVisible();
  expect(await serverLinks(page, mapId, START.explore)).toEqual({ follows: chest, unlocks: null });
  await page.keyboard.press('Control+z');
  await expect(toChest).toHaveCount(0);
  await expect(redoButton(page)).toBeEnabled();
  await page.keyboard.press('Control+y');
  await expect(toChest).toBeVisible();
  await expect(
    eventNode(page, start).getByRole('button', { name: t('editor', 'option.link.direct', { id: chest }) }),
  ).toBeVisible();
  expect(await serverLinks(page, mapId, START.explore)).toEqual({ follows: chest, unlocks: null });

  // The fire is seen from the sea: drag a link to the ship, then make it 'Desbloquea evento' in the link's menu.
  await dragLink(page, { eventId: start, option: START.fire }, ship);
  await clickEdge(page, edge(page, START.fire, 'direct', ship));
  const menu = page.getByRole('menu', { name: t('editor', 'edgeMenu.label', { id: ship }) });
  await expect(menu.getByRole('menuitemradio', { name: t('editor', 'edgeTypes.direct') })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(menu.getByRole('menuitem', { name: t('editor', 'edgeMenu.delete') })).toBeVisible();
  await menu.getByRole('menuitemradio', { name: t('editor', 'edgeTypes.unlocks') }).click();
  const unlocksShip = edge(page, START.fire, 'unlocks', ship);
  await expect(unlocksShip).toBeVisible();
  await expect(unlocksShip.locator('path').first()).toHaveCSS('stroke-dasharray', /\d/);
  expect(await serverLinks(page, mapId, START.fire)).toEqual({ follows: null, unlocks: ship });

  // 4. The map check goes green: everything can be reached and won.
  await expect(issues).toHaveText(new RegExp(`^${t('editor', 'toolbar.issues')}\\s*0$`));
  await issues.click();
  await expect(check.getByText(t('editor', 'issues.none'))).toBeVisible();

  // Before publishing, the bots play it a thousand times in a Web Worker: the figures come back and the panel closes.
  await page.getByRole('button', { name: t('editor', 'toolbar.simulate', { runs: '1.000' }) }).click();
  const simulation = page.getByRole('dialog', { name: t('editor', 'simulation.title') });
  await expect(simulation.getByText(t('editor', 'simulation.clearRate'))).toBeVisible({ timeout: 30_000 });
  await expect(simulation.getByRole('table').first()).toBeVisible();
  await simulation.getByRole('button', { name: t('common', 'actions.close') }).click();
  await expect(simulation).toBeHidden();

  // Publish it from the map creator.
  await backToMaps(page);
  await page.getByRole('button', { name: t('creator', 'maps.editMap', { name: mapName }) }).click();
  const editForm = page.getByRole('dialog', { name: t('creator', 'mapForm.editTitle') });
  await editForm.getByLabel(t('creator', 'mapForm.public')).check();
  await editForm.getByRole('button', { name: t('creator', 'mapForm.edit') }).click();
  await expect(editForm).toBeHidden();
  await expect(card.getByText(t('creator', 'maps.public'))).toBeVisible();

  // 5. Another player finds it in Online Mode, likes it and plays it to a win: exploring leads straight to the chest,
  // and the key it gave opens it.
  const fan = await playerPage(await browser.newContext(), player);
  const found = await findMapOnline(fan, mapName);
  await expect(found.getByText(creator.username)).toBeVisible();
  await expectLoaded(found.locator('img').first(), /^\/uploads\/thumbs\/[0-9a-f]{32}-\d+\.webp$/);

  const like = (count: number) =>
    found.getByRole('button', { name: t('online', 'like.label', { name: mapName, count }) });
  await expect(like(0)).toHaveAttribute('aria-pressed', 'false');
  const liked = fan.waitForResponse((response) => response.url().endsWith(`/maps/${mapId}/like`));
  await like(0).click();
  await expect(like(1)).toHaveAttribute('aria-pressed', 'true');
  expect(await (await liked).json()).toEqual({ liked: true, likes: 1 });
  await fan.reload();
  await expect(like(1)).toHaveAttribute('aria-pressed', 'true');

  const end = await playToWin(fan, found, mapName, [
    { fromBottle: true, premise: START.premise, option: START.explore },
    { premise: CHEST.premise, option: CHEST.open },
  ]);
  // Beside Continue, a new run of the same map and the way back to Online Mode, where this run began.
  await expect(end.getByRole('button', { name: t('play', 'end.continue') })).toBeVisible();
  await expect(end.getByRole('button', { name: t('play', 'end.again') })).toBeVisible();
  await end.getByRole('button', { name: t('play', 'end.back') }).click();
  await expect(fan).toHaveURL(/\/online(\?|$)/);

  // The play was counted.
  await fan.goto(`/online?search=${encodeURIComponent(mapName)}`);
  await expect(found.getByText(t('online', 'card.plays', { count: 1 }))).toBeVisible();
  await fan.context().close();

  // A second player lights the fire instead: the bottle then gives the ship, which saw the smoke and picks them up.
  const sailor = await playerPage(await browser.newContext(), secondPlayer);
  await playToWin(sailor, await findMapOnline(sailor, mapName), mapName, [
    { fromBottle: true, premise: START.premise, option: START.fire },
    { fromBottle: true, premise: SHIP.premise, option: SHIP.signal },
  ]);
  await sailor.context().close();

  // 6. Back in the editor, the creator paints both runs on the graph: of the two who reached the start, one explored
  // and one lit the fire, so both links are painted at "half or more"; the table says 50 % each.
  await openDiagram(page, card, mapName);
  await page.getByRole('button', { name: t('editor', 'toolbar.analytics') }).click();
  const analytics = page.getByRole('dialog', { name: t('editor', 'analytics.title') });
  await expect(analytics.getByText(t('editor', 'analytics.counted_other', { runs: 2, version: 1 }))).toBeVisible();
  await expect(edge(page, START.explore, 'direct', chest).locator('[data-share]')).toHaveAttribute(
    'data-share',
    'thick',
  );
  await expect(edge(page, START.fire, 'unlocks', ship).locator('[data-share]')).toHaveAttribute('data-share', 'thick');
  await analytics.getByRole('button', { name: t('editor', 'analytics.showTable') }).click();
  const byOption = analytics.getByRole('region', { name: t('editor', 'simulation.byOption') });
  // As a pattern: the percent sign follows a no-break space, which the row's accessible name reads as a space.
  const percent = (share: number) =>
    new Intl.NumberFormat('es', { style: 'percent' }).format(share).replace(/\s/, '\\s');
  const [half, nobody] = [percent(0.5), percent(0)];
  for (const [option, taken] of [
    [START.explore, half],
    [START.fire, half],
    [CHEST.open, half],
    [CHEST.leave, nobody],
    [SHIP.signal, half],
    [SHIP.wait, nobody],
  ])
    await expect(byOption.getByRole('row', { name: new RegExp(`^${option} .* ${taken}$`) })).toBeVisible();
  await analytics.getByRole('button', { name: t('common', 'actions.close') }).click();
  const original = await graphShown(page);
  expect(original.events).toHaveLength(3);
  expect(original.links).toHaveLength(2);

  // 7. The map leaves as a file and comes back as a new draft with the same graph.
  await backToMaps(page);
  const file = await exportMap(page, card, mapName);
  const copyId = await importMap(page, file);
  const copy = page
    .getByRole('article')
    .filter({ hasText: t('creator', 'maps.cardTitle', { id: copyId, name: mapName }) });
  await openDiagram(page, copy, mapName);
  await expect(page.getByRole('article', { name: t('editor', 'node.label', { id: chest }) })).toHaveCount(0);
  expect(await graphShown(page)).toEqual(original);
});
