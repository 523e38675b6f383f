import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
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
import { localizedText } from '../../lib/localized-text';
import { grantCharacter } from './character-grants';
import type { RandomSource } from './randomness';
import { debit } from './wallet';

type Trx = Transaction<Database>;

export async function sparkOf(trx: Trx | Kysely<Database>, userId: number, banner: Banner): Promise<SparkProgress> {
  const row = await trx
    .selectFrom('gacha_spark_points')
    .select('points')
    .where('user_id', '=', userId)
    .where('banner', '=', banner)
    .executeTakeFirst();
  return { points: row?.points ?? 0, needed: SPARK_POINTS[banner] };
}

/**
 * One roll, all or nothing (spec 7, docs/gacha.md): debit the banner's price through the wallet, draw a slot from the
 * cryptographic generator, map it through the published table, pick a character of that rarity (each equally
 * likely), grant it or a card, earn a spark point and record the roll. Short of VPoints, nothing happens.
 */
export async function roll(
  db: Kysely<Database>,
  random: RandomSource,
  userId: number,
  banner: Banner,
  lang: Lang,
): Promise<RollResponse> {
  return transact(db, async (trx) => {
    const rollId = randomUUID();
    const price = BANNER_PRICE[banner];
    const vpoints = await debit(trx, { userId, amount: price, reason: 'gacha', reference: rollId });
    const slot = random.slot();
    const rarity = rarityForSlot(banner, slot);
    const pool = await trx
      .selectFrom('characters')
      .selectAll()
      .where('rarity', '=', rarity)
      .orderBy('characterid')
      .execute();
    const character = pickFromRarity(pool, random.below);
    const grant = await grantCharacter(trx, userId, character.characterid);
    await trx
      .insertInto('gacha_rolls')
      .values({
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
      })
      .execute();
    await trx
      .insertInto('gacha_spark_points')
      .values({ user_id: userId, banner, points: 1 })
      .onConflict((oc) =>
        oc.columns(['user_id', 'banner']).doUpdateSet((eb) => ({ points: eb('gacha_spark_points.points', '+', 1) })),
      )
      .execute();
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
      spark: await sparkOf(trx, userId, banner),
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
    const spent = await trx
      .updateTable('gacha_spark_points')
      .set((eb) => ({ points: eb('points', '-', needed) }))
      .where('user_id', '=', userId)
      .where('banner', '=', banner)
      .where('points', '>=', needed)
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) throw conflict('SPARK_NOT_READY');
    await trx
      .insertInto('gacha_sparks')
      .values({ user_id: userId, banner, characterid: characterId, points: needed, created_at: nowIso() })
      .execute();
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
