import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createVerifiedUser, newUser } from './helpers/accounts';
import { answerBirthYear } from './helpers/birth-year';
import { text } from './helpers/i18n';
import { signInThroughForm, useLanguage } from './helpers/session';

const t = (namespace: string, key: string, values?: Record<string, string | number>) =>
  text('es', namespace, key, values);

/** The money shop's button for one pack ("Comprar 1.000 VPoints por 1 €": Intl puts a no-break space before €). */
const packButton = (page: Page, vpoints: string) =>
  page.getByRole('button', { name: new RegExp(`^Comprar ${vpoints.replace('.', '\\.')} VPoints por \\d+\\s€$`) });

/** The sandbox's TEST checkout page (server-rendered, bilingual): docs/payments.md. */
const sandboxButton = (page: Page, name: 'Pagar (prueba) · Pay (test)' | 'Cancelar · Cancel') =>
  page.getByRole('button', { name });

/** A new player (0 VPoints), signed in through the form in Spanish, on /money_shop. */
async function newPlayerAtMoneyShop(page: Page, request: APIRequestContext, prefix: string): Promise<void> {
  const player = newUser(prefix);
  await createVerifiedUser(request, player);
  await useLanguage(page, 'es');
  await signInThroughForm(page, player, 'es');
  await page.goto('/money_shop');
}

test.describe('money', () => {
  test('buys the 1 € pack through the sandbox checkout and sees 1.000 more VPoints on /success', async ({
    page,
    request,
  }) => {
    await newPlayerAtMoneyShop(page, request, 'buyer');
    await expect(page.getByText(t('money', 'shop.balance', { vpoints: '0' }))).toBeVisible();
    await packButton(page, '1.000').click();
    // The first VPoints purchase asks for the year of birth once, then goes on to the checkout.
    await answerBirthYear(page, 'es', 1990);

    await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_/);
    await expect(page.getByText('TEST', { exact: true })).toBeVisible();
    await expect(page.getByText('1.000 VPoints')).toBeVisible();
    await sandboxButton(page, 'Pagar (prueba) · Pay (test)').click();

    await expect(page).toHaveURL(/\/success\?session_id=cs_/);
    await expect(page.getByRole('heading', { level: 1, name: t('money', 'success.title') })).toBeVisible();
    await expect(
      page.getByText(t('money', 'success.creditedWithBalance', { vpoints: '1.000', balance: '1.000' })),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: t('common', 'nav.label') })).toHaveCount(0);

    // The wallet really holds them: the main menu reads the balance from the server again.
    await page.getByRole('link', { name: t('common', 'actions.home') }).click();
    await expect(page.getByRole('region', { name: t('menu', 'panel.label') })).toContainText('1.000 VPoints');
  });

  test('cancelling on the checkout page charges nothing and leads back to the money shop', async ({
    page,
    request,
  }) => {
    await newPlayerAtMoneyShop(page, request, 'canceller');
    await packButton(page, '6.000').click();
    await answerBirthYear(page, 'es', 1990);
    await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_/);
    await sandboxButton(page, 'Cancelar · Cancel').click();

    await expect(page).toHaveURL(/\/cancel$/);
    await expect(page.getByRole('heading', { level: 1, name: t('money', 'cancel.title') })).toBeVisible();
    await expect(page.getByRole('link', { name: 'contact@vacation-survival.game' })).toBeVisible();
    await page.getByRole('link', { name: t('money', 'cancel.backToShop') }).click();
    await expect(page).toHaveURL(/\/money_shop$/);
    await expect(page.getByText(t('money', 'shop.balance', { vpoints: '0' }))).toBeVisible();
  });

  test("buys 'Vacation express' once: 15.000 VPoints and the Lifeguard, then the shop says it is owned", async ({
    page,
    request,
  }) => {
    await newPlayerAtMoneyShop(page, request, 'express');
    const express = page.getByRole('article', { name: t('money', 'shop.express.title') });
    await express.getByRole('button', { name: /^Comprar Vacation express por 10\s€$/ }).click();
    await answerBirthYear(page, 'es', 1990);

    await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_/);
    await expect(page.getByText('Vacation express')).toBeVisible();
    await sandboxButton(page, 'Pagar (prueba) · Pay (test)').click();

    await expect(page).toHaveURL(/\/success\?session_id=cs_/);
    await expect(
      page.getByText(t('money', 'success.creditedWithBalance', { vpoints: '15.000', balance: '15.000' })),
    ).toBeVisible();

    await page.goto('/money_shop');
    await expect(page.getByRole('article', { name: t('money', 'shop.express.title') })).toContainText(
      t('money', 'shop.express.owned'),
    );
    await page.goto('/closet');
    await expect(page.getByText('Socorrista').first()).toBeVisible();
  });
});
