/**
 * Issue 28's creator screens (scripts/shots/issue-28.ts), each at both widths: reached as a creator would, from the
 * map creator, and taken once what the shot is about is on screen.
 */
import { expect, type Page } from '@playwright/test';
import { openDiagram, showWholeMap } from '../../tests/e2e/helpers/diagram';
import { text, type Lang } from '../../tests/e2e/helpers/i18n';
import { WIDTHS } from './play-shots';

export interface ShotMap {
  readonly mapId: number;
  readonly title: string;
}

const escape = (words: string) => words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** At each width, from the map creator to what `show` opens, then a picture named `name-lang-width.png`. */
async function atEachWidth(page: Page, outDir: string, lang: Lang, name: string, show: () => Promise<void>) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.goto('/map_creator');
    await show();
    // Opening fades and slides finish first: a dialog half faded in would show the page through it.
    await page.screenshot({ path: `${outDir}/${name}-${lang}-${width}.png`, animations: 'disabled' });
  }
}

const cardOf = (page: Page, lang: Lang, map: ShotMap) =>
  page
    .getByRole('article')
    .filter({ hasText: text(lang, 'creator', 'maps.cardTitle', { id: map.mapId, name: map.title }) });

const diagramOf = (page: Page, lang: Lang, map: ShotMap) => openDiagram(page, cardOf(page, lang, map), map.title, lang);

/** (1) An empty map in the event editor, with its first-steps guide. */
export const guideShots = (page: Page, outDir: string, lang: Lang, map: ShotMap) =>
  atEachWidth(page, outDir, lang, 'guide', async () => {
    await diagramOf(page, lang, map);
    await expect(page.getByRole('region', { name: text(lang, 'editor', 'firstSteps.title') })).toBeVisible();
  });

/** (2) The simulation panel once its 1,000 runs are back. */
export const simulationShots = (page: Page, outDir: string, lang: Lang, map: ShotMap) =>
  atEachWidth(page, outDir, lang, 'simulation', async () => {
    await diagramOf(page, lang, map);
    const [before] = text(lang, 'editor', 'toolbar.simulate', { runs: '\u0000' }).split('\u0000');
    await page.getByRole('button', { name: new RegExp(`^${escape(before)}`) }).click();
    const panel = page.getByRole('dialog', { name: text(lang, 'editor', 'simulation.title') });
    await expect(panel.getByText(text(lang, 'editor', 'simulation.clearRate'))).toBeVisible({ timeout: 60_000 });
  });

/** (3) Other players' runs painted on the graph with the legend, then the same figures as a table. */
export async function analyticsShots(page: Page, outDir: string, lang: Lang, map: ShotMap, runs: number) {
  const panel = page.getByRole('dialog', { name: text(lang, 'editor', 'analytics.title') });
  const showPainted = async () => {
    await diagramOf(page, lang, map);
    await showWholeMap(page, lang);
    await page.getByRole('button', { name: text(lang, 'editor', 'toolbar.analytics') }).click();
    await expect(panel.getByText(text(lang, 'editor', 'analytics.counted_other', { runs, version: 1 }))).toBeVisible();
    await expect(page.locator('[data-share="thick"]').first()).toBeVisible();
  };
  await atEachWidth(page, outDir, lang, 'painted', showPainted);
  await atEachWidth(page, outDir, lang, 'painted-table', async () => {
    await showPainted();
    await panel.getByRole('button', { name: text(lang, 'editor', 'analytics.showTable') }).click();
    await panel.getByRole('region', { name: text(lang, 'editor', 'simulation.byOption') }).scrollIntoViewIfNeeded();
  });
}

/** (4) The map's versions in the map creator. */
export const versionsShots = (page: Page, outDir: string, lang: Lang, map: ShotMap, versions: number) =>
  atEachWidth(page, outDir, lang, 'versions', async () => {
    await cardOf(page, lang, map)
      .getByRole('button', { name: text(lang, 'creator', 'maps.versionsOf', { name: map.title }) })
      .click();
    const list = page.getByRole('list', { name: text(lang, 'creator', 'versions.listLabel') });
    await expect(list.getByRole('listitem')).toHaveCount(versions);
  });
