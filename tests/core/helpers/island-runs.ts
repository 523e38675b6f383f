/**
 * Plays whole runs of a map with simple player policies, through the real engine: a random player (the yardstick of
 * an island's difficulty) and a greedy player that looks one choice ahead (a proof that an island can be won).
 */
import { STAT_KEYS } from '../../../src/core/stats';
import { RESTORED_STAT, isUsable } from '../../../src/core/items';
import type { PlayMap, RunCharacter, RunState } from '../../../src/core/run';
import { findItem } from '../../../src/core/run/map-index';
import { carefulPlayer, randomPlayer } from '../../../src/core/bot-players';
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

/** The bots' players (src/core/bot-players.ts): the yardstick of difficulty, and one that looks one choice ahead. */
export const randomPolicy: Policy = randomPlayer;
export const greedyPolicy: Policy = carefulPlayer;

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
