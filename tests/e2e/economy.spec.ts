import { expect, test } from '@playwright/test';
import { createVerifiedUser, newUser } from './helpers/accounts';
import { text } from './helpers/i18n';
import { playWithKeyboard, runStarted } from './helpers/play-keyboard';
import { signInThroughForm, useLanguage } from './helpers/session';
import { grantVPoints } from './helpers/vpoints';

const t = (namespace: string, key: string, values?: Record<string, string | number>) =>
  text('es', namespace, key, values);

/** The character the journey buys: Surfista, id 2, common, 1.000 VP in the catalogue (src/core/catalogue/characters.ts). */
const SURFER = { id: 2, name: 'Surfista' };

test.describe('economy', () => {
  test('a new player claims the first quest, buys a character, selects it in the closet and plays with it', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const player = newUser('shopper');
    await createVerifiedUser(request, player);
    await useLanguage(page, 'es');
    await signInThroughForm(page, player, 'es');
    const panel = page.getByRole('region', { name: t('menu', 'panel.label') });
    await expect(panel).toContainText('0 VPoints');

    // One run on Beach Island (losing is quicker, and counts as a run played).
    await page.evaluate(() => localStorage.setItem('mapa', '1'));
    const firstRun = runStarted(page);
    await page.goto('/play');
    await playWithKeyboard(page, await firstRun, 'die');

    // Back on the menu the quests button says a reward waits; the popup offers it.
    await page.goto('/');
    // (the run may have finished other quests too: the badge counts them all).
    const questsButton = page.getByRole('button', { name: new RegExp(`^${t('menu', 'extras.quests')} \\d+ `) });
    await questsButton.click();
    const quests = page.getByRole('dialog', { name: t('menu', 'quests.title') });
    const firstQuest = quests.getByRole('listitem').filter({ hasText: 'Primer naufragio' });
    await expect(firstQuest.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '1 / 1');
    await firstQuest
      .getByRole('button', { name: t('menu', 'quests.claimQuest', { name: 'Primer naufragio' }) })
      .click();
    await expect(page.getByText(t('menu', 'quests.rewarded', { amount: 50 }))).toBeVisible();
    await expect(panel).toContainText('50 VPoints');
    await quests.getByRole('tab', { name: t('menu', 'quests.tabs.completed') }).click();
    await expect(quests.getByRole('listitem').filter({ hasText: 'Primer naufragio' })).toContainText(
      t('menu', 'quests.claimed'),
    );
    await page.keyboard.press('Escape');

    // An operator grants VPoints; the menu reads the new balance when it opens.
    grantVPoints(player.username, 1000);
    await page.goto('/');
    await expect(panel).toContainText('1.050 VPoints');

    // The shop: confirm, pay, and the card turns owned.
    await page.getByRole('link', { name: t('menu', 'extras.shop') }).click();
    await expect(page.getByText(t('characters', 'balance', { vpoints: '1.050' }))).toBeVisible();
    const surfer = page.getByRole('article', { name: SURFER.name });
    await surfer.getByRole('button', { name: new RegExp(`^Comprar a ${SURFER.name} `) }).click();
    const confirm = page.getByRole('dialog', { name: t('characters', 'shop.confirmTitle', { name: SURFER.name }) });
    await confirm.getByRole('button', { name: t('characters', 'shop.confirm') }).click();
    // The purchase's reveal: the character's name over the spec's success text.
    const reveal = page.getByRole('dialog', { name: t('characters', 'shop.revealTitle', { name: SURFER.name }) });
    await expect(reveal.getByText(t('characters', 'shop.success', { id: SURFER.id }))).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(reveal).toBeHidden();
    await expect(surfer).toContainText(t('characters', 'shop.owned'));
    await expect(page.getByText(t('characters', 'balance', { vpoints: '50' }))).toBeVisible();

    // The closet: choose the surfer for the next run.
    await page.goto('/closet');
    const owned = page.getByRole('article', { name: SURFER.name });
    await owned.getByRole('button', { name: t('characters', 'closet.selectName', { name: SURFER.name }) }).click();
    await expect(
      owned.getByRole('button', { name: t('characters', 'closet.selectName', { name: SURFER.name }) }),
    ).toHaveAttribute('aria-pressed', 'true');

    // The next run starts with the surfer: the server is asked for it and the game screen shows it.
    const character = page.waitForRequest((req) => req.url().endsWith('/play/getCharacter'));
    await page.goto('/play');
    expect((await character).postDataJSON()).toEqual({ selectedCharacter: SURFER.id });
    const portraitButton = page.getByRole('button', {
      name: text('es', 'play', 'actions.character', { name: SURFER.name }),
    });
    await portraitButton.click();
    await expect(page.getByRole('dialog', { name: SURFER.name })).toBeVisible();
  });
});
