import type { Kysely } from 'kysely';
import type { DailyRunScore, EndGameRequest, RunResult } from '@src/contract/play';
import { experienceFor, replayRun, type PlayMap, type RunAction, type RunState } from '@src/core/run';
import type { Database } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import type { MessageCode } from '../../messages';
import { addPlayerStats, PLAYER_STAT_KEYS } from '../../repositories/player-stats';
import { findRunByHash, settleRun, type RunRow } from '../../repositories/runs';
import { addExperience } from '../../repositories/users';
import type { CatalogueMemory } from '../characters/catalogue-view';
import { runCharacterOf } from '../characters/character-view';
import { loadPlayMap } from './play-map-cache';
import { choicesFromRecord, unreproducedEnd } from './run-record';
import { isOwnMapRun } from './run-start';
import { reportDisagreements, type ReportField } from './run-report';
import { transact } from '../../db/concurrency';
import { dailyRank, scoreDailyRunOf } from '../daily/daily-settle';
import { endedSteps } from './run-steps';

/** Why an end is refused: the run is not possible (RUN_INVALID), or its completed events replay another run. */
export type RunRefusalCode = Extract<MessageCode, 'RUN_INVALID' | 'RUN_RECORD_DIVERGES' | 'RUN_STEPS_DIFFER'>;

export type RunEndOutcome =
  | {
      readonly ok: true;
      readonly result: RunResult;
      readonly experienceGained: number;
      readonly message: MessageCode;
      /** Fields of the client's report that differ from the replay (to be logged). */
      readonly disagreements: ReportField[];
      /** The score and rank of the player's ranked daily run (docs/daily.md), when this was it. */
      readonly daily?: DailyRunScore;
    }
  | RunRefusal;

/** A refusal of the rules at `actionIndex` (of the actions, or of the completed events), or a run-level reason. */
export interface RunRefusal {
  readonly ok: false;
  readonly code: RunRefusalCode;
  readonly reason: string;
  readonly actionIndex: number | null;
}

const refused = (code: RunRefusalCode, reason: string, actionIndex: number | null = null): RunRefusal => ({
  ok: false,
  code,
  reason,
  actionIndex,
});

interface Replayed {
  readonly ok: true;
  readonly map: PlayMap;
  readonly final: RunState;
  readonly result: RunResult;
  readonly actions: readonly RunAction[];
  readonly disagreements: ReportField[];
  /** The map's owner played it (a playtest, or a play of their published map): it earns nothing. */
  readonly ownMap: boolean;
}

/**
 * The run as the server replays it: from `actions` when sent, otherwise from the choices the completed events record,
 * which lack item uses: a replay of those that cannot be the run played is refused (RUN_RECORD_DIVERGES).
 */
async function replayed(
  db: Kysely<Database>,
  catalogue: CatalogueMemory,
  run: RunRow,
  body: EndGameRequest,
): Promise<Replayed | RunRefusal> {
  // The character from the server's catalogue memory (read at most once a second), not a statement per end.
  const [loaded, character] = await Promise.all([
    loadPlayMap(db, run.mapid, run.map_version_id),
    catalogue.find(run.characterid),
  ]);
  if (!loaded || !character) throw notFound('RUN_NOT_FOUND');
  const { stored } = loaded;
  const recorded = choicesFromRecord(stored, body.completedEvents ?? []);
  const fromRecord = body.actions === undefined;
  if (fromRecord && !recorded.ok) return refused('RUN_INVALID', recorded.reason, recorded.index);
  const actions = body.actions ?? (recorded.ok ? recorded.actions : []);
  const map = loaded.rules();
  const replay = replayRun(map, runCharacterOf(character), run.character_level, run.seed, actions);
  if (!replay.ok) {
    return refused(fromRecord ? 'RUN_RECORD_DIVERGES' : 'RUN_INVALID', replay.refusal.code, replay.actionIndex);
  }
  const final = replay.state;
  if (final.status === 'playing') return refused('RUN_INVALID', 'run-not-ended');
  const unreproduced = fromRecord ? unreproducedEnd(map, actions, final, body) : null;
  if (unreproduced) return refused('RUN_RECORD_DIVERGES', unreproduced);
  const disagreements = reportDisagreements(body, recorded, final);
  const ownMap = isOwnMapRun(stored.map.owner_id, run.user_id);
  return { ok: true, map, final, result: final.status, actions, disagreements, ownMap };
}

