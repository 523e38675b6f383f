import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@src/i18n';
import { RARITIES } from '@src/core/rarity';
import { goToCheckout } from '@ui/features/money/go-to-checkout';
import { failure, fakeApi, type Reply } from './helpers/fake-api';
import { renderApp, signInAs } from './helpers/render-app';

vi.mock('@ui/features/money/go-to-checkout', () => ({ goToCheckout: vi.fn() }));

beforeEach(() => vi.mocked(goToCheckout).mockClear());

const prices = (changes: Record<string, Partial<{ amount: number; held: boolean; soldOut: boolean }>> = {}) => ({
  status: 200,
  body: {
    prices: RARITIES.map((rarity) => ({ rarity, amount: 100, held: false, soldOut: false, ...changes[rarity] })),
    purchases: [],
  },
});
const ranking =
  (byRarity: Record<string, unknown[]> = {}) =>
  (request: { body: unknown }) => ({
    status: 200,
    body: byRarity[(request.body as { rarity: string }).rarity] ?? [],
  });

async function fillDetails(user: ReturnType<typeof renderApp>['user']) {
  await user.type(screen.getByLabelText('Nombre del personaje'), 'Capitana Coral');
  await user.type(screen.getByLabelText('Descripción'), 'Una pirata con un loro de arena.');
}

