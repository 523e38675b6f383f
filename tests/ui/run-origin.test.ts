import { describe, expect, it } from 'vitest';
import { rememberMapToPlay } from '@src/state/game';
import { preparePlaytest } from '@src/state/playtest';
import { runOriginOf } from '@src/state/run/run-origin';

describe("a run's origin, where the end popup's Volver leads", () => {
  it('is the path of the screen that started the run', () => {
    rememberMapToPlay(12, '/online?search=playa');
    expect(runOriginOf(12)).toBe('/online?search=playa');
    preparePlaytest(12, 3, '/map_creator/event_creator_new');
    expect(runOriginOf(12)).toBe('/map_creator/event_creator_new');
  });

  it('without one, is History Mode for a built-in island and Online Mode for a community map', () => {
    expect(runOriginOf(1)).toBe('/history');
    expect(runOriginOf(3)).toBe('/history');
    expect(runOriginOf(12)).toBe('/online');
  });

  it('is never another site nor the game screen itself', () => {
    for (const stored of ['//evil.example', 'https://evil.example', '/play']) {
      localStorage.setItem('playOrigin', stored);
      expect(runOriginOf(12)).toBe('/online');
    }
  });
});
