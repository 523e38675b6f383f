import { expect, test } from '@playwright/test';
import { text } from './helpers/i18n';
import { markVisitorTourSeen } from './helpers/tour';

/**
 * A first visit follows the browser's languages until the player chooses one (src/i18n, docs/game-screen.md): an
 * English browser gets English, a Spanish one Spanish, the drawn /login included, and the choice then stands.
 */
for (const [locale, lang] of [
  ['en-US', 'en'],
  ['es-ES', 'es'],
] as const) {
  test(`a first visit from a ${locale} browser is in ${lang === 'en' ? 'English' : 'Spanish'}`, async ({ browser }) => {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await markVisitorTourSeen(page);
    await page.goto('/');
    await expect(page.getByRole('link', { name: text(lang, 'menu', 'modes.history') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    // The server draws /login in the same language, so the app takes its page over.
    await page.goto('/login');
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.locator('#root')).toHaveAttribute('data-drawn', lang);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await context.close();
  });
}

test('the language the player chooses stands over the browser’s', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await markVisitorTourSeen(page);
  await page.goto('/');
  await page
    .getByRole('navigation', { name: text('en', 'common', 'nav.label') })
    .getByRole('button', { name: text('en', 'common', 'language.es') })
    .click();
  await expect(page.getByRole('link', { name: text('es', 'menu', 'modes.history') })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: text('es', 'menu', 'modes.history') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await context.close();
});
