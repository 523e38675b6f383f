import { expect, test, type Page } from '@playwright/test';
import { apiLogin, createVerifiedUser, newUser } from './helpers/accounts';
import { text } from './helpers/i18n';

const t = (ns: string, key: string, values?: Record<string, string | number>) => text('es', ns, key, values);
/** Beach Island has 32 events: no run lasts longer. */
const MAX_TURNS = 40;

/** What the game screen waits for now, read in one go (the next key depends on it). */
function screenState(): string {
  if (document.querySelector('[aria-modal="true"][data-game-panel]')) return 'end';
  if (document.querySelector('[data-tutorial]')) return 'tutorial';
  const panel = document.querySelector('[data-game-panel]');
  if (panel?.querySelector('[data-continue]')) return `continue:${panel.textContent}`;
  const option = panel?.querySelector('[data-option-key]:not([aria-disabled="true"])');
  if (option) return `option:${option.getAttribute('data-option-key')}:${panel?.textContent}`;
  if (document.querySelector('[data-bottle]')) return `bottle:${document.body.textContent?.match(/Turno \d+/)?.[0]}`;
  return 'busy';
}

/**
 * Plays the run on screen to its end with the keyboard only: Enter opens the bottle, the number of the first option
 * that can be taken picks it, Enter continues; Esc skips the tutorial when it shows up. Answers the end popup.
 */
async function playToTheEnd(page: Page) {
  let state = await page.evaluate(screenState);
  for (let step = 0; step < MAX_TURNS * 4; step++) {
    if (state === 'end') return page.getByRole('dialog', { name: /^(You died|You won)$/ });
    if (state === 'tutorial') await page.keyboard.press('Escape');
    else if (state.startsWith('option:')) await page.keyboard.press(state.split(':')[1]);
    else if (state !== 'busy') await page.keyboard.press('Enter');
    state = await answerTo(page, state);
  }
  throw new Error('the run did not end');
}

/** Waits for the screen to answer the last key, and reads it again. */
async function answerTo(page: Page, before: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const now = await page.evaluate(screenState);
    if (now !== before) return now;
    await page.waitForTimeout(50);
  }
  throw new Error(`the game did not answer in state ${before.slice(0, 80)}`);
}

test.describe('playing History Mode', () => {
  test.setTimeout(180_000);

  test('a visitor picks Beach Island on the slider and plays it to the end with the keyboard', async ({ page }) => {
    await page.goto('/history');
    await expect(page.getByRole('heading', { name: t('history', 'islands.beach.name') })).toBeVisible();
    await expect(page.getByText(t('history', 'loadingImage'))).toBeHidden();
    // The slider wraps: one step back is LM Island (locked), one forward again is the beach.
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('heading', { name: t('history', 'islands.lm.name') })).toBeVisible();
    await expect(page.getByRole('button', { name: t('history', 'start') })).toBeDisabled();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('heading', { name: t('history', 'islands.beach.name') })).toBeVisible();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/play$/);
    expect(await page.evaluate(() => localStorage.getItem('mapa'))).toBe('1');
    await expect(page.getByRole('progressbar', { name: t('play', 'stats.health') })).toBeVisible();
    const ended = page.waitForResponse((response) => response.url().endsWith('/play/endGame'));
    const end = await playToTheEnd(page);
    const answer = await ended;
    expect(answer.status()).toBe(200);
    expect((await answer.json()).experienceGained).toBe(0);
    await expect(end.getByText(t('play', 'end.turns'))).toBeVisible();
    await expect(end.getByRole('link', { name: t('common', 'actions.register') })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a signed-in player finishes a run and the experience it earned is added to theirs', async ({ page, request }) => {
    const player = newUser('runner');
    await createVerifiedUser(request, player);
    const token = await apiLogin(request, player);
    const before = (await (await request.get('/user/data', { headers: { Authorization: `Bearer ${token}` } })).json()) as { exp: number };
    await page.addInitScript(
      ({ token: stored, name, exp }) => {
        if (localStorage.getItem('token')) return;
        Object.entries({ token: stored, userName: name, lvl: '1', exp: String(exp), mapa: '1' }).forEach(([key, value]) => localStorage.setItem(key, value));
      },
      { token, name: player.username, exp: before.exp },
    );
    await page.goto('/play');
    const ended = page.waitForResponse((response) => response.url().endsWith('/play/endGame'));
    const end = await playToTheEnd(page);
    const gained = ((await (await ended).json()) as { experienceGained: number }).experienceGained;
    expect(gained).toBeGreaterThan(0);
    await expect(end.getByText(t('play', 'end.experienceValue', { exp: gained }))).toBeVisible();
    await expect(end.getByRole('link', { name: t('common', 'actions.register') })).toBeHidden();
    expect(await page.evaluate(() => Number(localStorage.getItem('exp')))).toBe(before.exp + gained);
    // The server kept it too (levelling up happens later, when the main menu checks the level).
    const after = (await (await request.get('/user/data', { headers: { Authorization: `Bearer ${token}` } })).json()) as { exp: number };
    expect(after.exp).toBe(before.exp + gained);
  });

  test('a forged end of run earns nothing', async ({ page, request }) => {
    const cheat = newUser('cheat');
    await createVerifiedUser(request, cheat);
    const headers = { Authorization: `Bearer ${await apiLogin(request, cheat)}` };
    await page.goto('/');
    const started = await page.request.post('/play/play', { data: { mapId: 1 }, headers });
    expect(started.ok()).toBe(true);
    const run = (await started.json()) as { gameHash: string; eventos: Array<{ eventid: number; consecuencias: Array<{ consequenceid: number; wins: boolean }> }> };
    // Straight to a winning option, without the bottle ever drawing its event.
    const winner = run.eventos.flatMap((event) => event.consecuencias.filter((option) => option.wins).map((option) => ({ event, option })))[0];
    expect(winner).toBeDefined();
    const forged = await page.request.post('/play/endGame', {
      headers,
      data: { mapId: 1, gameHash: run.gameHash, actions: [{ type: 'choose', eventId: winner.event.eventid, consequenceId: winner.option.consequenceid }] },
    });
    expect(forged.status()).toBe(422);
    expect((await forged.json()).code).toBe('RUN_INVALID');
    const data = (await (await page.request.get('/user/data', { headers })).json()) as { exp: number };
    expect(data.exp).toBe(0);
  });
});
