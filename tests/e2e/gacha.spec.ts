import { expect, test, type Page } from '@playwright/test';
import type { RollResponse } from '@src/contract/gacha';
import { createVerifiedUser, newUser } from './helpers/accounts';
import { answerBirthYear } from './helpers/birth-year';
import { langs, text } from './helpers/i18n';
import { signInThroughForm, useLanguage } from './helpers/session';
import { grantVPoints } from './helpers/vpoints';

const t = (namespace: string, key: string, values?: Record<string, string | number>) =>
  text('es', namespace, key, values);

const rollName = new RegExp(`^${t('gacha', 'rollName', { banner: t('gacha', 'banner.common') }).split(' por ')[0]} `);

/**
 * Plays a practice roll of the common banner and samples the middle of the stage's canvas every 50 ms while the
 * stage still says it is shuffling (in the page, so a slow machine loses no frames to round trips); returns how many
 * different pictures it saw: a flashing shuffle shows several, a calm one a single one.
 */
async function shuffleFrames(page: Page): Promise<number> {
  await page.getByRole('button', { name: t('gacha', 'practice.open') }).click();
  await page
    .getByRole('button', { name: t('gacha', 'practice.roll', { banner: t('gacha', 'banner.common') }) })
    .click();
  const status = page.getByRole('status', { name: t('gacha', 'reveal.label') });
  await expect(status).toHaveText(t('gacha', 'reveal.shuffling'));
  const seen = await status.evaluate(
    async (element, shuffling) => {
      const stage = document.querySelector('canvas');
      const probe = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
      if (!stage || !probe) return -1;
      const side = Math.min(stage.width, stage.height) * 0.4;
      const pictures = new Set<number>();
      while (element.textContent === shuffling) {
        probe.clearRect(0, 0, 48, 48);
        probe.drawImage(stage, (stage.width - side) / 2, (stage.height - side) / 2, side, side, 0, 0, 48, 48);
        const hash = probe.getImageData(0, 0, 48, 48).data.reduce((sum, value) => (sum * 31 + value) | 0, 7);
        // Only pictures taken wholly inside the shuffle count: the opened chest is another picture, rightly.
        if (element.textContent === shuffling) pictures.add(hash);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return pictures.size;
    },
    t('gacha', 'reveal.shuffling'),
  );
  await expect(page.getByRole('dialog', { name: t('gacha', 'practice.title') })).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('Escape');
  return seen;
}

/**
 * Clicks the common banner's roll button, answers the question it asks before spending (its price and the balance
 * `balance`; the page is reloaded between rolls, so it asks every time), and returns the server's answer. The first
 * roll of an account also asks for the year of birth (`birthYear`), then rolls by itself.
 */
async function rollCommon(page: Page, balance: string, left: string, birthYear?: number): Promise<RollResponse> {
  await page.getByRole('button', { name: rollName }).click();
  const question = page.getByRole('dialog', {
    name: t('gacha', 'confirm.title', { banner: t('gacha', 'banner.common') }),
  });
  await expect(question).toContainText(t('gacha', 'confirm.body', { vpoints: '100', euros: '0,10 €', balance, left }));
  const answer = page.waitForResponse((response) => response.url().endsWith('/characters/roll') && response.ok());
  await question.getByRole('button', { name: t('gacha', 'confirm.roll', { vpoints: '100' }) }).click();
  if (birthYear !== undefined) await answerBirthYear(page, 'es', birthYear);
  return (await (await answer).json()) as RollResponse;
}

test.describe('gacha', () => {
  test('a player with VPoints rolls the common banner, watches the reveal, reads the result and the history, and finds the character in the closet', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const player = newUser('roller');
    await createVerifiedUser(request, player);
    grantVPoints(player.username, 1000);
    await useLanguage(page, 'es');
    await signInThroughForm(page, player, 'es');

    await page.getByRole('link', { name: t('menu', 'extras.gacha') }).click();
    await expect(page).toHaveURL(/\/gatcha$/);
    await expect(page.getByText(t('characters', 'balance', { vpoints: '1.000' }))).toBeVisible();
    const common = page.getByRole('table', {
      name: t('gacha', 'odds.caption', { banner: t('gacha', 'banner.common') }),
    });
    await expect(common.getByRole('row', { name: /^Común/ })).toContainText('53,88');

    // The roll: the stage shuffles (10 × 200 ms) before the result popup appears.
    // Nothing is spent until the player says yes.
    await page.getByRole('button', { name: rollName }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('common', 'actions.cancel') })
      .click();
    await expect(page.getByText(t('characters', 'balance', { vpoints: '1.000' }))).toBeVisible();
    const result = await rollCommon(page, '1.000', '900', 1990);
    const reveal = page.getByRole('status', { name: t('gacha', 'reveal.label') });
    await expect(reveal).toHaveText(t('gacha', 'reveal.shuffling'));
    await page.screenshot({ path: testInfo.outputPath('reveal-es-1280.png') });
    const title = t('gacha', result.outcome === 'new' ? 'result.newTitle' : 'result.cardTitle');
    const dialog = page.getByRole('dialog', { name: title });
    // The reveal runs on the stage's clock, which a loaded machine slows down.
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await expect(dialog).toContainText(result.name);
    await expect(dialog).toContainText(t('gacha', 'result.paid', { vpoints: '100', left: '900' }));
    await page.screenshot({ path: testInfo.outputPath('result-es-1280.png') });
    await page.keyboard.press('Escape');
    await expect(page.getByText(t('characters', 'balance', { vpoints: '900' }))).toBeVisible();

    // The history lists the roll beside the published odds.
    const history = page.getByRole('table', { name: t('gacha', 'history.caption') });
    await expect(history.getByRole('row').nth(1)).toContainText(result.name);
    await expect(history.getByRole('row').nth(1)).toContainText(t('gacha', 'banner.common'));
    await expect(
      page.getByRole('table', {
        name: t('gacha', 'history.observedCaption_one', { banner: t('gacha', 'banner.common'), count: 1 }),
      }),
    ).toBeVisible();

    // Screens in both languages at a phone's and a desktop's width, a reveal on the phone.
    for (const lang of langs) {
      await page.evaluate((chosen) => localStorage.setItem('language', chosen), lang);
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
        await page.goto('/gatcha');
        await expect(page.getByRole('heading', { level: 1, name: text(lang, 'gacha', 'title') })).toBeVisible();
        await expect(page.getByRole('table', { name: text(lang, 'gacha', 'history.caption') })).toBeVisible();
        await page.screenshot({ path: testInfo.outputPath(`banners-${lang}-${width}.png`) });
        await page.screenshot({ path: testInfo.outputPath(`page-${lang}-${width}.png`), fullPage: true });
      }
    }
    await page.evaluate(() => localStorage.setItem('language', 'es'));
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/gatcha');
    const second = await rollCommon(page, '900', '800');
    // Past the ten shuffle frames (2 s), while the revealed rarity shines on its own.
    await page.waitForTimeout(2900);
    await page.screenshot({ path: testInfo.outputPath('reveal-es-375.png') });
    await expect(page.getByRole('dialog')).toContainText(second.name, { timeout: 30_000 });
    await page.screenshot({ path: testInfo.outputPath('result-es-375.png') });

    // The closet holds what the first roll gave.
    await page
      .getByRole('dialog')
      .getByRole('link', { name: t('gacha', 'result.closet') })
      .click();
    await expect(page).toHaveURL(/\/closet$/);
    await expect(page.getByRole('article', { name: result.name })).toBeVisible();
  });

  test('under reduced motion the reveal is calm: the shuffle does not flash, the chest opens and names the rarity', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const player = newUser('calm');
    await createVerifiedUser(request, player);
    await useLanguage(page, 'es');
    await signInThroughForm(page, player, 'es');
    await page.goto('/gatcha');
    await expect(page.getByRole('heading', { level: 1, name: t('gacha', 'title') })).toBeVisible();

    // With motion the light changes colour and the chest rocks from frame to frame.
    expect(await shuffleFrames(page)).toBeGreaterThan(1);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    // Calm: every picture of the shuffle is the same one.
    expect(await shuffleFrames(page)).toBe(1);

    // The calm reveal still opens on the rarity, named in words; the practice popup then says what it gave.
    await page.getByRole('button', { name: t('gacha', 'practice.open') }).click();
    await page.evaluate(() => {
      const real = Math.random;
      // The practice draw's slot: 50 of the common banner is legendary.
      Math.random = () => ((Math.random = real), 0.005);
    });
    await page
      .getByRole('button', { name: t('gacha', 'practice.roll', { banner: t('gacha', 'banner.common') }) })
      .click();
    const status = page.getByRole('status', { name: t('gacha', 'reveal.label') });
    await expect(status).toHaveText(t('gacha', 'reveal.shown', { rarity: t('characters', 'rarity.legendary') }), {
      timeout: 30_000,
    });
    await page.screenshot({ path: testInfo.outputPath('reveal-calm-es-1280.png') });
    await expect(page.getByRole('dialog', { name: t('gacha', 'practice.title') }).getByRole('status')).toContainText(
      t('characters', 'rarity.legendary'),
      { timeout: 30_000 },
    );
  });
});
