import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../server/db/migrate';
import { foldPendingRuns } from '../../server/services/maps/analytics-fold';
import { publishDraft } from '../../server/services/maps/map-versions';
import { STARTER_CHARACTER_ID } from '../../src/core/catalogue/characters';
import { dialects } from './helpers/app';
import { databaseWithPlayerBefore } from './helpers/empty-database';

for (const dialect of dialects) {
  describe(`migration 0026, stored analytics [${dialect}]`, () => {
    it('marks every settled run of a version, which the servers then add to its stored tally', async () => {
      const { db, player } = await databaseWithPlayerBefore(dialect, '0026_analytics_tallies');
      const now = new Date().toISOString();
      const map = await db.kysely
        .insertInto('maps')
        .values({ name: 'Isla', name_key: 'isla', description: '', published: 1, created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      const event = await db.kysely
        .insertInto('events')
        .values({ mapid: map.mapid, premise: 'Playa' })
        .returning('eventid')
        .executeTakeFirstOrThrow();
      const option = await db.kysely
        .insertInto('consequences')
        .values({ eventid: event.eventid, option: 'Nadar', consequence_text: 'Llegas', wins: 1 })
        .returning('consequenceid')
        .executeTakeFirstOrThrow();
      const { published_version_id } = await db.kysely.transaction().execute((trx) => publishDraft(trx, map));
      const actions = JSON.stringify([{ type: 'choose', eventId: event.eventid, consequenceId: option.consequenceid }]);
      const run = (n: number, settled: boolean, map_version_id: number | null) =>
        db.kysely
          .insertInto('runs')
          .values({
            game_hash: `h${n}`,
            user_id: player.id,
            mapid: map.mapid,
            seed: `s${n}`,
            characterid: STARTER_CHARACTER_ID,
            character_level: 1,
            created_at: now,
            map_version_id,
            ...(settled ? { reward_claimed: 1, result: 'won' as const, finished_at: now, actions } : {}),
          })
          .execute();
      await run(1, true, published_version_id);
      await run(2, false, published_version_id);
      await run(3, true, null);

      await migrateToLatest(db.kysely, dialect);
      const marks = await db.kysely.selectFrom('runs').select(['game_hash', 'tally_pending']).orderBy('id').execute();
      expect(marks).toEqual([
        { game_hash: 'h1', tally_pending: 1 },
        { game_hash: 'h2', tally_pending: 0 },
        { game_hash: 'h3', tally_pending: 0 },
      ]);
      expect(await foldPendingRuns(db.kysely)).toBe(1);
      expect(await foldPendingRuns(db.kysely)).toBe(0);
      const stored = await db.kysely.selectFrom('map_version_tallies').selectAll().executeTakeFirstOrThrow();
      expect(stored.version_id).toBe(published_version_id);
      expect(JSON.parse(stored.tally)).toMatchObject({ runs: 1, cleared: 1, turns: { 1: 1 }, quits: 0 });
    });
  });
}
