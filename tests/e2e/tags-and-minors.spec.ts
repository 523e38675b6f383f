import { join } from 'node:path';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { apiLogin, createVerifiedUser, newUser } from './helpers/accounts';
import { langs, text, type Lang } from './helpers/i18n';
import { publishMapThroughApi } from './helpers/maps';
import { signInThroughForm, useLanguage } from './helpers/session';
import { markVisitorTourSeen } from './helpers/tour';
import { grantVPoints } from './helpers/vpoints';

/** Screenshots go to the test's output, or to SHOTS_DIR when set (to look at them together). */
const shot = (testInfo: TestInfo, name: string) =>
  process.env.SHOTS_DIR ? join(process.env.SHOTS_DIR, name) : testInfo.outputPath(name);
const widths = [375, 1280] as const;
const sizeOf = (width: number) => ({ width, height: width === 375 ? 812 : 900 });

test.describe('tags and the year of birth', () => {
  test.setTimeout(180_000);

  test('Online Mode filters by tags to include and exclude, kept in the address', async ({ page }, testInfo) => {
    const creator = newUser('tagger');
    await createVerifiedUser(page.request, creator);
    const token = await apiLogin(page.request, creator);
    const mark = creator.username.slice(-4);
    const publish = (title: string, tags: string) =>
      publishMapThroughApi(page.request, token, { title, tags, description: 'Etiquetada.' });
    await publish(`Cueva ${mark}`, 'horror,short');
    await publish(`Faro ${mark}`, 'horror,long');
    await publish(`Playa ${mark}`, 'humor');

    await markVisitorTourSeen(page);
    await useLanguage(page, 'es');
    await page.goto(`/online?search=${mark}`);
    await expect(page.getByRole('article')).toHaveCount(3);
    await page.getByText(text('es', 'online', 'tags.toggle'), { exact: true }).click();
    const include = page.getByRole('group', { name: text('es', 'online', 'tags.include') });
    const exclude = page.getByRole('group', { name: text('es', 'online', 'tags.exclude') });
    await include.getByRole('checkbox', { name: 'Terror' }).check();
    await expect(page.getByRole('article')).toHaveCount(2);
    await exclude.getByRole('checkbox', { name: 'Larga' }).check();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article')).toContainText(`Cueva ${mark}`);
    await expect(page).toHaveURL(/include=horror&exclude=long/);

    // The address is the filter: opened fresh, in each language and width, it lists the same map.
    const shared = page.url();
    for (const lang of langs) {
      await page.evaluate((chosen) => localStorage.setItem('language', chosen), lang);
      for (const width of widths) {
        await page.setViewportSize(sizeOf(width));
        await page.goto(shared);
        await expect(page.getByRole('article')).toHaveCount(1);
        await expect(page.getByRole('group', { name: text(lang, 'online', 'tags.include') })).toBeVisible();
        await page.screenshot({ path: shot(testInfo, `tags-${lang}-${width}.png`), fullPage: true });
      }
    }
  });

  for (const lang of langs) {
    test(`the first roll asks for the year of birth; under 18 it explains what stays open (${lang})`, async ({
      page,
    }, testInfo) => {
      await answerAsMinor(page, lang, testInfo);
    });
  }
});

async function answerAsMinor(page: Page, lang: Lang, testInfo: TestInfo) {
  const player = newUser(`young${lang}`);
  await createVerifiedUser(page.request, player);
  grantVPoints(player.username, 1000);
  await useLanguage(page, lang);
  await signInThroughForm(page, player, lang);
  await page.goto('/gatcha');
  const banner = text(lang, 'gacha', 'banner.common');
  await page
    .getByRole('button', {
      name: new RegExp(`^${text(lang, 'gacha', 'rollName', { banner }).split(/ (por|for) /)[0]}`),
    })
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: text(lang, 'gacha', 'confirm.roll', { vpoints: '100' }) })
    .click();
  const ask = page.getByRole('dialog', { name: text(lang, 'common', 'paidChance.askTitle') });
  await expect(ask).toBeVisible();
  for (const width of widths) {
    await page.setViewportSize(sizeOf(width));
    await page.screenshot({ path: shot(testInfo, `birth-year-${lang}-${width}.png`) });
  }
  await ask.getByRole('textbox').fill(String(new Date().getUTCFullYear() - 14));
  await page.keyboard.press('Enter');
  const closed = page.getByRole('dialog', { name: text(lang, 'common', 'paidChance.closedTitle') });
  await expect(closed).toBeVisible();
  for (const width of widths) {
    await page.setViewportSize(sizeOf(width));
    await page.screenshot({ path: shot(testInfo, `paid-chance-closed-${lang}-${width}.png`) });
  }
  // Nothing was spent.
  await page.keyboard.press('Escape');
  await expect(
    page.getByText(text(lang, 'characters', 'balance', { vpoints: lang === 'es' ? '1.000' : '1,000' })),
  ).toBeVisible();
}
