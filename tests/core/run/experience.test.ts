import { describe, expect, it } from 'vitest';
import { experienceFor, startRun, type RunState } from '../../../src/core/run';
import { plainCharacter, playMap } from '../helpers/maps';

/** A finished run with `turns` completed events. */
const finished = (turns: number, status: RunState['status']): RunState => ({
  ...startRun(playMap([]), plainCharacter, 1, 'xp'),
  status,
  turn: turns,
  completed: Array.from({ length: turns }, (_, i) => ({ turn: i + 1, eventId: i + 1, consequenceId: 1 })),
});

describe('experience', () => {
  it('gives 5 per turn survived and doubles it for a win, up to +50', () => {
    expect(experienceFor(finished(8, 'dead'), playMap([]))).toBe(40);
    expect(experienceFor(finished(8, 'won'), playMap([]))).toBe(80);
    expect(experienceFor(finished(20, 'won'), playMap([]))).toBe(150);
    expect(experienceFor(finished(0, 'won'), playMap([]))).toBe(0);
  });

  it('adds 15% per difficulty star above the first', () => {
    expect(experienceFor(finished(10, 'dead'), playMap([], [], 3))).toBe(65);
    expect(experienceFor(finished(10, 'won'), playMap([], [], 10))).toBe(235);
  });

  it('is bounded however long the run and whatever the difficulty says', () => {
    expect(experienceFor(finished(500, 'won'), playMap([], [], 10))).toBe(588);
    expect(experienceFor(finished(500, 'won'), playMap([], [], 99))).toBe(588);
    expect(experienceFor(finished(5, 'dead'), playMap([], [], Number.NaN))).toBe(25);
  });
});