/** Counters a settled run adds for its player. */
function runCounters(run: RunRow, final: RunState, actions: readonly RunAction[]): Record<string, number> {
  const won = final.status === 'won' ? 1 : 0;
  return {
    [won ? PLAYER_STAT_KEYS.runsWon : PLAYER_STAT_KEYS.runsDied]: 1,
    [PLAYER_STAT_KEYS.eventsCompleted]: final.completed.length,
    [PLAYER_STAT_KEYS.itemsUsed]: actions.filter((action) => action.type === 'use-item').length,
    [PLAYER_STAT_KEYS.mapWon(run.mapid)]: won,
  };
}

/**
 * Ends a run from its actions (or, without them, its completed events) alone. The server replays them with the run's
 * seed, character and level; only an ended, possible run is accepted. Its owner (a signed-in player) earns experienceFor(final, map) once, unless
 * the map is their own (a playtest, or their published map: no experience, no run, win or death counted): the run is
 * settled by a conditional update in the transaction that grants the experience and the counters, so a second or
 * simultaneous call finds it settled, earns nothing and answers 409 RUN_FINISHED. Visitors' runs are settled without reward; a run sent by
 * someone else is checked but left for its owner.
 */
export async function endRun(
  db: Kysely<Database>,
  catalogue: CatalogueMemory,
  userId: number | undefined,
  body: EndGameRequest,
): Promise<RunEndOutcome> {
  const run = await findRunByHash(db, body.gameHash);
  if (!run) throw notFound('RUN_NOT_FOUND');
  if (run.reward_claimed === 1) throw conflict('RUN_FINISHED');
  if (run.mapid !== body.mapId) return refused('RUN_INVALID', 'map-mismatch');

  // A run played step by step (resume anywhere) is its stored steps: sent actions must carry on from them.
  const steps = await endedSteps(db, run, body.actions);
  if (!steps.ok) return refused('RUN_STEPS_DIFFER', 'steps-differ');
  const replay = await replayed(db, catalogue, run, steps.actions ? { ...body, actions: [...steps.actions] } : body);
  if (!replay.ok) return replay;
  if (!(await steps.record(replay.actions))) return refused('RUN_STEPS_DIFFER', 'steps-differ');
  const { map, final, result, actions, disagreements, ownMap } = replay;
  const outcome = (message: MessageCode, experienceGained = 0) => ({
    ok: true as const,
    result,
    experienceGained,
    message,
    disagreements,
  });
  if (run.user_id !== (userId ?? null)) return outcome('RUN_NOT_YOURS');

  const rewarded = run.user_id !== null && !ownMap;
  const experience = rewarded ? experienceFor(final, map) : 0;
  const settled = await transact(db, async (trx) => {
    const settling = { result, experience_gained: experience, actions: JSON.stringify(actions) };
    if (!(await settleRun(trx, run.id, settling))) return false;
    if (!rewarded || run.user_id === null) return { daily: undefined };
    await addExperience(trx, run.user_id, experience);
    await addPlayerStats(trx, run.user_id, runCounters(run, final, actions));
    return { daily: await scoreDailyRunOf(trx, run.id, final) };
  });
  // Lost the settling update to a simultaneous end: the same answer as an end that arrives after it, on both dialects.
  if (!settled) throw conflict('RUN_FINISHED');
  const message = run.user_id === null ? 'RUN_SAVED_VISITOR' : ownMap ? 'RUN_OWN_MAP' : 'RUN_REWARDED';
  if (!settled.daily || run.user_id === null) return outcome(message, experience);
  return { ...outcome(message, experience), daily: await dailyRank(db, settled.daily, run.user_id) };
}
