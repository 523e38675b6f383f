import { expect, type Page } from '@playwright/test';
import type { TestUser } from './accounts';
import { text, type Lang } from './i18n';
import { markVisitorTourSeen, skipTour } from './tour';

/** Opens the app in one language, as a returning player who picked it with the language switch would. */
export async function useLanguage(page: Page, lang: Lang): Promise<void> {
  await page.addInitScript((chosen) => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', chosen);
  }, lang);
}

/**
 * Signs in through the login form and lands on the main menu, past the first-time tour a new player is shown there.
 * The browser has already seen the visitor's tour (it would otherwise show on the way to /login).
 */
export async function signInThroughForm(page: Page, user: TestUser, lang: Lang): Promise<void> {
  await markVisitorTourSeen(page);
  await page.goto('/login');
  await page.getByLabel(text(lang, 'auth', 'fields.email')).fill(user.email);
  await page.getByLabel(text(lang, 'auth', 'fields.password')).fill(user.password);
  await page.getByRole('button', { name: text(lang, 'auth', 'login.submit') }).click();
  await expect(page).toHaveURL(/\/$/);
  await skipTour(page);
}
