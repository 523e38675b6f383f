import { expect, type Page } from '@playwright/test';
import { text, type Lang } from './i18n';

/**
 * Answers the question the first gacha roll or VPoints purchase asks (docs/economy.md, "Minors and paid chance"):
 * types the year with the keyboard and confirms; the roll or purchase then goes on by itself.
 */
export async function answerBirthYear(page: Page, lang: Lang, year: number): Promise<void> {
  const dialog = page.getByRole('dialog', { name: text(lang, 'common', 'paidChance.askTitle') });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: text(lang, 'common', 'paidChance.yearLabel') }).fill(String(year));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
}
