import { expect, test, type Page } from '@playwright/test';
import type { PlayResponse } from '../../src/contract/play';
import { STAT_KEYS } from '../../src/core/stats';
import { text } from './helpers/i18n';
import { playWithKeyboard, runStarted } from './helpers/play-keyboard';

const t = (ns: string, key: string) => text('es', ns, key);

/** The stats bar as the player sees it, and the event on screen. */
const shown = (page: Page) =>
  page.evaluate((keys) => {
    const bar = (stat: string) => document.querySelector(`[data-stat="${stat}"] [role="progressbar"]`);
    return {
      stats: keys.map((stat) => bar(stat)?.getAttribute('aria-valuenow')),
      panel: document.querySelector('[data-game-panel]')?.textContent ?? '',
    };
  }, STAT_KEYS);

/**
 * Opens the bottle (unless the last option led straight to an event), takes the first open option and waits for the
 * server to store it as step `index`.
 */
async function chooseOnce(page: Page, index: number) {
  const bottle = page.getByRole('button', { name: t('play', 'actions.bottle') });
  const options = page.locator('[data-option-key]:not([aria-disabled="true"])');
  await expect(bottle.or(options.first())).toBeVisible();
  if (await bottle.isVisible()) await bottle.click();
  const stored = page.waitForResponse(
    (response) => response.url().endsWith('/play/step') && response.request().postDataJSON()?.index === index,
  );
  await options.first().click();
  expect((await stored).status()).toBe(200);
  await page.getByRole('button', { name: t('play', 'actions.continue') }).click();
}

test.describe('resume anywhere', () => {
  test.setTimeout(180_000);

  test('a run of Beach Island continues after a reload and from the main menu, and plays to its end', async ({
    page,
  }) => {
    // The game's tutorial and the visitor's tour of the menu would open by themselves: seen, as by a returning player.
    await page.addInitScript(() => {
      localStorage.setItem('gameTutorialHidden', 'true');
      localStorage.setItem('visitorTourSeen', 'true');
    });
    await page.goto('/history');
    await expect(page.getByText(t('history', 'loadingImage'))).toBeHidden();
    const started = runStarted(page);
    await page.getByRole('button', { name: t('history', 'start') }).click();
    await expect(page).toHaveURL(/\/play$/);
    const run: PlayResponse = await started;
    await expect(page.getByRole('progressbar', { name: t('play', 'stats.health') })).toBeVisible();

    await chooseOnce(page, 0);
    await chooseOnce(page, 1);
    const before = await shown(page);

    // A reload asks for the same run (no new one) and shows it where it was.
    let newRuns = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/play/play')) newRuns++;
    });
    const resumed = page.waitForResponse((response) => response.url().endsWith(`/play/runs/${run.gameHash}`));
    await page.reload();
    expect((await resumed).status()).toBe(200);
    await expect.poll(() => shown(page)).toEqual(before);

    // The main menu offers it too, and takes the player back to it.
    await page.goto('/');
    await page.getByRole('button', { name: t('menu', 'resume.action') }).click();
    await expect(page).toHaveURL(/\/play$/);
    await expect.poll(() => shown(page)).toEqual(before);
    expect(newRuns).toBe(0);

    const ended = page.waitForResponse((response) => response.url().endsWith('/play/endGame'));
    const end = await playWithKeyboard(page, run, 'win');
    await expect(end.getByRole('heading', { name: t('play', 'end.won') })).toBeVisible();
    expect((await ended).status()).toBe(200);
    // Ended: nothing is left to continue.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: t('menu', 'resume.action') })).toHaveCount(0);
  });
});
