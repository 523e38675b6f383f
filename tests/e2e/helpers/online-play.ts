import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import type { TestUser } from './accounts';
import { text } from './i18n';
import { signInThroughForm, useLanguage } from './session';

/** How another player meets a creator's published map: in Online Mode, then through a run. The journeys run in Spanish. */
const t = (ns: string, key: string, values?: Record<string, string | number>) => text('es', ns, key, values);

/** A player signed in on the main menu, in a browser context of their own (their own storage and session). */
export async function playerPage(context: BrowserContext, user: TestUser): Promise<Page> {
  const page = await context.newPage();
  await useLanguage(page, 'es');
  await signInThroughForm(page, user, 'es');
  return page;
}

/** From the main menu to Online Mode, searching the map's name: answers its card, the only one found. */
export async function findMapOnline(page: Page, mapName: string): Promise<Locator> {
  await page.getByRole('link', { name: t('menu', 'modes.online') }).click();
  await expect(page).toHaveURL(/\/online$/);
  await page.getByLabel(t('online', 'search')).fill(mapName.toLowerCase());
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByText(t('online', 'total', { count: 1 }))).toBeVisible();
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name: mapName }) });
}

/** One choice of a run: the event (from the bottle, or where the last option led), and the option taken there. */
export interface Choice {
  fromBottle?: boolean;
  premise: string;
  option: string;
}

/**
 * Plays the map from its Online Mode card: each choice in turn, opening the bottle first where it says so, each
 * followed by Continue; the last one wins. Answers the end dialog.
 */
export async function playToWin(page: Page, card: Locator, mapName: string, choices: readonly Choice[]) {
  await card.getByRole('button', { name: t('online', 'card.playMap', { name: mapName }) }).click();
  await expect(page).toHaveURL(/\/play$/);
  for (const { fromBottle, premise, option } of choices) {
    if (fromBottle) await page.getByRole('button', { name: t('play', 'actions.bottle') }).click();
    await expect(page.getByText(premise)).toBeVisible();
    await page.getByRole('button', { name: option }).click();
    await page.getByRole('button', { name: t('play', 'actions.continue') }).click();
  }
  const end = page.getByRole('dialog', { name: t('play', 'end.won') });
  await expect(end.getByText(t('play', 'end.wonText'))).toBeVisible();
  return end;
}
