import { expect, test } from '@playwright/test';
import { text } from './helpers/i18n';
import {
  connectPad,
  expectPadHint,
  focusIs,
  installPad,
  leanStick,
  padControls,
  padFocus,
  pressPad,
} from './helpers/gamepad';
import { playRun, runStarted } from './helpers/play-keyboard';

const t = (ns: string, key: string, values?: Record<string, string | number>) => text('es', ns, key, values);

test.describe('playing with a gamepad', () => {
  // The run is played to a death, the shorter end (a win on the 40-event Beach Island takes up to 38 turns, each a few
  // presses with a page round trip); using an item with the pad is the UI test's (tests/ui/play-gamepad.test.tsx).
  test.setTimeout(300_000);

  test('a visitor goes from the main menu to Beach Island and plays it to its end with only a pad', async ({
    page,
  }) => {
    await installPad(page);
    await page.goto('/');
    await expect(page.locator('[data-pad-hint]')).toHaveCount(0);
    await connectPad(page);
    await expectPadHint(page, [t('common', 'pad.move'), t('common', 'pad.choose'), t('common', 'pad.back')]);

    // The visitor's first-time tour covers the menu: B skips it, as Escape does.
    const tour = page.getByRole('dialog').filter({ hasText: /^Paso \d+ de \d+/ });
    await expect(tour).toBeVisible();
    await pressPad(page, 'B');
    await expect(tour).toBeHidden();

    // The d-pad walks the menu with the focus ring showing; A follows the History Mode sign.
    await padFocus(page, '[data-tour="history"]');
    await pressPad(page, 'A');
    await expect(page).toHaveURL(/\/history$/);
    await expect(page.getByText(t('history', 'loadingImage'))).toBeHidden();
    await expect(page.getByRole('heading', { name: t('history', 'islands.beach.name') })).toBeVisible();

    // The slider: the stick slides it (a light lean is inside the dead zone and does nothing), the d-pad slides back.
    await leanStick(page, -0.3, 0);
    await expect(page.getByRole('heading', { name: t('history', 'islands.beach.name') })).toBeVisible();
    await leanStick(page, -1, 0.2);
    await expect(page.getByRole('heading', { name: t('history', 'islands.lm.name') })).toBeVisible();
    await pressPad(page, 'right');
    await expect(page.getByRole('heading', { name: t('history', 'islands.beach.name') })).toBeVisible();
    const run = runStarted(page);
    await pressPad(page, 'A');
    await expect(page).toHaveURL(/\/play$/);
    const started = await run;
    await expect(page.getByRole('button', { name: t('play', 'actions.bottle') })).toBeVisible();
    await expectPadHint(page, [t('play', 'pad.bottle'), t('play', 'pad.backpack'), t('common', 'pad.back')]);

    // The tutorial of map 1 may come up at any moment of the first seconds: B skips it whenever it shows.
    const tutorial = page.locator('[data-tutorial]');
    await tutorial.waitFor({ timeout: 6_000 }).catch(() => undefined);
    if (await tutorial.isVisible()) await pressPad(page, 'B');
    await expect(tutorial).toBeHidden();

    // Y opens the backpack and closes it again; B closes it too.
    const backpack = page.getByRole('dialog', { name: t('play', 'backpack.title') });
    await pressPad(page, 'Y');
    await expect(backpack).toBeVisible();
    await pressPad(page, 'Y');
    await expect(backpack).toBeHidden();
    await pressPad(page, 'Y');
    await expect(backpack).toBeVisible();
    await pressPad(page, 'B');
    await expect(backpack).toBeHidden();

    // B outside a popup asks whether to leave; B again stays.
    const exit = page.getByRole('dialog').filter({ hasText: t('play', 'exit.title') });
    await pressPad(page, 'B');
    await expect(exit).toBeVisible();
    await pressPad(page, 'B');
    await expect(exit).toBeHidden();

    // The d-pad reaches the bottle (its ring shows), and A draws from it.
    await padFocus(page, '[data-bottle]');
    await pressPad(page, 'A');
    // Focus starts on the first option that can be used: the drawn event may need an item for its first option.
    const usable = page.locator('[data-game-panel] [data-option-key]:not([aria-disabled="true"])').first();
    await expect(usable).toBeVisible();
    const key = await usable.getAttribute('data-option-key');
    await expect.poll(() => focusIs(page, `[data-option-key="${key}"]`)).toBe(true);

    const end = await playRun(page, started, 'die', padControls(page));
    await expect(end.getByRole('heading', { name: t('play', 'end.died') })).toBeVisible();

    // Every button of the end popup is in reach: Continue has the focus, the d-pad visits Jugar otra vez and Volver.
    await expect.poll(() => focusIs(page, '[data-continue]')).toBe(true);
    const again = end.getByRole('button', { name: t('play', 'end.again') });
    const back = end.getByRole('button', { name: t('play', 'end.back') });
    await pressPad(page, 'up');
    await expect(again).toBeFocused();
    await pressPad(page, 'up');
    await expect(back).toBeFocused();
    await leanStick(page, 0, 1);
    await expect(again).toBeFocused();
    await pressPad(page, 'down');
    await expect.poll(() => focusIs(page, '[data-continue]')).toBe(true);
    await pressPad(page, 'A');
    await expect(page).toHaveURL(/\/$/);
  });
});
