import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gameAudio } from '@src/state/audio/engine';
import { sessionStore } from '@src/state/session';
import { shopCharacterOf } from './helpers/characters';
import { failure, fakeApi } from './helpers/fake-api';
import { renderApp, signInAs } from './helpers/render-app';

const catalogue = [
  shopCharacterOf(1, { name: 'Turista', skin: 'tourist', price: 0, owned: true }),
  shopCharacterOf(2, { name: 'Surfista', price: 1000 }),
  shopCharacterOf(5, { name: 'Socorrista', rarity: 'rare', price: 5000 }),
];

/** The sounds asked of the game's audio engine (jsdom has no Web Audio). */
let played: Array<[string, number | undefined]> = [];
beforeEach(() => {
  played = [];
  vi.spyOn(gameAudio, 'play').mockImplementation((effect, volume) => void played.push([effect, volume]));
});
afterEach(() => vi.restoreAllMocks());

function shopWith(routes: Parameters<typeof fakeApi>[0] = {}) {
  signInAs('ana', { vpoints: 1200 });
  return fakeApi({ 'GET /characters/show': { status: 200, body: { characters: catalogue } }, ...routes });
}

describe('character shop', () => {
  it('shows each card with its portrait, rarity, stats, passive and price in VP and euros', async () => {
    shopWith();
    renderApp('/shop');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tienda de personajes' })).toBeInTheDocument();
    expect(screen.getByText('Tienes 1.200 VP')).toBeInTheDocument();
    const surfer = await screen.findByRole('article', { name: 'Surfista' });
    expect(surfer).toHaveAttribute('data-rarity', 'common');
    expect(surfer.querySelector('img[src="/assets/surfer/surfer.webp"]')).not.toBeNull();
    expect(within(surfer).getByText('Común')).toBeInTheDocument();
    const stats = surfer.querySelector('dl[aria-label="Estadísticas"]');
    expect(stats).toHaveTextContent('Salud100Hambre100Sed100Cordura100');
    expect(surfer).toHaveTextContent('Pasiva: Calma');
    expect(
      within(surfer).getByRole('button', { name: /^Comprar a Surfista por 1\.000\sVP \(1,00\s€\)$/ }),
    ).toHaveTextContent('1.000 VP · 1,00 €');
  });

  it('marks owned characters and disables what the balance cannot pay, saying why', async () => {
    shopWith();
    renderApp('/shop');
    const tourist = await screen.findByRole('article', { name: 'Turista' });
    expect(tourist).toHaveTextContent('Ya lo tienes');
    expect(within(tourist).queryByRole('button')).not.toBeInTheDocument();
    const lifeguard = screen.getByRole('article', { name: 'Socorrista' });
    const price = within(lifeguard).getByRole('button', { name: /Comprar a Socorrista/ });
    expect(price).toBeDisabled();
    expect(price).toHaveAccessibleDescription('Te faltan 3.800\u00a0VP');
  });

  it('asks before spending, then buys: the reveal with its sound, owned card and the new balance at once', async () => {
    const api = shopWith({
      'POST /characters/shop': {
        status: 200,
        body: { message: 'Compra exitosa de personaje con ID: 2', characterId: 2, price: 1000, vpoints: 200 },
      },
    });
    const { user } = renderApp('/shop');
    await user.click(await screen.findByRole('button', { name: /Comprar a Surfista/ }));
    const dialog = await screen.findByRole('dialog', { name: '¿Comprar a Surfista?' });
    expect(dialog).toHaveTextContent(/Pagarás 1\.000 VP \(1,00\s€\)\. Te quedarán 200 VP\./);
    expect(api.requests.some((request) => request.url === '/characters/shop')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Comprar' }));

    // The purchase's reveal: the portrait in its rarity frame, the name, and the spec's success text.
    const reveal = await screen.findByRole('dialog', { name: '¡Surfista es tuyo!' });
    expect(within(reveal).getByRole('status')).toHaveTextContent('Compra exitosa de personaje con ID: 2');
    expect(reveal.querySelector('[data-rarity="common"] img')).toHaveAttribute('src', '/assets/surfer/surfer.webp');
    expect(reveal).toHaveTextContent('Común');
    expect(played).toEqual([['reveal-common', 0.35]]);
    expect(within(reveal).getByRole('link', { name: 'Ir al armario' })).toHaveAttribute('href', '/closet');
    expect(api.requests.find((request) => request.url === '/characters/shop')?.body).toEqual({ characterId: 2 });
    expect(screen.queryByRole('dialog', { name: '¿Comprar a Surfista?' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Surfista' })).toHaveTextContent('Ya lo tienes');
    expect(screen.getByText('Tienes 200 VP')).toBeInTheDocument();
    expect(sessionStore.getState().vpoints).toBe(200);
  });

  it("keeps the dialog open with the spec's failure text and the reason", async () => {
    shopWith({ 'POST /characters/shop': failure(409, 'INSUFFICIENT_VPOINTS', 'Not enough VPoints') });
    const { user } = renderApp('/shop');
    await user.click(await screen.findByRole('button', { name: /Comprar a Surfista/ }));
    const dialog = await screen.findByRole('dialog', { name: '¿Comprar a Surfista?' });
    await user.click(within(dialog).getByRole('button', { name: 'Comprar' }));
    expect(
      await within(dialog).findByText('Hubo un problema al realizar la compra. Inténtalo de nuevo.'),
    ).toBeVisible();
    expect(dialog).toHaveTextContent('No tienes VPoints suficientes.');
    expect(sessionStore.getState().vpoints).toBe(1200);
  });

  it('says when the shop has nothing to sell', async () => {
    signInAs('ana');
    fakeApi({ 'GET /characters/show': { status: 200, body: { characters: [] } } });
    renderApp('/shop');
    expect(await screen.findByText('No hay personajes en la tienda.')).toBeInTheDocument();
  });
});
