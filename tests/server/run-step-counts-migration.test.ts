import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../server/db/migrate';
import { appendRunStep, findUnfinishedRunsJson } from '../../server/repositories/run-steps';
import { STARTER_CHARACTER_ID } from '../../src/core/catalogue/characters';
import { dialects } from './helpers/app';
import { databaseWithPlayerBefore } from './helpers/empty-database';

for (const dialect of dialects) {
  describe(`migration 0030, each run's steps counted [${dialect}]`, () => {
    it('counts the steps a server already had, then each step stored, once per index', async () => {
      const { db, player } = await databaseWithPlayerBefore(dialect, '0030_run_step_counts');
      const startedAt = '2026-12-01T10:00:00.000Z';
      const runIds: number[] = [];
      for (const n of [1, 2, 3]) {
        const run = await db.kysely
          .insertInto('runs')
          .values({
            game_hash: `h${n}`,
            user_id: player.id,
            mapid: 1,
            seed: `s${n}`,
            characterid: STARTER_CHARACTER_ID,
            character_level: 1,
            // Started in the same millisecond: the list breaks the tie by the run's id, highest first.
            created_at: startedAt,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        runIds.push(run.id);
      }
      const step = (runId: number, index: number) => appendRunStep(db.kysely, runId, index, '{"type":"wait"}');
      for (const index of [0, 1, 2]) await step(runIds[0], index);
      await step(runIds[2], 0);

      await migrateToLatest(db.kysely, dialect);
      const listed = async () => {
        const json = await findUnfinishedRunsJson(db.kysely, player.id, '2026-12-01T00:00:00.000Z', 20);
        return (JSON.parse(json) as Array<{ gameHash: string; steps: number }>).map((run) => [run.gameHash, run.steps]);
      };
      expect(await listed()).toEqual([
        ['h3', 1],
        ['h2', 0],
        ['h1', 3],
      ]);
      // An index already taken is refused by the primary key and counts nothing; a new one counts once.
      expect(await step(runIds[0], 2)).toBe(false);
      expect(await step(runIds[0], 3)).toBe(true);
      expect(await step(runIds[1], 0)).toBe(true);
      expect(await listed()).toEqual([
        ['h3', 1],
        ['h2', 1],
        ['h1', 4],
      ]);
    });
  });
}
