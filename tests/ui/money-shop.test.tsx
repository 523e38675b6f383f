import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@src/i18n';
import { goToCheckout } from '@ui/features/money/go-to-checkout';
import { failure, fakeApi } from './helpers/fake-api';
import { withSpending } from './helpers/spending';
import { renderApp, signInAs } from './helpers/render-app';

vi.mock('@ui/features/money/go-to-checkout', () => ({ goToCheckout: vi.fn() }));

const checkoutUrl = '/sandbox/checkout/cs_test_1';

beforeEach(() => vi.mocked(goToCheckout).mockClear());

describe('money shop', () => {
  it('lists the six packs with VPoints, euro price, extra and the best value', async () => {
    signInAs('ana', { vpoints: 1200 });
    fakeApi(withSpending({}));
    renderApp('/money_shop');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tienda de VPoints' })).toBeInTheDocument();
    expect(screen.getByText('Tienes 1.200 VP')).toBeInTheDocument();
    const packs = within(screen.getByRole('region', { name: 'Packs de VPoints' })).getAllByRole('article');
    expect(packs.map((pack) => within(pack).getByRole('heading').textContent)).toEqual([
      '1.000 VPoints',
      '6.000 VPoints',
      '14.000 VPoints',
      '30.000 VPoints',
      '90.000 VPoints',
      '200.000 VPoints',
    ]);
    expect(within(packs[0]).getByRole('button')).toHaveAccessibleName(/^Comprar 1\.000 VPoints por 1\s€$/);
    expect(packs[0]).toHaveTextContent('Precio base');
    expect(within(packs[2]).getByRole('button')).toHaveTextContent(/^Comprar · 10\s€$/);
    expect(packs[2]).toHaveTextContent('+40 % de VPoints');
    const best = packs.filter((pack) => within(pack).queryByText('Mejor valor'));
    expect(best).toEqual([packs[5]]);
    expect(packs[5]).toHaveTextContent('+100 % de VPoints');
  });

  it("sells 'Vacation express' once per account and links the custom skin screen", async () => {
    signInAs('ana');
    fakeApi(withSpending({}));
    renderApp('/money_shop');
    const more = await screen.findByRole('region', { name: 'Más cosas para tus vacaciones' });
    const express = within(more).getByRole('article', { name: 'Vacation express' });
    expect(express).toHaveTextContent(/Una vez por cuenta.*15\.000 VPoints y Socorrista/);
    expect(await within(express).findByRole('button')).toHaveAccessibleName(/^Comprar Vacation express por 10\s€$/);
    const skin = await within(more).findByRole('article', { name: 'Skin personalizada' });
    expect(within(skin).getByRole('link', { name: 'Encargar una skin' })).toHaveAttribute('href', '/custom_skin');
  });

  it("opens the Checkout of 'Vacation express'; once bought it says so instead of a button", async () => {
    signInAs('ana');
    const api = fakeApi(
      withSpending({
        'POST /api/create-checkout-session-express': { status: 200, body: { id: 'cs_test_2', url: checkoutUrl } },
      }),
    );
    const { user } = renderApp('/money_shop');
    await user.click(await screen.findByRole('button', { name: /^Comprar Vacation express/ }));
    await vi.waitFor(() => expect(goToCheckout).toHaveBeenCalledWith(checkoutUrl));
    expect(api.requests.map((request) => `${request.method} ${request.url}`)).toContain(
      'POST /api/create-checkout-session-express',
    );
  });

  it('says when Vacation express is owned, what is left of the monthly limit, and a debt', async () => {
    signInAs('ana');
    fakeApi(withSpending({}, { vacationExpress: 'owned', limit: 2000, spent: 500, remaining: 1500, debt: 5000 }));
    renderApp('/money_shop');
    const express = await screen.findByRole('article', { name: 'Vacation express' });
    expect(await within(express).findByText(/Ya lo tienes/)).toBeInTheDocument();
    expect(within(express).queryByRole('button')).not.toBeInTheDocument();
    const limit = screen.getByRole('region', { name: 'Límite de gasto mensual' });
    expect(limit).toHaveTextContent(/Te quedan 15,00\s€ este mes de tu límite de 20,00\s€/);
    expect(within(limit).getByRole('link', { name: 'Cambiar el límite' })).toHaveAttribute('href', '/acc_settings');
    expect(within(limit).getByRole('status')).toHaveTextContent(/Debes 5\.000 VPoints/);
  });

  it('opens Checkout for the pressed pack and goes to its page, saying so meanwhile', async () => {
    signInAs('ana');
    let answer: (reply: { status: number; body: unknown }) => void = () => undefined;
    const api = fakeApi(
      withSpending({
        'POST /api/create-checkout-session': () => new Promise((resolve) => (answer = resolve)),
      }),
    );
    const { user } = renderApp('/money_shop');
    await user.click(await screen.findByRole('button', { name: /^Comprar 6\.000 VPoints/ }));

    const opening = screen.getByRole('button', { name: 'Abriendo el pago…' });
    expect(opening).toBeDisabled();
    expect(opening).toHaveAttribute('aria-busy', 'true');
    // One payment at a time: the other packs wait too.
    expect(screen.getByRole('button', { name: /^Comprar 1\.000 VPoints/ })).toBeDisabled();
    expect(api.requests.at(-1)!.body).toEqual({ amount: 500 });

    answer({ status: 200, body: { id: 'cs_test_1', url: checkoutUrl } });
    await vi.waitFor(() => expect(goToCheckout).toHaveBeenCalledWith(checkoutUrl));
  });

  it("translates the server's refusal and lets the player try again", async () => {
    signInAs('ana');
    fakeApi(withSpending({ 'POST /api/create-checkout-session': failure(400, 'PACK_UNKNOWN', 'Unknown pack') }));
    const { user } = renderApp('/money_shop');
    await user.click(await screen.findByRole('button', { name: /^Comprar 1\.000 VPoints/ }));
    // Said on the pressed pack, where the player is looking (the page may be scrolled far from the top).
    const alert = within(screen.getByRole('article', { name: '1.000 VPoints' })).getByRole('alert');
    await vi.waitFor(() => expect(alert).toHaveTextContent('No se pudo abrir el pago. No se ha cobrado nada.'));
    expect(alert).toHaveTextContent('Ese pack de VPoints no existe.');
    expect(screen.getByRole('button', { name: /^Comprar 1\.000 VPoints/ })).toBeEnabled();
    expect(goToCheckout).not.toHaveBeenCalled();
  });

  it('speaks English with English prices', async () => {
    signInAs('ana', { vpoints: 1200 });
    await i18n.changeLanguage('en');
    fakeApi(withSpending({}, { limit: 5000, spent: 0, remaining: 5000 }));
    renderApp('/money_shop');
    expect(await screen.findByRole('heading', { level: 1, name: 'VPoints shop' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy 200,000 VPoints for €100' })).toHaveTextContent('Buy · €100');
    expect(screen.getByText('Best value')).toBeInTheDocument();
    expect(await screen.findByText(/You have €50\.00 left this month of your €50\.00 limit/)).toBeInTheDocument();
  });
});
