/**
 * Experience earned by a finished run (docs/game-rules.md explains the numbers): 5 per turn survived (each turn
 * completes one event, counted up to 40), a victory doubles that up to +50, and the map's difficulty adds 15 % per
 * star above the first. Bounded: at most 588 (40 turns, won, difficulty 10).
 */
import { clamp } from '../stats';
import type { PlayMap, RunState } from './types';

export const EXPERIENCE_PER_TURN = 5;
export const MAX_COUNTED_TURNS = 40;
export const MAX_WIN_BONUS = 50;
/** Percent added per difficulty star above the first. */
export const DIFFICULTY_PERCENT_PER_STAR = 15;

/** Difficulty as the rules read it: a whole number of stars from 1 to 10 (anything else is brought into range). */
export const difficultyStars = (difficulty: number): number =>
  Number.isFinite(difficulty) ? clamp(Math.round(difficulty), 1, 10) : 1;

export function experienceFor(state: RunState, map: PlayMap): number {
  const turns = Math.min(state.completed.length, MAX_COUNTED_TURNS);
  const earned = EXPERIENCE_PER_TURN * turns;
  const winBonus = state.status === 'won' ? Math.min(MAX_WIN_BONUS, earned) : 0;
  const percent = 100 + DIFFICULTY_PERCENT_PER_STAR * (difficultyStars(map.difficulty) - 1);
  return Math.round(((earned + winBonus) * percent) / 100);
}
