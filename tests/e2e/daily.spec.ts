import { expect, test } from '@playwright/test';
import type { DailyPlayResponse } from '../../src/contract/daily';
import type { EndGameResponse } from '../../src/contract/play';
import { apiLogin, createVerifiedUser, newUser } from './helpers/accounts';
import { text } from './helpers/i18n';
import { playWithKeyboard } from './helpers/play-keyboard';

const t = (ns: string, key: string, values?: Record<string, string | number>) => text('es', ns, key, values);

test.describe('the daily island', () => {
  // A run to its death takes up to 28 turns by keyboard, and its replay plays every step back.
  test.setTimeout(240_000);

  test('from the main menu to a ranked run of today’s island, the board with the rank, and its replay', async ({
    page,
    request,
  }) => {
    const player = newUser('daily');
    await createVerifiedUser(request, player);
    const token = await apiLogin(request, player);
    await page.addInitScript(
      ({ stored, name }) => {
        if (localStorage.getItem('token')) return;
        Object.entries({ token: stored, userName: name, lvl: '1', exp: '0', newplayer: 'false' }).forEach(
          ([key, value]) => localStorage.setItem(key, value),
        );
      },
      { stored: token, name: player.username },
    );

    // The main menu shows today's island and that the ranked run is still to play.
    await page.goto('/');
    // A new account is shown the first-time tour first.
    await page.getByRole('button', { name: t('tour', 'skip') }).click();
    const card = page.getByRole('region', { name: t('menu', 'daily.title') });
    await expect(card.getByText(t('menu', 'daily.notPlayed'))).toBeVisible();
    await card.getByRole('link').click();
    await expect(page).toHaveURL(/\/daily_island$/);

    // Today's island: the first run ranks.
    await expect(page.getByText(t('daily', 'next.ranked'))).toBeVisible();
    const started = page
      .waitForResponse((response) => response.url().endsWith('/daily/play') && response.request().method() === 'POST')
      .then((response) => response.json() as Promise<DailyPlayResponse>);
    await page.getByRole('button', { name: t('daily', 'playRanked') }).click();
    await expect(page).toHaveURL(/\/play$/);
    const run = await started;
    expect(run.ranked).toBe(true);

    // Played to its end by keyboard; the server's replay scores and ranks it.
    const ended = page
      .waitForResponse((response) => response.url().endsWith('/play/endGame'))
      .then((response) => response.json() as Promise<EndGameResponse>);
    const end = await playWithKeyboard(page, run, 'die');
    const { daily } = await ended;
    expect(daily).toBeDefined();
    await expect(end.getByText(t('play', 'end.dailyRanked', { score: daily!.score, rank: daily!.rank }))).toBeVisible();

    // Back to the daily island: the board of today shows the player's own row with that rank.
    await end.getByRole('button', { name: t('play', 'end.back') }).click();
    await expect(page).toHaveURL(/\/daily_island$/);
    // The address is the app's on a reload too (the API's GET /daily is another path).
    await page.reload();
    const board = page.getByRole('table', {
      name: t('daily', 'board.caption', { period: t('daily', 'period.today'), scope: t('daily', 'scope.everyone') }),
    });
    const mine = board.locator('tr[aria-current="true"]').first();
    await expect(mine).toContainText(player.username);
    await expect(mine.locator('td').first()).toHaveText(String(daily!.rank));
    await expect(page.getByText(t('daily', 'next.practiceRanked'))).toBeVisible();

    // Its replay: played back from the server's record to the same end.
    await mine.getByRole('link', { name: t('daily', 'board.watch', { name: player.username }) }).click();
    await expect(page).toHaveURL(/\/replay\/\d+$/);
    await expect(
      page.getByRole('heading', { level: 1, name: t('daily', 'replay.of', { name: player.username }) }),
    ).toBeVisible();
    await page.getByRole('button', { name: t('daily', 'replay.stepForward') }).click();
    await expect(page.getByText(/Paso 2 de \d+/)).toBeVisible();
    await page.getByRole('radio', { name: '4×' }).click();
    await page.getByRole('button', { name: t('daily', 'replay.play') }).click();
    await expect(page.getByText(t('daily', 'replay.dead'))).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('button', { name: t('daily', 'replay.stepForward') })).toBeDisabled();
  });
});
