/** A signed-in player on /gatcha with a small catalogue, no rolls yet, and the answers a test adds. */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { GachaSummaryResponse, RollHistoryResponse, RollResponse } from '@src/contract/gacha';
import { shopCharacterOf } from './characters';
import { fakeApi } from './fake-api';
import { signInAs } from './render-app';

const catalogue = [
  shopCharacterOf(1, { name: 'Turista', rarity: 'common' }),
  shopCharacterOf(2, { name: 'Surfista', rarity: 'common' }),
  shopCharacterOf(5, { name: 'Socorrista', rarity: 'rare' }),
  shopCharacterOf(20, { name: 'Capitana', rarity: 'exclusive' }),
  shopCharacterOf(21, { name: 'Sirena', rarity: 'exclusive' }),
];

export const emptySummary = (epicPoints = 0): GachaSummaryResponse => ({
  banners: [
    { banner: 'common', rolls: 0, observed: {}, spark: { points: 0, needed: 1000 } },
    { banner: 'rare', rolls: 0, observed: {}, spark: { points: 0, needed: 200 } },
    { banner: 'epic', rolls: 0, observed: {}, spark: { points: epicPoints, needed: 20 } },
  ],
});
export const noRolls: RollHistoryResponse = { rolls: [], total: 0, page: 1, pageSize: 20 };

export const rolled = (extra: Partial<RollResponse> = {}): RollResponse => ({
  rollId: 'r1',
  characterid: 2,
  name: 'Surfista',
  skin: 'surfer',
  rarity: 'common',
  outcome: 'new',
  num_cards: 0,
  slot: 9000,
  price: 100,
  vpoints: 1100,
  spark: { points: 1, needed: 1000 },
  ...extra,
});

export function gachaWith(routes: Parameters<typeof fakeApi>[0] = {}, vpoints = 1200) {
  signInAs('ana', { vpoints });
  return fakeApi({
    'GET /characters/show': { status: 200, body: { characters: catalogue } },
    'GET /characters/rolls/summary': { status: 200, body: emptySummary() },
    'GET /characters/rolls': { status: 200, body: noRolls },
    'GET /characters/user': { status: 200, body: { characters: [] } },
    ...routes,
  });
}

/** Answers the question a paid roll asks before spending: Roll, and maybe "don't ask again this session". */
export async function confirmRoll(user: UserEvent, { dontAskAgain = false } = {}) {
  const dialog = await screen.findByRole('dialog', { name: /^¿Tirar en el Banner/ });
  if (dontAskAgain)
    await user.click(within(dialog).getByRole('checkbox', { name: 'No volver a preguntar en esta sesión' }));
  await user.click(within(dialog).getByRole('button', { name: /^Tirar por/ }));
}
