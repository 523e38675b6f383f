/** A new run: full stats for the character's level, the whole map in the pool, the generator seeded. */
import { maxStats } from '../stats';
import { FRESH_PASSIVE_MEMORY } from '../passives';
import { seedRng } from '../rng';
import { winWhenNothingLeft } from './draw';
import type { PlayMap, RunCharacter, RunState } from './types';

export function startRun(map: PlayMap, character: RunCharacter, level: number, seed: string): RunState {
  const lvl = Math.max(1, Math.floor(level));
  const max = maxStats(character.base, lvl);
  const state: RunState = {
    characterId: character.id,
    level: lvl,
    max,
    stats: max,
    effects: [],
    backpack: {},
    pool: map.events.map((event) => event.id),
    unlocked: [],
    current: null,
    turn: 0,
    damage: [],
    healing: [],
    completed: [],
    passiveRules: character.passive?.rules ?? [],
    passive: FRESH_PASSIVE_MEMORY,
    passiveTriggers: [],
    rng: seedRng(seed),
    status: 'playing',
    endReason: null,
    warnings: [],
  };
  return winWhenNothingLeft(map, state);
}
