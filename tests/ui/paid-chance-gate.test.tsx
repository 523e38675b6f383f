import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '@src/i18n';
import { gameStore } from '@src/state/game';
import { goToCheckout } from '@ui/features/money/go-to-checkout';
import { failure, fakeApi } from './helpers/fake-api';
import { confirmRoll, gachaWith, rolled } from './helpers/gacha';
import { renderApp, signInAs } from './helpers/render-app';
import { withSpending } from './helpers/spending';

vi.mock('@ui/features/money/go-to-checkout', () => ({ goToCheckout: vi.fn() }));

afterEach(() => {
  vi.mocked(goToCheckout).mockClear();
  gameStore.setState({ stageExpected: false, roll: null, rollShown: null, rollRevealed: null });
});

const thisYear = new Date().getUTCFullYear();
const needsYear = failure(403, 'BIRTH_YEAR_REQUIRED', 'Dinos tu año de nacimiento.');
const underAge = failure(403, 'PAID_CHANCE_UNDER_18', 'Solo para mayores de 18.');

/** Answers the first call with `first`, every later one with `then`. */
function firstThen(first: { status: number; body?: unknown }, then: { status: number; body?: unknown }) {
  let calls = 0;
  return () => (calls++ === 0 ? first : then);
}

describe('the year of birth before paid chance', { timeout: 20_000 }, () => {
  it('asks for the year at the first roll, with the keyboard, then rolls the same banner', async () => {
    const api = gachaWith({
      'POST /characters/roll': firstThen(needsYear, { status: 200, body: rolled() }),
      'PUT /user/birth_year': { status: 200, body: { birthYear: 1990, paidChance: true } },
    });
    const { user } = renderApp('/gatcha');
    // The first screen of the file loads its code: a busy machine needs longer than findBy's second.
    const rollButton = await screen.findByRole('button', { name: /^Tirar en el Banner común/ }, { timeout: 10_000 });
    await user.click(rollButton);
    await confirmRoll(user);

    const dialog = await screen.findByRole('dialog', { name: 'Antes de seguir: tu año de nacimiento' });
    expect(dialog).toHaveTextContent('solo para mayores de 18 años');
    const year = within(dialog).getByRole('textbox', { name: 'Año de nacimiento' });
    expect(year).toHaveFocus();
    expect(year).toHaveAccessibleDescription('Cuatro cifras, por ejemplo 1995.');
    // Nothing is sent for a year that cannot be one; the field says why.
    await user.keyboard(`${thisYear + 1}{Enter}`);
    expect(year).toHaveAccessibleDescription(/que no esté en el futuro/);
    expect(api.requests.some((request) => request.url === '/user/birth_year')).toBe(false);
    await user.clear(year);
    await user.keyboard('1990{Enter}');

    await vi.waitFor(() => expect(api.requests.filter((r) => r.url === '/characters/roll')).toHaveLength(2));
    expect(api.requests.find((r) => r.url === '/user/birth_year')?.body).toEqual({ birthYear: 1990 });
    expect(api.requests.filter((r) => r.url === '/characters/roll').at(-1)?.body).toEqual({ bannerType: 'common' });
    expect(screen.queryByRole('dialog', { name: /año de nacimiento/ })).not.toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: '¡Nuevo personaje!' })).toHaveTextContent('Surfista');
    expect(screen.queryByText(/No se pudo tirar/)).not.toBeInTheDocument();
  });

  it('explains to an under-18 player that rolls are closed and what stays open, without an error line', async () => {
    gachaWith({ 'POST /characters/roll': underAge });
    const { user } = renderApp('/gatcha');
    await user.click(await screen.findByRole('button', { name: /^Tirar en el Banner común/ }));
    await confirmRoll(user);
    const closed = await screen.findByRole('dialog', {
      name: 'Las tiradas y las compras de VPoints no están disponibles',
    });
    expect(closed).toHaveTextContent('el 1 de enero del año en que cumples 19');
    expect(closed).toHaveTextContent('Las misiones siguen dándote VPoints.');
    expect(within(closed).getByRole('link', { name: 'Ir a la tienda de personajes' })).toHaveAttribute('href', '/shop');
    expect(within(closed).getByRole('link', { name: 'Ver misiones' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('alert', { name: /No se pudo tirar/ })).not.toBeInTheDocument();
    await act(async () => {
      await user.keyboard('{Escape}');
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks at the first VPoints purchase in English; a year under 18 shows the explanation and buys nothing', async () => {
    signInAs('ana');
    await i18n.changeLanguage('en');
    const api = fakeApi(
      withSpending({
        'POST /api/create-checkout-session': needsYear,
        'PUT /user/birth_year': { status: 200, body: { birthYear: thisYear - 15, paidChance: false } },
      }),
    );
    const { user } = renderApp('/money_shop');
    await user.click(await screen.findByRole('button', { name: /^Buy 1,000 VPoints/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Before you go on: your year of birth' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Year of birth' }), String(thisYear - 15));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and continue' }));
    const closed = await screen.findByRole('dialog', { name: 'Rolls and VPoints purchases are not available' });
    expect(closed).toHaveTextContent('Quests still give you VPoints.');
    expect(closed).toHaveTextContent('In the character shop you can buy the character you choose');
    expect(api.requests.filter((r) => r.url === '/api/create-checkout-session')).toHaveLength(1);
    expect(goToCheckout).not.toHaveBeenCalled();
    expect(screen.getByRole('article', { name: '1,000 VPoints' })).not.toHaveTextContent('18');
  });

  it('shows the server’s refusal of the year in the dialog', async () => {
    signInAs('ana');
    fakeApi(
      withSpending({
        'POST /api/create-checkout-session': needsYear,
        'PUT /user/birth_year': failure(409, 'BIRTH_YEAR_ALREADY_SET', 'Ya.', 'birthYear'),
      }),
    );
    const { user } = renderApp('/money_shop');
    await user.click(await screen.findByRole('button', { name: /^Comprar 1\.000 VPoints/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Antes de seguir: tu año de nacimiento' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Año de nacimiento' }), '1990{Enter}');
    expect(
      await within(dialog).findByText('Ya nos dijiste tu año de nacimiento: solo se indica una vez.'),
    ).toBeInTheDocument();
  });
});
