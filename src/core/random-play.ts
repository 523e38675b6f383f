/**
 * Random play, the yardstick of a map's difficulty (docs/difficulty.md): how often a player who knows nothing dies.
 * It plays the map through the real rules, seeded, so the same content always measures the same.
 */
import { nextInt } from './rng';
import {
  canChoose,
  choose,
  drawEvent,
  startRun,
  type PlayEvent,
  type PlayMap,
  type RunCharacter,
  type RunState,
} from './run';
import { findEvent } from './run/map-index';

/** Runs per measurement (about a tenth of a second on an island-sized map). */
export const RANDOM_RUNS = 128;
/** Huge maps get fewer runs, never fewer than this, so a measurement stays near a fixed amount of work. */
export const RANDOM_RUNS_MIN = 8;
/**
 * A run still alive after this many choices counts as survived: without water a character dies within 34 turns, so
 * a random player who lasts 60 has found a way to live. It also bounds the work on huge maps.
 */
export const RANDOM_TURNS_MAX = 60;
/** Events the bottle scans per measurement (one scan a turn), which bounds the work on big maps. */
const WORK_BUDGET = 250_000;

/** How many runs measure a map of `events` events. */
export const runsFor = (events: number): number =>
  Math.max(
    RANDOM_RUNS_MIN,
    Math.min(RANDOM_RUNS, Math.floor(WORK_BUDGET / Math.max(1, events * Math.min(events, RANDOM_TURNS_MAX)))),
  );

/** The character the stars are measured with: the baseline 100 in every stat, no passive, level 1. */
const BASELINE: RunCharacter = { id: 0, base: { health: 100, hunger: 100, thirst: 100, sanity: 100 }, passive: null };

/** The rules engine's map of the content (item uses play no part in random play). */
const playMapOf = (events: readonly PlayEvent[]): PlayMap => ({ difficulty: 1, items: [], events });

/** One run: the bottle whenever nothing is on screen, then any option the player can take, uniformly. */
function playRandomly(map: PlayMap, seed: string): RunState {
  let state = startRun(map, BASELINE, 1, seed);
  while (state.status === 'playing' && state.turn < RANDOM_TURNS_MAX) {
    if (state.current === null) {
      const drawn = drawEvent(map, state);
      if (!drawn.ok || drawn.state.current === null) return drawn.ok ? drawn.state : state;
      state = drawn.state;
    }
    const event = findEvent(map, state.current as number);
    const open = event ? event.consequences.filter((option) => canChoose(state, event, option).ok) : [];
    if (!event || open.length === 0) return state;
    const { value, rng } = nextInt(state.rng, open.length);
    const chosen = choose(map, { ...state, rng }, event.id, open[value].id);
    if (!chosen.ok) return state;
    state = chosen.state;
  }
  return state;
}

/** The share of random runs that die, 0 to 1. Items are kept, never used: the yardstick player knows nothing. */
export function randomPlayDeathRate(events: readonly PlayEvent[], runs = runsFor(events.length)): number {
  const map = playMapOf(events);
  let deaths = 0;
  for (let run = 0; run < runs; run++) if (playRandomly(map, `difficulty-${run}`).status === 'dead') deaths++;
  return deaths / runs;
}
