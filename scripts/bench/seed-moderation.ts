import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { nowIso } from '../../server/db/dialect';
import { REPORT_REASONS } from '../../src/core/moderation';

/** Open reports per reported map: a busy week's queue, most maps reported once, a few by many players. */
const REPORTERS_OF = (map: number) => (map % 10 === 0 ? 20 : 1 + (map % 3));

/**
 * A moderator and a queue to read (issue 29): open reports from `reporterIds` on the first `maps` published maps,
 * each with its owner, as POST /reports stores them. Returns the moderator's id.
 */
export async function seedModerationQueue(
  db: Kysely<Database>,
  seed: { maps: number; reporterIds: readonly number[] },
): Promise<{ id: number; token_version: number }> {
  const now = nowIso();
  const moderator = await db
    .insertInto('users')
    .values({
      username: 'benchmoderator',
      username_key: 'benchmoderator',
      email: 'benchmoderator@bench.test',
      profile_image: 'pic-01.webp',
      banner: 'banner-01.webp',
      email_verified: 1,
      moderator: 1,
      created_at: now,
    })
    .returning(['id', 'token_version'])
    .executeTakeFirstOrThrow();
  const maps = await db
    .selectFrom('maps')
    .select(['mapid', 'owner_id'])
    .where('published', '=', 1)
    .orderBy('mapid')
    .limit(seed.maps)
    .execute();
  const reports = maps.flatMap((map, index) =>
    seed.reporterIds.slice(0, REPORTERS_OF(index)).map((reporterId, k) => ({
      reporter_id: reporterId,
      target_kind: 'map' as const,
      target_id: map.mapid,
      owner_id: map.owner_id,
      reason: REPORT_REASONS[(index + k) % REPORT_REASONS.length],
      text: `Bench report ${k} of map ${map.mapid}: what the player saw, in a sentence or two.`,
      created_at: now,
    })),
  );
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < reports.length; start += 500) {
      await trx
        .insertInto('reports')
        .values(reports.slice(start, start + 500))
        .execute();
    }
  });
  return moderator;
}
