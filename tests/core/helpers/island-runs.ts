/**
 * Plays whole runs of a map with simple player policies, through the real engine: a random player (the yardstick of
 * an island's difficulty) and a greedy player that looks one choice ahead (a proof that an island can be won).
 */
import { STAT_KEYS } from '../../../src/core/stats';
import { RESTORED_STAT, isUsable } from '../../../src/core/items';
import { choose } from '../../../src/core/run';
import type { PlayMap, RunCharacter, RunState } from '../../../src/core/run';
import { findItem } from '../../../src/core/run/map-index';
import { nextInt } from '../../../src/core/rng';
import { driveRun, heldItems, type RunPlayer } from '../../fixtures/run-driver';

/** Picks one of the options open on screen (never empty: the engine only opens answerable events). */
type Policy = RunPlayer['pick'];

const ratio = (state: RunState, stat: (typeof STAT_KEYS)[number]) => state.stats[stat] / state.max[stat];

/** Eats, drinks and heals from the backpack while the stat an item restores is below half: any sensible player does. */
const itemWhenLow: RunPlayer['nextItem'] = (map, state, refused) =>
  heldItems(state).find((itemId) => {
    const functionality = findItem(map, itemId)?.functionality ?? 'None';
    return !refused.has(itemId) && isUsable(functionality) && ratio(state, RESTORED_STAT[functionality]) < 0.5;
  }) ?? null;

/** Uniform among the open options, with the run's own generator so a seed gives one game. */
export const randomPolicy: Policy = (_map, state, open) => {
  const { value, rng } = nextInt(state.rng, open.length);
  return { option: open[value], state: { ...state, rng } };
};

/** How good a state looks to the greedy player: alive and balanced first, then items and open doors. */
function outlook(state: RunState): number {
  if (state.status === 'dead') return -Infinity;
  if (state.status === 'won') return Infinity;
  const ratios = STAT_KEYS.map((stat) => ratio(state, stat));
  const held = Object.values(state.backpack).reduce((sum, count) => sum + count, 0);
  return 2 * Math.min(...ratios) + ratios.reduce((a, b) => a + b, 0) / 4 + 0.05 * held + 0.05 * state.unlocked.length;
}

/** Takes the option whose outcome looks best one choice ahead. */
export const greedyPolicy: Policy = (map, state, open) => {
  const scored = open.map((option) => {
    const after = choose(map, state, state.current as number, option.id);
    return { option, score: after.ok ? outlook(after.state) : -Infinity };
  });
  const best = scored.reduce((a, b) => (b.score > a.score ? b : a));
  return { option: best.option, state };
};

/** Plays one run to its end and answers the final state. */
export const playRun = (map: PlayMap, character: RunCharacter, seed: string, policy: Policy, level = 1): RunState =>
  driveRun(map, character, level, seed, { nextItem: itemWhenLow, pick: policy }).final;

export interface RunSummary {
  readonly runs: number;
  readonly wins: number;
  /** Wins by an option that rescues the character (the rest survived every event). */
  readonly rescues: number;
  readonly winRate: number;
  /** Each stat that ran out, with how many runs it ended. */
  readonly deathsBy: Readonly<Record<string, number>>;
  /** How many different (event, option) pairs were fatal choices. */
  readonly fatalChoices: number;
  readonly averageTurns: number;
}

export function summarizeRuns(
  map: PlayMap,
  character: RunCharacter,
  runs: number,
  policy: Policy,
  tag = 'run',
): RunSummary {
  let wins = 0;
  let rescues = 0;
  let turns = 0;
  const deathsBy: Record<string, number> = {};
  const fatal = new Set<string>();
  for (let i = 0; i < runs; i++) {
    const end = playRun(map, character, `${tag}-${i}`, policy);
    turns += end.turn;
    if (end.status === 'won') {
      wins++;
      if (end.endReason === 'wins') rescues++;
      continue;
    }
    for (const stat of STAT_KEYS) if (end.stats[stat] <= 0) deathsBy[stat] = (deathsBy[stat] ?? 0) + 1;
    const last = end.completed[end.completed.length - 1];
    if (last) fatal.add(`${last.eventId}:${last.consequenceId}`);
  }
  return { runs, wins, rescues, winRate: wins / runs, deathsBy, fatalChoices: fatal.size, averageTurns: turns / runs };
}
