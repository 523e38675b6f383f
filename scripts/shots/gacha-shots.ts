/**
 * Issue 26's gacha reveal (scripts/shots/issue-26.ts): a new player with granted VPoints rolls the common banner at
 * each width; the stage is taken once the shuffle is over and the rarity shines, then the result card.
 */
import { expect, type BrowserContext } from '@playwright/test';
import { createVerifiedUser, newUser } from '../../tests/e2e/helpers/accounts';
import { answerBirthYear } from '../../tests/e2e/helpers/birth-year';
import { text, type Lang } from '../../tests/e2e/helpers/i18n';
import { signInThroughForm } from '../../tests/e2e/helpers/session';
import { grantVPoints } from '../../tests/e2e/helpers/vpoints';
import { WIDTHS } from './play-shots';

const escape = (words: string) => words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export async function gachaShots(context: BrowserContext, outDir: string, lang: Lang): Promise<void> {
  const t = (key: string, values?: Record<string, string>) => text(lang, 'gacha', key, values);
  const player = newUser(`shots${lang}`);
  await createVerifiedUser(context.request, player);
  grantVPoints(player.username, 1000);
  const page = await context.newPage();
  await signInThroughForm(page, player, lang);
  // The roll button's name up to its price, which is formatted for the language.
  const rollName = new RegExp(
    `^${escape(t('rollName', { banner: t('banner.common'), vpoints: '\u0000' }).split('\u0000')[0])}`,
  );
  const result = page.getByRole('dialog', {
    name: new RegExp(`^(${escape(t('result.newTitle'))}|${escape(t('result.cardTitle'))})$`),
  });
  for (const [i, width] of WIDTHS.entries()) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.goto('/gatcha');
    await page.getByRole('button', { name: rollName }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('confirm.roll', { vpoints: '100' }) })
      .click();
    if (i === 0) await answerBirthYear(page, lang, 1990);
    // Past the ten shuffle frames (2 s), while the revealed rarity shines on its own (as tests/e2e/gacha.spec.ts).
    await page.waitForTimeout(2900);
    await page.screenshot({ path: `${outDir}/gacha-reveal-${lang}-${width}.png` });
    await expect(result).toBeVisible({ timeout: 30_000 });
    await page.waitForTimeout(600);
    await page.screenshot({ path: `${outDir}/gacha-result-${lang}-${width}.png` });
    await page.keyboard.press('Escape');
  }
  await page.close();
}
