/**
 * The shop and the gacha in the soak, for the players granted VPoints (soak-accounts.ts): rolls on the common and
 * rare banners, the roll history, buying a character (refused when owned: a 4xx the traffic expects) and levelling
 * one up with its cards.
 */
import { chance, pick, randomInt, randomIp, type World } from './soak-world';

/** The catalogue's characters are 1 … 20. */
const CHARACTERS = 20;

export async function gachaAndShop(world: World): Promise<void> {
  if (world.gamblers.length === 0) return;
  const { call } = world.http;
  const session = { ip: randomIp(), token: pick(world.gamblers).token };
  const bannerType = chance(0.8) ? 'common' : 'rare';
  await call('POST /characters/roll', '/characters/roll', { json: { bannerType }, ...session });
  if (chance(0.3)) await call('GET /characters/rolls', `/characters/rolls?page=${1 + randomInt(3)}`, session);
  const characterId = 1 + randomInt(CHARACTERS);
  if (chance(0.15)) await call('POST /characters/shop', '/characters/shop', { json: { characterId }, ...session });
  if (chance(0.15))
    await call('POST /characters/level_up', '/characters/level_up', { json: { characterId }, ...session });
  if (chance(0.2)) await call('GET /characters/user', '/characters/user', session);
}
