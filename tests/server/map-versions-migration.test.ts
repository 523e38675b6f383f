import { describe, expect, it } from 'vitest';
import { defaultBanner, defaultProfilePicture } from '../../server/content/cosmetics';
import { seedBuiltInContent } from '../../server/content/seed';
import { migrateToLatest } from '../../server/db/migrate';
import { draftSnapshot } from '../../server/repositories/map-versions';
import { insertUser } from '../../server/repositories/users';
import { dialects } from './helpers/app';
import { migrationsBefore } from './helpers/migrations-before';
import { emptyDatabase } from './helpers/empty-database';

const before = migrationsBefore('0025_map_versions');

for (const dialect of dialects) {
  describe(`migration 0025, map versions [${dialect}]`, () => {
    it('gives every published map its version 1, as publishing would write it, and ties its open runs to it', async () => {
      const db = await emptyDatabase(dialect);
      await migrateToLatest(db.kysely, dialect, before);
      await seedBuiltInContent(db);
      const user = (name: string) =>
        insertUser(db.kysely, {
          username: name,
          email: `${name}@example.com`,
          profile_image: defaultProfilePicture,
          banner: defaultBanner,
        });
      const [owner, player] = [await user('owner'), await user('player')];
      const now = new Date().toISOString();
      const map = (published: number) =>
        db.kysely
          .insertInto('maps')
          .values({
            owner_id: owner.id,
            name: 'Isla',
            name_key: 'isla',
            description: '',
            published,
            created_at: now,
            updated_at: now,
          })
          .returning('mapid')
          .executeTakeFirstOrThrow();
      const [published, draft] = [await map(1), await map(0)];
      const item = await db.kysely
        .insertInto('objects')
        .values({ owner_id: owner.id, name: 'Agua', description: 'Fresca', functionality: 'drink', created_at: now })
        .returning('objectid')
        .executeTakeFirstOrThrow();
      const event = await db.kysely
        .insertInto('events')
        .values({ mapid: published.mapid, premise: 'Playa', position_x: 10, position_y: 20 })
        .returning('eventid')
        .executeTakeFirstOrThrow();
      await db.kysely
        .insertInto('consequences')
        .values({
          eventid: event.eventid,
          option: 'Beber',
          consequence_text: 'Bien',
          idobject_reward: item.objectid,
          wins: 1,
        })
        .execute();
      const run = (user_id: number, play_key: string | null) =>
        db.kysely
          .insertInto('runs')
          .values({
            game_hash: `h${user_id}`,
            user_id,
            mapid: published.mapid,
            seed: 's',
            characterid: 1,
            character_level: 1,
            play_key,
            created_at: now,
          })
          .execute();
      await run(player.id, `player:${player.id}`);
      await run(owner.id, null);

      await migrateToLatest(db.kysely, dialect);
      const versions = await db.kysely.selectFrom('map_versions').selectAll().execute();
      expect(versions).toMatchObject([{ mapid: published.mapid, number: 1, events_count: 1 }]);
      // The same text the map form's publish compares with: publishing the unchanged map makes no version 2.
      expect(versions[0].content).toBe((await draftSnapshot(db.kysely, published.mapid)).content);
      expect(JSON.parse(versions[0].layout)).toEqual([[event.eventid, 10, 20]]);
      const maps = await db.kysely
        .selectFrom('maps')
        .select(['mapid', 'published_version_id'])
        .orderBy('mapid')
        .execute();
      expect(maps.filter((row) => row.mapid >= published.mapid)).toEqual([
        { mapid: published.mapid, published_version_id: versions[0].id },
        { mapid: draft.mapid, published_version_id: null },
      ]);
      const runs = await db.kysely.selectFrom('runs').select(['user_id', 'map_version_id']).orderBy('id').execute();
      expect(runs).toEqual([
        { user_id: player.id, map_version_id: versions[0].id },
        { user_id: owner.id, map_version_id: null },
      ]);
    });
  });
}
