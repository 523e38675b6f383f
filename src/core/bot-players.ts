/**
 * The players of the map bots: the random player that measures a map's difficulty (docs/difficulty.md) and the
 * careful player the editor's simulation adds (docs/event-editor.md, "Simulation"), and the loop that plays a run with
 * either through the real rules (src/core/run). The balance tests of the islands play the same two players.
 */
import { nextInt } from './rng';
import { STAT_KEYS, type StatKey } from './stats';
import {
  canChoose,
  choose,
  drawEvent,
  startRun,
  type PlayConsequence,
  type PlayMap,
  type RunCharacter,
  type RunState,
} from './run';
import { findEvent } from './run/map-index';

/**
 * Picks one of the options open on screen (never empty: the rules only open answerable events). A player that draws
 * at random answers the state with its generator advanced, so that a seed gives one game.
 */
export type BotPlayer = (
  map: PlayMap,
  state: RunState,
  open: readonly PlayConsequence[],
) => { readonly option: PlayConsequence; readonly state: RunState };

/** The character bots play: the baseline 100 in every stat, no passive, level 1. */
export const BASELINE: RunCharacter = {
  id: 0,
  base: { health: 100, hunger: 100, thirst: 100, sanity: 100 },
  passive: null,
};

/**
 * A run still alive after this many choices stops: without water a character dies within 34 turns, so a bot that
 * lasts 60 has found a way to live. It also bounds the work on huge maps.
 */
export const BOT_TURNS_MAX = 60;

/** Knows nothing: uniform among the open options, with the run's own generator. */
export const randomPlayer: BotPlayer = (_map, state, open) => {
  const { value, rng } = nextInt(state.rng, open.length);
  return { option: open[value], state: { ...state, rng } };
};

const ratio = (state: RunState, stat: StatKey) => state.stats[stat] / state.max[stat];

/** How good a state looks to the careful player: alive and balanced first, then items and open doors. */
function outlook(state: RunState): number {
  if (state.status === 'dead') return -Infinity;
  if (state.status === 'won') return Infinity;
  const ratios = STAT_KEYS.map((stat) => ratio(state, stat));
  const held = Object.values(state.backpack).reduce((sum, count) => sum + count, 0);
  return 2 * Math.min(...ratios) + ratios.reduce((a, b) => a + b, 0) / 4 + 0.05 * held + 0.05 * state.unlocked.length;
}

/** Looks one choice ahead: takes the option whose outcome looks best (a win at once, never a death it can see). */
export const carefulPlayer: BotPlayer = (map, state, open) => {
  const scored = open.map((option) => {
    const after = choose(map, state, state.current as number, option.id);
    return { option, score: after.ok ? outlook(after.state) : -Infinity };
  });
  const best = scored.reduce((a, b) => (b.score > a.score ? b : a));
  return { option: best.option, state };
};

/**
 * One run: the bottle whenever nothing is on screen, then the option the player picks. Items are kept, never used.
 * Answers the last state: won, dead, or still playing once `turnsMax` choices have been made.
 */
export function playBot(
  map: PlayMap,
  seed: string,
  player: BotPlayer,
  turnsMax = BOT_TURNS_MAX,
  character = BASELINE,
): RunState {
  let state = startRun(map, character, 1, seed);
  while (state.status === 'playing' && state.turn < turnsMax) {
    if (state.current === null) {
      const drawn = drawEvent(map, state);
      if (!drawn.ok || drawn.state.current === null) return drawn.ok ? drawn.state : state;
      state = drawn.state;
    }
    const event = findEvent(map, state.current as number);
    const open = event ? event.consequences.filter((option) => canChoose(state, event, option).ok) : [];
    if (!event || open.length === 0) return state;
    const picked = player(map, state, open);
    const chosen = choose(map, picked.state, event.id, picked.option.id);
    if (!chosen.ok) return state;
    state = chosen.state;
  }
  return state;
}
