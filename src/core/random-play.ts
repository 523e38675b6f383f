/**
 * Random play, the yardstick of a map's difficulty (docs/difficulty.md): how often a player who knows nothing dies.
 * It plays the map through the real rules with the random player of bot-players.ts (the baseline character, a run
 * still alive after BOT_TURNS_MAX choices counts as survived), seeded, so the same content always measures the same.
 */
import { BOT_TURNS_MAX, playBot, randomPlayer } from './bot-players';
import type { PlayEvent, PlayMap } from './run';

/** Runs per measurement (about a tenth of a second on an island-sized map). */
export const RANDOM_RUNS = 128;
/** Huge maps get fewer runs, never fewer than this, so a measurement stays near a fixed amount of work. */
export const RANDOM_RUNS_MIN = 8;
/** Events the bottle scans per measurement (one scan a turn), which bounds the work on big maps. */
const WORK_BUDGET = 250_000;

/** How many runs measure a map of `events` events. */
export const runsFor = (events: number): number =>
  Math.max(
    RANDOM_RUNS_MIN,
    Math.min(RANDOM_RUNS, Math.floor(WORK_BUDGET / Math.max(1, events * Math.min(events, BOT_TURNS_MAX)))),
  );

/** The rules engine's map of the content (item uses play no part in random play). */
const playMapOf = (events: readonly PlayEvent[]): PlayMap => ({ difficulty: 1, items: [], events });

/** The share of random runs that die, 0 to 1. Items are kept, never used: the yardstick player knows nothing. */
export function randomPlayDeathRate(events: readonly PlayEvent[], runs = runsFor(events.length)): number {
  const map = playMapOf(events);
  let deaths = 0;
  for (let run = 0; run < runs; run++) if (playBot(map, `difficulty-${run}`, randomPlayer).status === 'dead') deaths++;
  return deaths / runs;
}
