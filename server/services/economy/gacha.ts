import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { RollResponse, SparkProgress, SparkResponse } from '@src/contract/gacha';
import {
  BANNER_PRICE,
  GACHA_ODDS_VERSION,
  pickFromRarity,
  rarityForSlot,
  SPARK_POINTS,
  sparkRarity,
  type Banner,
} from '@src/core/gacha';
import type { Database } from '../../db/schema';
import { transact } from '../../db/concurrency';
import { nowIso } from '../../db/dialect';
import { badRequest, conflict, notFound } from '../../errors';
import type { Lang } from '../../messages';
import { findCharacter } from '../../repositories/characters';
import { insertGachaRoll } from '../../repositories/economy/gacha-rolls';
import { earnSparkPoint, insertSpark, sparkPoints, spendSparkPoints } from '../../repositories/economy/spark';
import { localizedText } from '../../lib/localized-text';
import type { CatalogueMemory } from '../characters/catalogue-view';
import { grantCharacter } from './character-grants';
import { assertPaidChanceOpen } from './paid-chance';
import type { RandomSource } from './randomness';
import { debit } from './wallet';

export async function sparkOf(db: Kysely<Database>, userId: number, banner: Banner): Promise<SparkProgress> {
  return { points: await sparkPoints(db, userId, banner), needed: SPARK_POINTS[banner] };
}

/**
 * One roll, all or nothing (spec 7, docs/gacha.md): debit the banner's price through the wallet, draw a slot from the
 * cryptographic generator, map it through the published table, pick a character of that rarity (each equally
 * likely), grant it or a card, earn a spark point and record the roll. Short of VPoints, or without a stated year of
 * birth, or under 18 (paid-chance.ts), nothing happens.
 */
export async function roll(
  db: Kysely<Database>,
  catalogue: CatalogueMemory,
  random: RandomSource,
  userId: number,
  banner: Banner,
  lang: Lang,
): Promise<RollResponse> {
  // The pools come from the server's catalogue memory (changed only by a release), read before the transaction so no
  // statement of it waits inside: the roll's transaction holds the player's row from its debit to its commit.
  const characters = await catalogue.all();
  return transact(db, async (trx) => {
    await assertPaidChanceOpen(trx, userId);
    const rollId = randomUUID();
    const price = BANNER_PRICE[banner];
    const vpoints = await debit(trx, { userId, amount: price, reason: 'gacha', reference: rollId });
    const slot = random.slot();
    const rarity = rarityForSlot(banner, slot);
    const character = pickFromRarity(
      characters.filter((candidate) => candidate.rarity === rarity),
      random.below,
    );
    const grant = await grantCharacter(trx, userId, character.characterid);
    await insertGachaRoll(trx, {
      id: rollId,
      user_id: userId,
      banner,
      slot,
      rarity,
      characterid: character.characterid,
      outcome: grant.outcome,
      price,
      odds_version: GACHA_ODDS_VERSION,
      created_at: nowIso(),
    });
    const sparkPoints = await earnSparkPoint(trx, userId, banner);
    return {
      rollId,
      characterid: character.characterid,
      name: localizedText(lang, character.name, character.name_en),
      skin: character.skin,
      rarity,
      outcome: grant.outcome,
      num_cards: grant.numCards,
      slot,
      price,
      vpoints,
      spark: { points: sparkPoints, needed: SPARK_POINTS[banner] },
    };
  });
}

/**
 * Spends a banner's spark on a character of its rarest rarity. The points are taken by one conditional update, so two
 * redemptions at once with points for one succeed once.
 */
export async function redeemSpark(
  db: Kysely<Database>,
  userId: number,
  banner: Banner,
  characterId: number,
  lang: Lang,
): Promise<SparkResponse> {
  return transact(db, async (trx) => {
    const character = await findCharacter(trx, characterId);
    if (!character) throw notFound('CHARACTER_NOT_FOUND');
    if (character.rarity !== sparkRarity(banner)) throw badRequest('SPARK_CHARACTER_NOT_ELIGIBLE', 'characterId');
    const needed = SPARK_POINTS[banner];
    if (!(await spendSparkPoints(trx, userId, banner, needed))) throw conflict('SPARK_NOT_READY');
    await insertSpark(trx, { userId, banner, characterId, points: needed });
    const grant = await grantCharacter(trx, userId, characterId);
    return {
      characterid: character.characterid,
      name: localizedText(lang, character.name, character.name_en),
      skin: character.skin,
      rarity: character.rarity,
      outcome: grant.outcome,
      num_cards: grant.numCards,
      spark: await sparkOf(trx, userId, banner),
    };
  });
}
