import type { Kysely } from 'kysely';
import type { EndGameRequest, RunResult } from '@src/contract/play';
import { experienceFor, replayRun, type RunState } from '@src/core/run';
import type { Database } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import type { MessageCode } from '../../messages';
import { findCharacter } from '../../repositories/characters';
import { findPlayMap } from '../../repositories/play-map';
import { addPlayerStats, PLAYER_STAT_KEYS } from '../../repositories/player-stats';
import { findRunByHash, settleRun, type RunRow } from '../../repositories/runs';
import { addExperience } from '../../repositories/users';
import { runCharacterOf } from '../characters/character-view';
import { playMapView, rulesMap } from './play-map-view';
import { reportDisagreements } from './run-report';

export type RunEndOutcome =
  | {
      readonly ok: true;
      readonly result: RunResult;
      readonly experienceGained: number;
      readonly message: MessageCode;
      /** Fields of the client's report that differ from the replay (to be logged). */
      readonly disagreements: string[];
    }
  /** The actions are not a possible run: a refusal of the rules at `actionIndex`, or a run-level reason. */
  | { readonly ok: false; readonly reason: string; readonly actionIndex: number | null };

/** Replays the actions on the map and character the run started with; the final state, or why they are impossible. */
async function replayed(db: Kysely<Database>, run: RunRow, actions: EndGameRequest['actions']) {
  const [stored, character] = await Promise.all([findPlayMap(db, run.mapid), findCharacter(db, run.characterid)]);
  if (!stored || !character) throw notFound('RUN_NOT_FOUND');
  // The language does not matter to the rules: only ids and numbers are read.
  const map = rulesMap(playMapView(stored, 'es'));
  return { map, replay: replayRun(map, runCharacterOf(character), run.character_level, run.seed, actions) };
}

/** Counters a settled run adds for its player. */
function runCounters(run: RunRow, final: RunState, actions: EndGameRequest['actions']): Record<string, number> {
  const won = final.status === 'won' ? 1 : 0;
  return {
    [won ? PLAYER_STAT_KEYS.runsWon : PLAYER_STAT_KEYS.runsDied]: 1,
    [PLAYER_STAT_KEYS.eventsCompleted]: final.completed.length,
    [PLAYER_STAT_KEYS.itemsUsed]: actions.filter((action) => action.type === 'use-item').length,
    [PLAYER_STAT_KEYS.mapWon(run.mapid)]: won,
  };
}

/**
 * Ends a run from its actions alone. The server replays them with the run's seed, character and level; only an
 * ended, possible run is accepted. Its owner (a signed-in player) earns experienceFor(final, map) once: the run is
 * settled by a conditional update in the transaction that grants the experience and the counters, so a second or
 * simultaneous call finds it settled and earns nothing. Visitors' runs are settled without reward; a run sent by
 * someone else is checked but left for its owner.
 */
export async function endRun(
  db: Kysely<Database>,
  userId: number | undefined,
  body: EndGameRequest,
): Promise<RunEndOutcome> {
  const run = await findRunByHash(db, body.gameHash);
  if (!run) throw notFound('RUN_NOT_FOUND');
  if (run.reward_claimed === 1) throw conflict('RUN_FINISHED');
  if (run.mapid !== body.mapId) return { ok: false, reason: 'map-mismatch', actionIndex: null };

  const { map, replay } = await replayed(db, run, body.actions);
  if (!replay.ok) return { ok: false, reason: replay.refusal.code, actionIndex: replay.actionIndex };
  const final = replay.state;
  if (final.status === 'playing') return { ok: false, reason: 'run-not-ended', actionIndex: null };

  const result: RunResult = final.status;
  const disagreements = reportDisagreements(body, final);
  const outcome = (message: MessageCode, experienceGained = 0) => ({
    ok: true as const,
    result,
    experienceGained,
    message,
    disagreements,
  });
  if (run.user_id !== (userId ?? null)) return outcome('RUN_NOT_YOURS');

  const experience = run.user_id === null ? 0 : experienceFor(final, map);
  const settled = await db.transaction().execute(async (trx) => {
    if (!(await settleRun(trx, run.id, { result, experience_gained: experience }))) return false;
    if (run.user_id !== null) {
      await addExperience(trx, run.user_id, experience);
      await addPlayerStats(trx, run.user_id, runCounters(run, final, body.actions));
    }
    return true;
  });
  if (!settled) return outcome('RUN_ALREADY_REWARDED');
  return outcome(run.user_id === null ? 'RUN_SAVED_VISITOR' : 'RUN_REWARDED', experience);
}
