import { expect, test, type Page } from '@playwright/test';
import { createVerifiedUser, newUser } from './helpers/accounts';
import { text } from './helpers/i18n';
import { signInThroughForm, useLanguage } from './helpers/session';

const t = (namespace: string, key: string, values?: Record<string, string | number>) =>
  text('es', namespace, key, values);

/** The slider's card shows the shown rarity and its current price ("1 €": Intl puts a no-break space before €). */
async function shownPrice(page: Page): Promise<number> {
  const slider = page.getByRole('region', { name: t('skins', 'slider.label') });
  const price = slider.getByText(/^\d+\s€$/);
  await expect(price).toBeVisible();
  return Number((await price.textContent())!.replace(/\D/g, ''));
}

async function showLegendary(page: Page): Promise<void> {
  await page.getByRole('button', { name: t('skins', 'slider.show', { rarity: 'Legendario' }) }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Legendario', exact: true })).toBeVisible();
}

test.describe('custom skin', () => {
  test('a purchase through the sandbox page doubles the next price and appears in the ranking', async ({
    page,
    request,
  }) => {
    const player = newUser('skinner');
    await createVerifiedUser(request, player);
    await useLanguage(page, 'es');
    await signInThroughForm(page, player, 'es');

    await page.goto('/money_shop');
    await page.getByRole('link', { name: t('skins', 'shopCard.open') }).click();
    await expect(page).toHaveURL(/\/custom_skin$/);
    await expect(page.getByRole('heading', { level: 1, name: t('skins', 'title') })).toBeVisible();
    await showLegendary(page);
    const price = await shownPrice(page);
    const ranking = page.getByRole('region', { name: t('skins', 'ranking.title', { rarity: 'Legendario' }) });
    await expect(ranking).not.toContainText(player.username);

    await page.getByLabel(t('skins', 'form.name')).fill('Capitana Coral');
    await page.getByLabel(t('skins', 'form.description')).fill('Una pirata con un loro de arena y botas de coral.');
    await page
      .getByRole('button', { name: new RegExp(`^Proceder al pago de una skin Legendario por ${price}\\s€$`) })
      .click();

    await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_/);
    await expect(page.getByText('TEST', { exact: true })).toBeVisible();
    await expect(page.getByText('Custom skin (legendary)')).toBeVisible();
    await page.getByRole('button', { name: 'Pagar (prueba) · Pay (test)' }).click();

    await expect(page).toHaveURL(/\/success\?session_id=cs_/);
    await expect(page.getByRole('heading', { level: 1, name: t('money', 'success.title') })).toBeVisible();
    await expect(page.getByText(t('skins', 'success.body'))).toBeVisible();
    await page.getByRole('link', { name: t('skins', 'success.toCustomSkin') }).click();

    await showLegendary(page);
    await expect.poll(() => shownPrice(page)).toBe(price * 2);
    const row = ranking.getByRole('listitem').filter({ hasText: player.username });
    await expect(row).toContainText(new RegExp(`${price}\\s€`));

    // The buyer's profile shows it, paid and awaiting art.
    await page.goto('/');
    await page.evaluate((name) => localStorage.setItem('usernameToVisit', name), player.username);
    await page.goto('/mi_perfil');
    const skins = page.getByRole('region', { name: t('skins', 'profile.title') });
    await expect(skins).toContainText('Capitana Coral');
    await expect(skins).toContainText(t('skins', 'profile.status'));
  });
});
