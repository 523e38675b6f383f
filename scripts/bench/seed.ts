import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { nowIso } from '../../server/db/dialect';
import { credit } from '../../server/services/economy/wallet';
import { STARTER_CHARACTER_ID } from '../../src/core/catalogue/characters';

const WORDS = [
  'Lost',
  'Coral',
  'Storm',
  'Palm',
  'Shark',
  'Volcano',
  'Lagoon',
  'Jungle',
  'Reef',
  'Pirate',
  'Island',
  'Bay',
];

/** 50 creators and `count` published maps with varied names, plays and likes: what /maps/all browses. */
export async function seedPublishedMaps(db: Kysely<Database>, count: number): Promise<void> {
  const now = nowIso();
  const owners = await db
    .insertInto('users')
    .values(
      Array.from({ length: 50 }, (_, i) => ({
        username: `creator${i}`,
        username_key: `creator${i}`,
        email: `creator${i}@bench.test`,
        profile_image: 'pic-01.webp',
        banner: 'banner-01.webp',
        email_verified: 1,
        created_at: now,
      })),
    )
    .returning('id')
    .execute();
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < count; start += 500) {
      const rows = Array.from({ length: Math.min(500, count - start) }, (_, k) => {
        const i = start + k;
        const name = `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} ${i}`;
        return {
          owner_id: owners[i % owners.length].id,
          name,
          name_key: name.toLowerCase(),
          description: `A bench map number ${i}.`,
          published: 1,
          difficulty: (i % 10) + 1,
          num_players: (i * 37) % 5000,
          likes: (i * 13) % 900,
          created_at: now,
          updated_at: now,
        };
      });
      await trx.insertInto('maps').values(rows).execute();
    }
  });
}

/**
 * A verified adult player (a stated year of birth: rolls and purchases ask for one, docs/economy.md) with more VPoints
 * than a benchmark can spend, credited through the wallet like any grant.
 */
export async function seedRichPlayer(
  db: Kysely<Database>,
  vpoints: number,
  name = 'benchplayer',
): Promise<{ id: number; token_version: number }> {
  const player = await db
    .insertInto('users')
    .values({
      username: name,
      username_key: name,
      email: `${name}@bench.test`,
      profile_image: 'pic-01.webp',
      banner: 'banner-01.webp',
      email_verified: 1,
      birth_year: 1990,
      created_at: nowIso(),
    })
    .returning(['id', 'token_version'])
    .executeTakeFirstOrThrow();
  await db
    .transaction()
    .execute((trx) => credit(trx, { userId: player.id, amount: vpoints, reason: 'grant', reference: `bench-${name}` }));
  return player;
}

/** The game hash of the pool's run number `n` (16 characters at least, as the contract asks). */
export const poolRunHash = (n: number | '{n}') => `bench-run-000000${n}`;

/**
 * `count` started runs on `mapId`, run `n` belonging to `userIds[n % userIds.length]`, all with one seed and the
 * starter at level 1, so that one list of actions ends any of them: /play/endGame ends each once, and the benchmark
 * needs a fresh one per request.
 */
export async function seedRunPool(
  db: Kysely<Database>,
  run: { userIds: readonly number[]; mapId: number; seed: string; count: number },
): Promise<void> {
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < run.count; start += 500) {
      const rows = Array.from({ length: Math.min(500, run.count - start) }, (_, k) => ({
        game_hash: poolRunHash(start + k),
        user_id: run.userIds[(start + k) % run.userIds.length],
        mapid: run.mapId,
        seed: run.seed,
        characterid: STARTER_CHARACTER_ID,
        character_level: 1,
        created_at: now,
      }));
      await trx.insertInto('runs').values(rows).execute();
    }
  });
}
