import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { JoinedJson } from '../../lib/json-bytes';
import { insertFirstDailyRun } from '../../repositories/daily-runs';
import type { CatalogueMemory } from '../characters/catalogue-view';
import { beginRun, type RunStart } from '../play/run-start';
import type { DailyIsland } from './daily-island';

/**
 * POST /daily/play: a run of today's island with today's seed, started by the same machinery as /play/play
 * (services/play/run-start.ts), and whether it ranks. A signed-in player's run is their ranked one when the daily's
 * row for the day goes in with it, in the transaction that stores it: the row's primary key lets one of twenty
 * simultaneous starts in, and the others are practice. A visitor's runs are practice. Answers the run's answer and
 * whether it ranks (the route announces a ranked start: it changes the player's standing).
 */
export async function startDailyRun(
  db: Kysely<Database>,
  catalogue: CatalogueMemory,
  island: DailyIsland,
  start: Omit<RunStart, 'mapId' | 'seed' | 'alongside'>,
): Promise<{ answer: JoinedJson; ranked: boolean }> {
  let ranked = false;
  const { userId } = start;
  const answer = await beginRun(db, catalogue, {
    ...start,
    mapId: island.mapId,
    seed: island.seed,
    alongside:
      userId === undefined
        ? undefined
        : async (trx, run) => {
            ranked = await insertFirstDailyRun(trx, island.day, userId, run.game_hash);
          },
  });
  const fields = { ...answer.fields, mapId: island.mapId, day: island.day, ranked };
  return { answer: { fields, shared: answer.shared }, ranked };
}
