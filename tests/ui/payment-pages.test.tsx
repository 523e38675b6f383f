import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '@src/i18n';
import { sessionStore } from '@src/state/session';
import { POLL_FOR_MS } from '@ui/features/money/use-checkout-status';
import { failure, fakeApi } from './helpers/fake-api';
import { renderApp, signInAs } from './helpers/render-app';

afterEach(() => vi.useRealTimers());

const sessionUrl = '/api/checkout-session/cs_test_1';
const session = (status: 'open' | 'paid' | 'expired') => ({
  status: 200,
  body: { id: 'cs_test_1', status, vpoints: 1000, amount: 100 },
});
const userData = (vpoints: number) => ({
  status: 200,
  body: { userName: 'ana', vpoints, lvl: 2, exp: 50, profilePic: 'p.webp', banner: 'b.webp', newplayer: false },
});

describe('/success', () => {
  it('confirms while the webhook has not credited, then shows the VPoints and the new balance', async () => {
    signInAs('ana', { vpoints: 1200 });
    let status: 'open' | 'paid' = 'open';
    const api = fakeApi({ [`GET ${sessionUrl}`]: () => session(status), 'GET /user/data': userData(2200) });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp('/success?session_id=cs_test_1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirmando tu pago…' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Navegación' })).not.toBeInTheDocument();

    status = 'paid';
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(await screen.findByRole('heading', { level: 1, name: '¡Pago Exitoso!' })).toBeInTheDocument();
    expect(screen.getByText('Hemos añadido 1.000 VPoints a tu cuenta. Ahora tienes 2.200 VP.')).toBeInTheDocument();
    expect(sessionStore.getState().vpoints).toBe(2200);
    // It only reads: no call that could credit anything.
    expect(api.requests.every((request) => request.method === 'GET')).toBe(true);
    expect(screen.getByRole('link', { name: 'Ir a la tienda de personajes' })).toHaveAttribute('href', '/shop');
  });

  it('after 30 s still open, says calmly that the VPoints will come, and can check again', async () => {
    signInAs('ana');
    let status: 'open' | 'paid' = 'open';
    const api = fakeApi({ [`GET ${sessionUrl}`]: () => session(status), 'GET /user/data': userData(2200) });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderApp('/success?session_id=cs_test_1');
    await screen.findByRole('heading', { level: 1, name: 'Confirmando tu pago…' });
    await act(() => vi.advanceTimersByTimeAsync(POLL_FOR_MS + 1_000));

    expect(await screen.findByRole('heading', { level: 1, name: 'Tu pago se sigue procesando' })).toBeInTheDocument();
    expect(screen.getByText(/aparecerán en tu saldo/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    const asked = api.requests.filter((request) => request.url === sessionUrl).length;
    // About one question a second (strict mode runs the first effect twice).
    expect(asked).toBeGreaterThanOrEqual(30);
    expect(asked).toBeLessThanOrEqual(34);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(api.requests.filter((request) => request.url === sessionUrl)).toHaveLength(asked);

    status = 'paid';
    await user.click(screen.getByRole('button', { name: 'Comprobar otra vez' }));
    expect(await screen.findByRole('heading', { level: 1, name: '¡Pago Exitoso!' })).toBeInTheDocument();
  });

  it("says so for a session that is unknown or someone else's", async () => {
    signInAs('ana');
    fakeApi({ [`GET ${sessionUrl}`]: failure(404, 'CHECKOUT_SESSION_NOT_FOUND', 'Checkout session not found') });
    renderApp('/success?session_id=cs_test_1');
    expect(await screen.findByRole('heading', { level: 1, name: 'No encontramos este pago' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a la tienda de VPoints' })).toHaveAttribute('href', '/money_shop');
  });

  it('says so without a session id, asking nothing', async () => {
    signInAs('ana');
    fakeApi({});
    renderApp('/success');
    expect(await screen.findByRole('heading', { level: 1, name: 'No encontramos este pago' })).toBeInTheDocument();
  });

  it('says an expired session charged nothing', async () => {
    signInAs('ana');
    fakeApi({ [`GET ${sessionUrl}`]: session('expired') });
    renderApp('/success?session_id=cs_test_1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Este pago no se completó' })).toBeInTheDocument();
  });

  it('shows the credit even when the balance cannot be refreshed', async () => {
    signInAs('ana');
    fakeApi({ [`GET ${sessionUrl}`]: session('paid'), 'GET /user/data': failure(500, 'INTERNAL', 'boom') });
    renderApp('/success?session_id=cs_test_1');
    expect(await screen.findByRole('heading', { level: 1, name: '¡Pago Exitoso!' })).toBeInTheDocument();
    expect(screen.getByText('Hemos añadido 1.000 VPoints a tu cuenta.')).toBeInTheDocument();
  });

  it('asks visitors to sign in', async () => {
    renderApp('/success?session_id=cs_test_1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Inicia sesión para ver tu pago' }),
    ).toBeInTheDocument();
  });

  it('speaks English', async () => {
    signInAs('ana');
    await i18n.changeLanguage('en');
    fakeApi({ [`GET ${sessionUrl}`]: session('paid'), 'GET /user/data': userData(1_001_000) });
    renderApp('/success?session_id=cs_test_1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment successful!' })).toBeInTheDocument();
    expect(screen.getByText('We added 1,000 VPoints to your account. You now have 1,001,000 VP.')).toBeInTheDocument();
  });
});

describe('/cancel', () => {
  it('says nothing was charged, with the support address and the way back to the money shop', async () => {
    renderApp('/cancel');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pago Cancelado' })).toBeInTheDocument();
    expect(screen.getByText(/no se ha cobrado nada/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact@vacation-survival.game' })).toHaveAttribute(
      'href',
      'mailto:contact@vacation-survival.game',
    );
    expect(screen.getByRole('link', { name: 'Volver a la tienda de VPoints' })).toHaveAttribute('href', '/money_shop');
    expect(screen.queryByRole('navigation', { name: 'Navegación' })).not.toBeInTheDocument();
  });

  it('speaks English', async () => {
    await i18n.changeLanguage('en');
    renderApp('/cancel');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment cancelled' })).toBeInTheDocument();
    expect(screen.getByText(/nothing was charged/)).toBeInTheDocument();
  });
});
