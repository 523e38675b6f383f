import type { Kysely } from 'kysely';
import type { Banner } from '@src/core/gacha';
import { compiledOnce } from '../../db/compiled-once';
import { nowIso } from '../../db/dialect';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** The spark points a player holds on a banner; 0 before their first roll there. */
export async function sparkPoints(db: Db, userId: number, banner: Banner): Promise<number> {
  const row = await db
    .selectFrom('gacha_spark_points')
    .select('points')
    .where('user_id', '=', userId)
    .where('banner', '=', banner)
    .executeTakeFirst();
  return row?.points ?? 0;
}

/** Every roll earns one: compiled once (prepared on PostgreSQL: db/compiled-once.ts). */
const addSparkPoint = compiledOnce((db, userId: number, banner: Banner) =>
  db
    .insertInto('gacha_spark_points')
    .values({ user_id: userId, banner, points: 1 })
    .onConflict((oc) =>
      oc.columns(['user_id', 'banner']).doUpdateSet((eb) => ({ points: eb('gacha_spark_points.points', '+', 1) })),
    )
    .returning('points'),
);

/** One more spark point on the banner (a roll earns one): the points held after it, from the same statement. */
export async function earnSparkPoint(db: Db, userId: number, banner: Banner): Promise<number> {
  return (await addSparkPoint(db, userId, banner)).rows[0].points;
}

/** Spends `needed` points in one conditional update: true when the player had them (two spends at once: one wins). */
export async function spendSparkPoints(db: Db, userId: number, banner: Banner, needed: number): Promise<boolean> {
  const spent = await db
    .updateTable('gacha_spark_points')
    .set((eb) => ({ points: eb('points', '-', needed) }))
    .where('user_id', '=', userId)
    .where('banner', '=', banner)
    .where('points', '>=', needed)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}

/** Records a redeemed spark: the points it spent and the character chosen. */
export async function insertSpark(
  db: Db,
  spark: { userId: number; banner: Banner; characterId: number; points: number },
): Promise<void> {
  await db
    .insertInto('gacha_sparks')
    .values({
      user_id: spark.userId,
      banner: spark.banner,
      characterid: spark.characterId,
      points: spark.points,
      created_at: nowIso(),
    })
    .execute();
}