// Whole journeys through a lazily loaded screen: slower than the 5 s default on a loaded machine.
describe('custom skin screen', { timeout: 20_000 }, () => {
  it('slides over the seven rarities with their price and ranking, by buttons, dots and arrow keys', async () => {
    signInAs('ana');
    const api = fakeApi({
      'GET /api/custom-skins': prices({ rare: { amount: 400 } }),
      'POST /api/purchases/rarity': ranking({
        rare: [
          { username: 'bea', money: 2, date: '2026-11-20T10:00:00.000Z' },
          { username: 'cai', money: 1, date: '2026-11-19T10:00:00.000Z' },
        ],
      }),
    });
    const { user } = renderApp('/custom_skin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Skin personalizada' })).toBeInTheDocument();
    const slider = screen.getByRole('region', { name: 'Rarezas' });
    expect(within(slider).getByRole('heading', { name: 'Común' })).toBeInTheDocument();
    expect(await within(slider).findByText(/^1\s€$/)).toBeInTheDocument();
    expect(await screen.findByText('Nadie ha encargado todavía una skin Común.')).toBeInTheDocument();
    expect(screen.getByText(/Sé el primero: hoy cuesta 1\s€/)).toBeInTheDocument();

    await user.click(within(slider).getByRole('button', { name: 'Rareza siguiente' }));
    expect(within(slider).getByRole('heading', { name: 'Raro' })).toBeInTheDocument();
    expect(within(slider).getByText(/^4\s€$/)).toBeInTheDocument();
    const ranked = await within(screen.getByRole('region', { name: 'Ranking · Raro' })).findAllByRole('listitem');
    expect(ranked.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^1\.ºbea2\s€/),
      expect.stringMatching(/^2\.ºcai1\s€/),
    ]);
    expect(screen.getByRole('button', { name: /^Proceder al pago de una skin Raro por 4\s€$/ })).toBeEnabled();

    // Left from the first rarity wraps to the last; a dot jumps straight to its rarity.
    await user.click(within(slider).getByRole('button', { name: 'Ver la rareza Común' }));
    within(slider).getByRole('button', { name: 'Rareza anterior' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(within(slider).getByRole('heading', { name: 'Exclusivo' })).toBeInTheDocument();
    expect(within(slider).getByRole('button', { name: 'Ver la rareza Exclusivo' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(api.requests.filter((r) => r.url === '/api/purchases/rarity').map((r) => r.body)).toContainEqual({
      rarity: 'exclusive',
    });
  });

  it('asks for the character name and description before paying, then opens Checkout at the shown price', async () => {
    signInAs('ana');
    let answer: (reply: Reply) => void = () => undefined;
    const api = fakeApi({
      'GET /api/custom-skins': prices(),
      'POST /api/purchases/rarity': ranking(),
      'POST /api/create-checkout-session-customskin': () => new Promise((resolve) => (answer = resolve)),
    });
    const { user } = renderApp('/custom_skin');
    const pay = await screen.findByRole('button', { name: /^Proceder al pago de una skin Común por 1\s€$/ });
    await user.click(pay);
    expect(screen.getByText('Escribe el nombre del personaje.')).toBeInTheDocument();
    expect(screen.getByText('Escribe la descripción del personaje.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre del personaje')).toHaveFocus();
    expect(api.requests.some((r) => r.url === '/api/create-checkout-session-customskin')).toBe(false);

    await fillDetails(user);
    await user.click(pay);
    expect(screen.getByRole('button', { name: 'Abriendo el pago…' })).toHaveAttribute('aria-busy', 'true');
    expect(api.requests.find((r) => r.url === '/api/create-checkout-session-customskin')?.body).toEqual({
      amount: 100,
      rarity: 'common',
      characterName: 'Capitana Coral',
      description: 'Una pirata con un loro de arena.',
    });
    answer({ status: 200, body: { id: 'cs_test_1', url: '/sandbox/checkout/cs_test_1' } });
    await vi.waitFor(() => expect(goToCheckout).toHaveBeenCalledWith('/sandbox/checkout/cs_test_1'));
  });

  it('shows the new price when someone bought meanwhile, and a held price or a refusal where the player looks', async () => {
    signInAs('ana');
    let attempt = 0;
    fakeApi({
      'GET /api/custom-skins': prices({ epic: { held: true } }),
      'POST /api/purchases/rarity': ranking(),
      'POST /api/create-checkout-session-customskin': () => {
        attempt += 1;
        if (attempt === 1) return { status: 409, body: { error: 'x', code: 'CUSTOM_SKIN_PRICE_CHANGED', price: 200 } };
        return failure(409, 'CUSTOM_SKIN_PRICE_HELD', 'held');
      },
    });
    const { user } = renderApp('/custom_skin');
    await fillDetails(user);
    await user.click(await screen.findByRole('button', { name: /^Proceder al pago de una skin Común por 1\s€$/ }));
    expect(
      await screen.findByText(/Alguien acaba de comprar una skin Común: el precio ha subido a 2\s€/),
    ).toBeInTheDocument();
    const pay = screen.getByRole('button', { name: /^Proceder al pago de una skin Común por 2\s€$/ });
    await user.click(pay);
    expect(await screen.findByText(/Otro jugador está pagando ahora mismo/)).toBeInTheDocument();
    expect(goToCheckout).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Ver la rareza Épico' }));
    expect(screen.getByText(/el precio queda reservado unos minutos/)).toBeInTheDocument();
  });

  it('explains itself in a popup, keeps the ranking failure retryable, and speaks English', async () => {
    signInAs('ana');
    let broken = true;
    fakeApi({
      'GET /api/custom-skins': prices(),
      'POST /api/purchases/rarity': () => {
        return broken ? failure(500, 'INTERNAL', 'boom') : { status: 200, body: [] };
      },
    });
    await i18n.changeLanguage('en');
    const { user } = renderApp('/custom_skin');
    expect(await screen.findByText('The ranking could not be loaded.')).toBeInTheDocument();
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nobody has ordered a Common skin yet.')).toBeInTheDocument();

    const info = screen.getByRole('button', { name: 'How it works' });
    await user.click(info);
    const dialog = screen.getByRole('dialog', { name: 'How the custom skin works' });
    expect(dialog).toHaveTextContent('Each purchase doubles the price of the next one of that rarity');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(info).toHaveFocus();
    expect(screen.getByRole('button', { name: /^Proceed to pay for a Common skin for €1$/ })).toBeEnabled();
  });
});
