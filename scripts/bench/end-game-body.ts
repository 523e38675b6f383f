import type { Kysely } from 'kysely';
import type { EndGameRequest } from '../../src/contract/play';
import { STARTER_CHARACTER_ID } from '../../src/core/catalogue/characters';
import type { Database } from '../../server/db/schema';
import { findCharacter } from '../../server/repositories/characters';
import { runCharacterOf } from '../../server/services/characters/character-view';
import { loadPlayMap } from '../../server/services/play/play-map-cache';
import { driveRun, firstOpen } from '../../tests/fixtures/run-driver';

/**
 * The /play/endGame body of a run of the pool (seed.ts): the map played to its end by the careful player of the tests,
 * with the starter at level 1 and the pool's seed, as the game screen would send it. `gameHash` names the run.
 */
export async function endGameBody(
  db: Kysely<Database>,
  run: { mapId: number; seed: string; gameHash: string },
): Promise<EndGameRequest> {
  const [loaded, starter] = await Promise.all([
    loadPlayMap(db, run.mapId, null),
    findCharacter(db, STARTER_CHARACTER_ID),
  ]);
  if (!loaded || !starter) throw new Error('the built-in map or the starter character is missing');
  const map = loaded.rules();
  const { final, actions } = driveRun(map, runCharacterOf(starter), 1, run.seed, { pick: firstOpen });
  if (final.status === 'playing') throw new Error('the bench run did not end');
  return { mapId: run.mapId, gameHash: run.gameHash, actions, completedEvents: [] };
}
