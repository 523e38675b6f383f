import { describe, expect, it } from 'vitest';
import { defaultBanner, defaultProfilePicture } from '../../server/content/cosmetics';
import { migrateToLatest } from '../../server/db/migrate';
import { openTargets } from '../../server/repositories/moderation/reports';
import { insertUser } from '../../server/repositories/users';
import { dialects } from './helpers/app';
import { emptyDatabase } from './helpers/empty-database';
import { migrationsBefore } from './helpers/migrations-before';

const before = migrationsBefore('0027_report_targets');
const beforeGoneContent = migrationsBefore('0029_gone_content_reports');

for (const dialect of dialects) {
  describe(`migration 0027, the queue's tally [${dialect}]`, () => {
    it('counts the open reports a server already had, and only those', async () => {
      const db = await emptyDatabase(dialect);
      await migrateToLatest(db.kysely, dialect, before);
      const reporters = await Promise.all(
        ['uno', 'dos', 'tres'].map(
          async (name) =>
            (
              await insertUser(db.kysely, {
                username: name,
                email: `${name}@example.com`,
                profile_image: defaultProfilePicture,
                banner: defaultBanner,
              })
            ).id,
        ),
      );
      const report = (reporter: number, targetId: number, minute: number, closed = false) => ({
        reporter_id: reporter,
        target_kind: 'map' as const,
        target_id: targetId,
        owner_id: null,
        reason: 'spam' as const,
        text: 'Publicidad.',
        created_at: `2026-11-28T10:0${minute}:00.000Z`,
        closed_at: closed ? '2026-11-28T11:00:00.000Z' : null,
      });
      await db.kysely
        .insertInto('reports')
        .values([
          report(reporters[0], 7, 1, true), // closed: neither counted nor the oldest
          report(reporters[1], 7, 3),
          report(reporters[2], 7, 2),
          report(reporters[0], 8, 4),
          report(reporters[1], 9, 5, true), // only closed ones: not in the queue
        ])
        .execute();

      await migrateToLatest(db.kysely, dialect, beforeGoneContent);
      expect(await openTargets(db.kysely, 20)).toEqual([
        { target_kind: 'map', target_id: 7, reports: 2, first_reported_at: '2026-11-28T10:02:00.000Z' },
        { target_kind: 'map', target_id: 8, reports: 1, first_reported_at: '2026-11-28T10:04:00.000Z' },
      ]);
      // Migration 0029: no map 7 or 8 exists (deleted before it): their reports, left open until then, are closed.
      await migrateToLatest(db.kysely, dialect);
      expect(await openTargets(db.kysely, 20)).toEqual([]);
    });
  });
}
