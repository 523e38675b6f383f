import type { Kysely } from 'kysely';
import { runAction, type RunActionBody } from '@src/contract/play';
import type { StepRequest } from '@src/contract/resume';
import { applyAction, replayRun, startsWithActions, type PlayMap, type RunAction, type RunState } from '@src/core/run';
import type { Database } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../errors';
import { findCharacter } from '../../repositories/characters';
import { findRunByHash, type RunRow } from '../../repositories/runs';
import { appendRunStep, findRunSteps } from '../../repositories/run-steps';
import { runCharacterOf } from '../characters/character-view';
import { keepStepState, keptStepState } from './kept-step-states';
import { loadPlayMap } from './play-map-cache';

type Db = Kysely<Database>;

export type StepOutcome =
  | { readonly ok: true; readonly steps: number; readonly status: RunState['status'] }
  /** The device is behind (another took the index) or ahead (steps missing): it adopts `steps` and catches up. */
  | { readonly ok: false; readonly code: 'RUN_STEP_STALE' | 'RUN_STEP_AHEAD'; readonly steps: RunAction[] }
  /** The rules refuse the action after the stored steps. */
  | { readonly ok: false; readonly code: 'RUN_INVALID'; readonly reason: string; readonly actionIndex: number };

const actionOf = (json: unknown): RunAction => runAction.parse(json) as RunActionBody;

/** The run's stored actions, in order. */
export async function storedSteps(db: Db, runId: number): Promise<RunAction[]> {
  return (await findRunSteps(db, runId)).map((step) => actionOf(JSON.parse(step.action)));
}

/** The stored actions read as one list (repositories/run-steps.ts, findRunToResume), in order. */
export function stepsOfList(stepList: string | null): RunAction[] {
  return stepList === null ? [] : (JSON.parse(`[${stepList}]`) as unknown[]).map(actionOf);
}

/**
 * The run a reader may continue: its owner (signed in) or, for a visitor's run, whoever holds its hash (the run's
 * secret name). A settled run takes no more steps and is not resumed.
 */
export async function openRunOf(db: Db, userId: number | undefined, gameHash: string): Promise<RunRow> {
  return mayContinue(await findRunByHash(db, gameHash), userId);
}

/** `openRunOf`'s rules on a run read with more (resume reads it with its map and steps). */
export function mayContinue<R extends Pick<RunRow, 'user_id' | 'reward_claimed'>>(
  run: R | undefined,
  userId: number | undefined,
): R {
  if (!run) throw notFound('RUN_NOT_FOUND');
  if (run.user_id !== null && run.user_id !== userId) throw forbidden('RUN_OF_ANOTHER');
  if (run.reward_claimed === 1) throw conflict('RUN_FINISHED');
  return run;
}

/** The state before step `index`: kept from the run's previous step, or replayed from the stored steps. */
async function stateBefore(db: Db, run: RunRow, index: number): Promise<StateBefore> {
  const loaded = await loadPlayMap(db, run.mapid, run.map_version_id);
  if (!loaded) throw notFound('RUN_NOT_FOUND');
  const rules = loaded.rules();
  const kept = keptStepState(db, run.id, index, rules);
  if (kept) return { ok: true, rules, state: kept };
  const [steps, character] = await Promise.all([storedSteps(db, run.id), findCharacter(db, run.characterid)]);
  if (!character) throw notFound('RUN_NOT_FOUND');
  if (index !== steps.length) {
    return { ok: false, code: index < steps.length ? 'RUN_STEP_STALE' : 'RUN_STEP_AHEAD', steps };
  }
  // Replayed on the map as stored now, with the run's seed, character and level.
  const replay = replayRun(rules, runCharacterOf(character), run.character_level, run.seed, steps);
  if (!replay.ok)
    return { ok: false, code: 'RUN_INVALID', reason: replay.refusal.code, actionIndex: replay.actionIndex };
  return { ok: true, rules, state: replay.state };
}

type StateBefore =
  | { readonly ok: true; readonly rules: PlayMap; readonly state: RunState }
  | Extract<StepOutcome, { ok: false }>;

/**
 * Stores one action of a run as step `index`. It must follow the stored steps exactly (index = their number) and be
 * allowed by the rules after them: the state they lead to is kept from the previous step (kept-step-states.ts), or
 * re-derived by replaying them from the seed. The primary key (run, index) decides between two devices sending the
 * same index at once: the one that loses is answered as stale, with the steps.
 */
export async function appendStep(db: Db, userId: number | undefined, body: StepRequest): Promise<StepOutcome> {
  const run = await openRunOf(db, userId, body.gameHash);
  const before = await stateBefore(db, run, body.index);
  if (!before.ok) return before;
  const after = applyAction(before.rules, before.state, body.action);
  if (!after.ok) return { ok: false, code: 'RUN_INVALID', reason: after.refusal.code, actionIndex: body.index };
  if (!(await appendRunStep(db, run.id, body.index, JSON.stringify(body.action)))) {
    return { ok: false, code: 'RUN_STEP_STALE', steps: await storedSteps(db, run.id) };
  }
  keepStepState(db, run.id, body.index + 1, before.rules, after.state);
  return { ok: true, steps: body.index + 1, status: after.state.status };
}

export type EndedSteps =
  | {
      readonly ok: true;
      readonly actions: readonly RunAction[] | undefined;
      record(run: readonly RunAction[]): Promise<boolean>;
    }
  | { readonly ok: false };

/**
 * The actions an end replays when the run was played step by step: the stored steps, or the sent actions when they
 * carry on from them (the last steps may not have arrived yet). Sent actions that leave the stored steps are refused
 * (RUN_STEPS_DIFFER): the run is what was stored. `record` then stores the steps the end brought, so the stored steps
 * are the run settled; false when another device took one of those indexes with a different action meanwhile.
 * A run without steps (a client that sends everything at the end) is left as it was: `actions` undefined.
 */
export async function endedSteps(db: Db, run: RunRow, sent: readonly RunAction[] | undefined): Promise<EndedSteps> {
  const stored = await storedSteps(db, run.id);
  const nothingToRecord = async () => true;
  if (stored.length === 0) return { ok: true, actions: undefined, record: nothingToRecord };
  if (sent === undefined || startsWithActions(stored, sent))
    return { ok: true, actions: stored, record: nothingToRecord };
  if (!startsWithActions(sent, stored)) return { ok: false };
  const record = async (played: readonly RunAction[]) => {
    for (let index = stored.length; index < played.length; index++) {
      await appendRunStep(db, run.id, index, JSON.stringify(played[index]));
    }
    return startsWithActions(await storedSteps(db, run.id), played);
  };
  return { ok: true, actions: sent, record };
}
