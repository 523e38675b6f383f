import type { Kysely } from 'kysely';
import { replayRun, type PlayMap, type RunAction, type RunCharacter, type RunState } from '@src/core/run';
import { RunTally } from '@src/core/simulation/tally';
import type { Database } from '../../db/schema';
import { findCharacter } from '../../repositories/characters';
import { quitsPage, stepsOfRuns, type CountedRun, type QuitsScope } from '../../repositories/map-analytics';
import { runCharacterOf } from '../characters/character-view';

type Db = Kysely<Database>;

/** Runs read and replayed at a time (some 10 to 30 ms of replays): other requests get a turn between pages. */
export const REPLAY_PAGE = 100;

/** The characters runs are played with, each read once however many runs use it. */
export function charactersOf(db: Db): (id: number) => Promise<RunCharacter | undefined> {
  const characters = new Map<number, Promise<RunCharacter | undefined>>();
  return (id) => {
    if (!characters.has(id))
      characters.set(
        id,
        findCharacter(db, id).then((row) => row && runCharacterOf(row)),
      );
    return characters.get(id)!;
  };
}

/**
 * Replays every quit of a version against its rules and tallies them as the editor's simulation tallies its bots
 * (src/core/simulation/tally.ts), from their stored steps (each checked by the rules as it was stored), so a quit's
 * last answered event is the one its replay completed last, and its choices count as far as it went. A quit whose
 * steps already ended the run (its end was never sent) counts as the end they reach. Settled runs are not here: they
 * are added to the version's stored tally once (analytics-fold.ts).
 */
export async function tallyQuits(db: Db, scope: QuitsScope, rules: PlayMap): Promise<RunTally> {
  const tally = new RunTally(rules);
  const characterOf = charactersOf(db);
  for (let afterId = 0; ; ) {
    const page = await quitsPage(db, scope, afterId, REPLAY_PAGE);
    if (page.length === 0) return tally;
    const steps = await stepsOfRuns(
      db,
      page.map((run) => run.id),
    );
    for (const run of page) {
      const character = await characterOf(run.characterid);
      if (character) countReplayed(tally, replayedRun(rules, character, run, steps.get(run.id)));
    }
    afterId = page[page.length - 1].id;
  }
}

/** How a run counts: ended (with its final state), or left where it is (a quit). */
export interface Replayed {
  readonly ended: boolean;
  readonly state: RunState;
}

/**
 * A run replayed as the analytics count it: a settled run from the actions its end stored (the ones the server
 * replayed then), a quit from its stored steps. Undefined when it does not count: it no longer replays.
 */
export function replayedRun(rules: PlayMap, character: RunCharacter, run: CountedRun, steps?: string[]) {
  // Both lists were written by the server after the rules accepted them (the end's replay, each step's), in the
  // wire's shape: read as they are, without checking 100,000 of them again.
  const actions = (
    run.actions === null ? (steps ?? []).map((step) => JSON.parse(step)) : JSON.parse(run.actions)
  ) as RunAction[];
  const replay = replayRun(rules, character, run.character_level, run.seed, actions);
  if (!replay.ok) return undefined;
  if (replay.state.status !== 'playing') return { ended: true, state: replay.state } satisfies Replayed;
  return run.reward_claimed !== 1 ? ({ ended: false, state: replay.state } satisfies Replayed) : undefined;
}

export function countReplayed(tally: RunTally, replayed: Replayed | undefined): void {
  if (replayed?.ended) tally.count(replayed.state);
  else if (replayed) tally.quit(replayed.state);
}
