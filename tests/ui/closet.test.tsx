import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@src/state/session';
import { ownedCharacterOf, shopCharacterOf } from './helpers/characters';
import { failure, fakeApi } from './helpers/fake-api';
import { renderApp, signInAs } from './helpers/render-app';

/** Base stats of the catalogue; the closet's owned cards carry stats at their level (level 3: base × 1.2). */
const catalogue = [
  shopCharacterOf(1, { name: 'Turista', owned: true }),
  shopCharacterOf(5, { name: 'Socorrista', rarity: 'rare', health: 120, hunger: 95, thirst: 105, sanity: 100 }),
  shopCharacterOf(9, { name: 'Vampira', rarity: 'legendary' }),
];
const owned = [
  ownedCharacterOf(5, {
    name: 'Socorrista',
    rarity: 'rare',
    lvl: 3,
    health: 144,
    hunger: 114,
    thirst: 126,
    sanity: 120,
    num_cards: 7,
    cardsToNextLevel: 6,
  }),
  ownedCharacterOf(9, { name: 'Vampira', rarity: 'legendary', num_cards: 1 }),
  ownedCharacterOf(1, { name: 'Turista' }),
];

function closetWith(routes: Parameters<typeof fakeApi>[0] = {}) {
  signInAs('ana', { selectedCharacter: 1 });
  return fakeApi({
    'GET /characters/user': { status: 200, body: { characters: owned } },
    'GET /characters/show': { status: 200, body: { characters: catalogue } },
    ...routes,
  });
}

const cardNames = () => screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'));

describe('closet', () => {
  it('sorts by rarity both ways and searches by name', async () => {
    closetWith();
    const { user } = renderApp('/closet');
    await screen.findByRole('article', { name: 'Vampira' });
    expect(cardNames()).toEqual(['Turista', 'Socorrista', 'Vampira']);
    await user.click(screen.getByRole('button', { name: 'Ordenar por rareza: Rareza: de común a exclusivo' }));
    expect(cardNames()).toEqual(['Vampira', 'Socorrista', 'Turista']);
    await user.type(screen.getByRole('searchbox', { name: 'Buscar por nombre' }), 'socor');
    expect(cardNames()).toEqual(['Socorrista']);
    await user.clear(screen.getByRole('searchbox', { name: 'Buscar por nombre' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar por nombre' }), 'zzz');
    expect(screen.getByText('Ningún personaje tuyo se llama así.')).toBeInTheDocument();
  });

  it('shows level, stats at that level and cards n / m, and selects the character for the next run', async () => {
    closetWith();
    const { user } = renderApp('/closet');
    const lifeguard = await screen.findByRole('article', { name: 'Socorrista' });
    expect(lifeguard).toHaveTextContent('Nivel 3');
    expect(within(lifeguard).getByRole('progressbar', { name: 'Cartas' })).toHaveAttribute(
      'aria-valuetext',
      'Cartas 7 / 6',
    );
    expect(lifeguard).toHaveTextContent('Salud144Hambre114Sed126Cordura120');
    expect(screen.getByRole('article', { name: 'Turista' })).toHaveAttribute('data-highlighted', 'true');

    await user.click(within(lifeguard).getByRole('button', { name: 'Elegir a Socorrista' }));
    expect(sessionStore.getState().selectedCharacter).toBe(5);
    expect(localStorage.getItem('selectedCharacter')).toBe('5');
    expect(within(lifeguard).getByRole('button', { name: 'Elegir a Socorrista' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('article', { name: 'Turista' })).toHaveAttribute('data-highlighted', 'false');
    expect(await screen.findByText('Tu próxima partida será con Socorrista.')).toBeInTheDocument();
  });

  it('refuses a level-up without the cards, saying how many are missing', async () => {
    closetWith();
    renderApp('/closet');
    const vampire = await screen.findByRole('article', { name: 'Vampira' });
    const levelUp = within(vampire).getByRole('button', { name: 'Subir de nivel a Vampira' });
    expect(levelUp).toBeDisabled();
    expect(levelUp).toHaveAccessibleDescription('Te falta 1 carta');
  });

  it('levels up after showing each stat before → after', async () => {
    const api = closetWith({
      'POST /characters/level_up': {
        status: 200,
        body: {
          character: {
            ...owned[0],
            lvl: 4,
            health: 156,
            hunger: 124,
            thirst: 137,
            sanity: 130,
            num_cards: 1,
            cardsToNextLevel: 8,
          },
          previous: { health: 144, hunger: 114, thirst: 126, sanity: 120 },
        },
      },
    });
    const { user } = renderApp('/closet');
    const lifeguard = await screen.findByRole('article', { name: 'Socorrista' });
    await user.click(within(lifeguard).getByRole('button', { name: 'Subir de nivel a Socorrista' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Subir a Socorrista al nivel 4?' });
    expect(dialog).toHaveTextContent('Gastarás 6 cartas.');
    // Level 4 = base × 1.3: 120 → 156, 95 → 124 (123.5 rounded), 105 → 137 (136.5), 100 → 130.
    expect(dialog).toHaveTextContent('Salud144 → 156Hambre114 → 124Sed126 → 137Cordura120 → 130');
    await user.click(within(dialog).getByRole('button', { name: 'Subir de nivel' }));

    expect(await screen.findByText('¡Socorrista sube al nivel 4!')).toBeInTheDocument();
    expect(api.requests.find((request) => request.url === '/characters/level_up')?.body).toEqual({ characterId: 5 });
    const updated = screen.getByRole('article', { name: 'Socorrista' });
    expect(updated).toHaveTextContent('Nivel 4');
    expect(within(updated).getByRole('progressbar', { name: 'Cartas' })).toHaveAttribute(
      'aria-valuetext',
      'Cartas 1 / 8',
    );
  });

  it("shows the spec's texts for a failed level-up and an empty closet", async () => {
    closetWith({ 'POST /characters/level_up': failure(409, 'NOT_ENOUGH_CARDS', 'Not enough cards') });
    const { user } = renderApp('/closet');
    const lifeguard = await screen.findByRole('article', { name: 'Socorrista' });
    await user.click(within(lifeguard).getByRole('button', { name: 'Subir de nivel a Socorrista' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Subir de nivel' }));
    expect(await within(dialog).findByText('Error al mejorar el personaje. Inténtalo de nuevo.')).toBeVisible();
    expect(dialog).toHaveTextContent('No tienes cartas suficientes para subir de nivel.');
  });

  it('says when the closet is empty or cannot be loaded', async () => {
    signInAs('ana');
    let owns: unknown[] | null = null;
    fakeApi({
      'GET /characters/user': () =>
        owns ? { status: 200, body: { characters: owns } } : failure(500, 'INTERNAL', 'x'),
      'GET /characters/show': { status: 200, body: { characters: catalogue } },
    });
    const { user } = renderApp('/closet');
    expect(await screen.findByText('No se pudieron cargar los personajes. Intenta de nuevo.')).toBeInTheDocument();
    owns = [];
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('No hay personajes en tu armario.')).toBeInTheDocument();
  });
});
