import type { Kysely } from 'kysely';
import { replayRun, type PlayMap, type RunAction, type RunCharacter } from '@src/core/run';
import { RunTally } from '@src/core/simulation/tally';
import type { Database } from '../../db/schema';
import { findCharacter } from '../../repositories/characters';
import { countedRunsPage, stepsOfRuns, type CountedRun, type CountedRunsScope } from '../../repositories/map-analytics';
import { runCharacterOf } from '../characters/character-view';

type Db = Kysely<Database>;

/** Runs read and replayed at a time (some 10 to 30 ms of replays): other requests get a turn between pages. */
const PAGE = 100;

/**
 * Replays every counted run of a version against its rules and tallies them as the editor's simulation tallies its
 * bots (src/core/simulation/tally.ts): a settled run from the actions its end stored (the ones the server replayed
 * then), a quit from its stored steps (each checked by the rules as it was stored), so a quit's last answered event
 * is the one its replay completed last, and its choices count as far as it went. A quit whose steps already ended the
 * run (its end was never sent) counts as the end they reach. A run that no longer replays is not counted.
 */
export async function tallyVersionRuns(db: Db, scope: CountedRunsScope, rules: PlayMap): Promise<RunTally> {
  const tally = new RunTally(rules);
  const characters = new Map<number, Promise<RunCharacter | undefined>>();
  const characterOf = (id: number) => {
    if (!characters.has(id))
      characters.set(
        id,
        findCharacter(db, id).then((row) => row && runCharacterOf(row)),
      );
    return characters.get(id)!;
  };
  for (let afterId = 0; ; ) {
    const page = await countedRunsPage(db, scope, afterId, PAGE);
    if (page.length === 0) return tally;
    const quitSteps = await stepsOfRuns(
      db,
      page.filter((run) => run.reward_claimed !== 1).map((run) => run.id),
    );
    for (const run of page) {
      const character = await characterOf(run.characterid);
      if (character) countRun(tally, rules, character, run, quitSteps.get(run.id));
    }
    afterId = page[page.length - 1].id;
  }
}

function countRun(tally: RunTally, rules: PlayMap, character: RunCharacter, run: CountedRun, steps?: string[]) {
  // Both lists were written by the server after the rules accepted them (the end's replay, each step's), in the
  // wire's shape: read as they are, without checking 100,000 of them again.
  const actions = (
    run.actions === null ? (steps ?? []).map((step) => JSON.parse(step)) : JSON.parse(run.actions)
  ) as RunAction[];
  const replay = replayRun(rules, character, run.character_level, run.seed, actions);
  if (!replay.ok) return;
  if (replay.state.status !== 'playing') tally.count(replay.state);
  else if (run.reward_claimed !== 1) tally.quit(replay.state);
}
