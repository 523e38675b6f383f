import { sql, type Insertable, type Kysely } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import type { Database } from '../../db/schema';
import type { GachaRollsTable } from '../../db/schema-economy';

type Db = Kysely<Database>;

type RollRow = Insertable<GachaRollsTable>;

/** Every roll writes one: compiled once (prepared on PostgreSQL: db/compiled-once.ts). */
const insertRollRow = compiledOnce(
  (
    db,
    id: RollRow['id'],
    userId: RollRow['user_id'],
    banner: RollRow['banner'],
    slot: RollRow['slot'],
    rarity: RollRow['rarity'],
    characterId: RollRow['characterid'],
    outcome: RollRow['outcome'],
    price: RollRow['price'],
    oddsVersion: RollRow['odds_version'],
    at: RollRow['created_at'],
  ) =>
    db.insertInto('gacha_rolls').values({
      id,
      user_id: userId,
      banner,
      slot,
      rarity,
      characterid: characterId,
      outcome,
      price,
      odds_version: oddsVersion,
      created_at: at,
    }),
);

/** Records a roll (kept for good: docs/gacha.md). */
export async function insertGachaRoll(db: Db, roll: RollRow): Promise<void> {
  const { id, user_id, banner, slot, rarity, characterid, outcome, price, odds_version, created_at } = roll;
  await insertRollRow(db, id, user_id, banner, slot, rarity, characterid, outcome, price, odds_version, created_at);
}

/** One page of a player's rolls with the character each gave, newest first. */
export function rollsPage(db: Db, userId: number, page: { limit: number; offset: number }) {
  return db
    .selectFrom('gacha_rolls')
    .innerJoin('characters', 'characters.characterid', 'gacha_rolls.characterid')
    .select([
      'gacha_rolls.id',
      'gacha_rolls.banner',
      'gacha_rolls.slot',
      'gacha_rolls.rarity',
      'gacha_rolls.characterid',
      'gacha_rolls.outcome',
      'gacha_rolls.price',
      'gacha_rolls.odds_version',
      'gacha_rolls.created_at',
      'characters.name',
      'characters.name_en',
      'characters.skin',
    ])
    .where('gacha_rolls.user_id', '=', userId)
    .orderBy('gacha_rolls.created_at', 'desc')
    .orderBy('gacha_rolls.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countRolls(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('gacha_rolls')
    .select(sql<number>`count(*)`.as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many rolls of each banner gave each rarity (`n` a string on PostgreSQL). */
export function rarityCounts(db: Db, userId: number) {
  return db
    .selectFrom('gacha_rolls')
    .select(['banner', 'rarity', sql<number>`count(*)`.as('n')])
    .where('user_id', '=', userId)
    .groupBy(['banner', 'rarity'])
    .execute();
}
