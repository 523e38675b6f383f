import { expect, test } from '@playwright/test';
import { beachIsland } from '../../server/content/islands/beach';
import { apiLogin, createVerifiedUser, newUser } from './helpers/accounts';
import { text } from './helpers/i18n';
import { playWithKeyboard, runStarted } from './helpers/play-keyboard';
import { useLanguage } from './helpers/session';

const t = (ns: string, key: string, values?: Record<string, string | number>) => text('es', ns, key, values);

test.describe('playing History Mode', () => {
  // A win on the 40-event Beach Island takes up to 38 turns (tests/e2e/helpers/play-strategy.ts).
  test.setTimeout(180_000);

  test('a visitor picks Beach Island on the slider and plays it to a win with the keyboard', async ({ page }) => {
    await page.goto('/history');
    await expect(page.getByRole('heading', { name: t('history', 'islands.beach.name') })).toBeVisible();
    await expect(page.getByText(t('history', 'loadingImage'))).toBeHidden();
    // The slider wraps: one step back is LM Island (locked), one forward again is the beach.
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('heading', { name: t('history', 'islands.lm.name') })).toBeVisible();
    await expect(page.getByRole('button', { name: t('history', 'start') })).toBeDisabled();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('heading', { name: t('history', 'islands.beach.name') })).toBeVisible();
    const run = runStarted(page);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/play$/);
    expect(await page.evaluate(() => localStorage.getItem('mapa'))).toBe('1');
    await expect(page.getByRole('progressbar', { name: t('play', 'stats.health') })).toBeVisible();
    const ended = page.waitForResponse((response) => response.url().endsWith('/play/endGame'));
    const end = await playWithKeyboard(page, await run, 'win');
    await expect(end.getByRole('heading', { name: t('play', 'end.won') })).toBeVisible();
    await expect(end.getByText(t('play', 'end.wonText'))).toBeVisible();
    const answer = await ended;
    expect(answer.status()).toBe(200);
    expect((await answer.json()).experienceGained).toBe(0);
    await expect(end.getByText(t('play', 'end.turns'))).toBeVisible();
    await expect(end.getByRole('link', { name: t('common', 'actions.register') })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a visitor playing in English, with reduced motion, plays Beach Island to a death with the keyboard', async ({
    page,
  }) => {
    const en = (ns: string, key: string) => text('en', ns, key);
    await useLanguage(page, 'en');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/history');
    await expect(page.getByRole('heading', { name: en('history', 'islands.beach.name') })).toBeVisible();
    // The slider hears the keys once its scene is up, which is when the island's picture shows.
    await expect(page.getByText(en('history', 'loadingImage'))).toBeHidden();
    const run = runStarted(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/play$/);
    const ended = page.waitForResponse((response) => response.url().endsWith('/play/endGame'));
    const started = await run;
    // The island speaks the player's language.
    expect(started.eventos.map((event) => event.premise).sort()).toEqual(
      beachIsland.events.map((event) => event.premise.en).sort(),
    );
    const end = await playWithKeyboard(page, started, 'die');
    await expect(end.getByRole('heading', { name: en('play', 'end.died') })).toBeVisible();
    await expect(end.getByText(en('play', 'end.diedText'))).toBeVisible();
    expect((await ended).status()).toBe(200);
    // Behind the popup, the stats bar shows the stat that ran out.
    await expect(page.locator('[data-stat] [role="progressbar"][aria-valuenow="0"]').first()).toBeAttached();
    // The death card names the island and the stat that ran out; Play again starts a new run of the same island.
    await expect(end.locator('figure[data-ending="death"]')).toContainText(en('history', 'islands.beach.name'));
    const again = page.waitForRequest((request) => request.url().endsWith('/play/play'));
    await end.getByRole('button', { name: en('play', 'end.again') }).click();
    expect((await again).postDataJSON()).toMatchObject({ mapId: 1 });
    await expect(page).toHaveURL(/\/play$/);
    await expect(page.getByRole('button', { name: en('play', 'actions.bottle') })).toBeVisible();
  });

  test('a signed-in player finishes a run and the experience it earned is added to theirs', async ({
    page,
    request,
  }) => {
    const player = newUser('runner');
    await createVerifiedUser(request, player);
    const token = await apiLogin(request, player);
    const before = (await (
      await request.get('/user/data', { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { exp: number };
    await page.addInitScript(
      ({ token: stored, name, exp }) => {
        if (localStorage.getItem('token')) return;
        Object.entries({ token: stored, userName: name, lvl: '1', exp: String(exp), mapa: '1' }).forEach(
          ([key, value]) => localStorage.setItem(key, value),
        );
      },
      { token, name: player.username, exp: before.exp },
    );
    const run = runStarted(page);
    await page.goto('/play');
    const ended = page.waitForResponse((response) => response.url().endsWith('/play/endGame'));
    // Dying is the quicker ending, and it earns experience too (every turn survived counts).
    const end = await playWithKeyboard(page, await run, 'die');
    const gained = ((await (await ended).json()) as { experienceGained: number }).experienceGained;
    expect(gained).toBeGreaterThan(0);
    await expect(end.getByText(t('play', 'end.experienceValue', { exp: gained }))).toBeVisible();
    await expect(end.getByRole('link', { name: t('common', 'actions.register') })).toBeHidden();
    expect(await page.evaluate(() => Number(localStorage.getItem('exp')))).toBe(before.exp + gained);
    // The server kept it too (levelling up happens later, when the main menu checks the level).
    const after = (await (
      await request.get('/user/data', { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { exp: number };
    expect(after.exp).toBe(before.exp + gained);
  });

  test('a forged end of run earns nothing', async ({ page, request }) => {
    const cheat = newUser('cheat');
    await createVerifiedUser(request, cheat);
    const headers = { Authorization: `Bearer ${await apiLogin(request, cheat)}` };
    await page.goto('/');
    const started = await page.request.post('/play/play', { data: { mapId: 1 }, headers });
    expect(started.ok()).toBe(true);
    const run = (await started.json()) as {
      gameHash: string;
      eventos: Array<{ eventid: number; consecuencias: Array<{ consequenceid: number; wins: boolean }> }>;
    };
    // Straight to a winning option, without the bottle ever drawing its event.
    const winner = run.eventos.flatMap((event) =>
      event.consecuencias.filter((option) => option.wins).map((option) => ({ event, option })),
    )[0];
    expect(winner).toBeDefined();
    const forged = await page.request.post('/play/endGame', {
      headers,
      data: {
        mapId: 1,
        gameHash: run.gameHash,
        actions: [{ type: 'choose', eventId: winner.event.eventid, consequenceId: winner.option.consequenceid }],
      },
    });
    expect(forged.status()).toBe(422);
    expect((await forged.json()).code).toBe('RUN_INVALID');
    const data = (await (await page.request.get('/user/data', { headers })).json()) as { exp: number };
    expect(data.exp).toBe(0);
  });
});
