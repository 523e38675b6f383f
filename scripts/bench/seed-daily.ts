import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { nowIso } from '../../server/db/dialect';
import { addDays, utcDayOf } from '../../src/core/daily-days';
import { STARTER_CHARACTER_ID } from '../../src/core/catalogue/characters';

const ROWS_PER_INSERT = 500;

/** Inserts `rows` in batches (SQLite and PostgreSQL cap a statement's parameters). */
async function inBatches<T>(count: number, row: (i: number) => T, insert: (rows: T[]) => Promise<unknown>) {
  for (let start = 0; start < count; start += ROWS_PER_INSERT) {
    await insert(Array.from({ length: Math.min(ROWS_PER_INSERT, count - start) }, (_, k) => row(start + k)));
  }
}

/**
 * `players` daily players (plus `alsoUserId`, the reading bench player), each with a scored ranked daily run on each
 * of the last `days` days up to today: `(players + 1) × days` ranked runs for GET /daily and the boards to read.
 * Scores vary, with ties, as real ones would.
 */
export async function seedDailyRuns(
  db: Kysely<Database>,
  seed: { players: number; days: number; mapId: number; alsoUserId: number },
): Promise<number> {
  const now = nowIso();
  const today = utcDayOf(new Date());
  return db.transaction().execute(async (trx) => {
    await inBatches(
      seed.players,
      (i) => ({
        username: `daily${i}`,
        username_key: `daily${i}`,
        email: `daily${i}@bench.test`,
        // The eight built-in faces in turn, as a board shows them.
        profile_image: `pic-0${(i % 8) + 1}.webp`,
        banner: 'banner-01.webp',
        email_verified: 1,
        created_at: now,
      }),
      (rows) => trx.insertInto('users').values(rows).execute(),
    );
    const daily = await trx.selectFrom('users').select('id').where('username', 'like', 'daily%').execute();
    const userIds = [...daily.map((user) => user.id), seed.alsoUserId];
    for (let d = 0; d < seed.days; d++) {
      const day = addDays(today, -d);
      await inBatches(
        userIds.length,
        (i) => ({
          game_hash: `bench-daily-${day}-${i}`,
          user_id: userIds[i],
          mapid: seed.mapId,
          seed: `bench-daily-${day}`,
          characterid: STARTER_CHARACTER_ID,
          character_level: 1,
          created_at: now,
          finished_at: now,
          result: 'dead' as const,
          reward_claimed: 1,
          actions: '[]',
        }),
        (rows) => trx.insertInto('runs').values(rows).execute(),
      );
      const runs = await trx
        .selectFrom('runs')
        .select(['id', 'user_id'])
        .where('game_hash', 'like', `bench-daily-${day}-%`)
        .execute();
      await inBatches(
        runs.length,
        (i) => ({
          day,
          user_id: runs[i].user_id!,
          run_id: runs[i].id,
          score: ((runs[i].id * 7919) % 3000) + 100,
          settled_at: now,
        }),
        (rows) => trx.insertInto('daily_runs').values(rows).execute(),
      );
    }
    return userIds.length * seed.days;
  });
}
