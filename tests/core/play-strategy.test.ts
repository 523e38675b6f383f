/**
 * The e2e play journeys play Beach Island to a win and to a death with a keyboard player whose choices come from
 * tests/e2e/helpers/play-strategy.ts, from whatever seed the server draws. Its measured promise is checked here with
 * the rules engine, so that new or rebalanced events cannot quietly break those journeys.
 */
import { describe, expect, it } from 'vitest';
import { characterById, STARTER_CHARACTER_ID } from '../../src/core/catalogue/characters';
import { BUILT_IN_ISLANDS } from '../../server/content/islands/index';
import { islandPlayMap } from '../../server/content/islands/play-map';
import { pickOption, type Goal } from '../e2e/helpers/play-strategy';
import { driveRun, type RunPlayer } from '../fixtures/run-driver';
import { findEvent } from '../../src/core/run/map-index';

const starter = characterById(STARTER_CHARACTER_ID)!;
const { map } = islandPlayMap(BUILT_IN_ISLANDS[0]);
const RUNS = 1000;

/** The keyboard player: it sees every option, the disabled ones too, and never opens the backpack. */
const keyboardPlayer = (goal: Goal): RunPlayer => ({
  pick: (_map, state, open) => {
    const options = findEvent(map, state.current as number)!.consequences;
    const index = pickOption(
      goal,
      options.map((consequence) => ({ consequence, open: open.includes(consequence) })),
      { value: state.stats, max: state.max },
    );
    return { option: options[index], state };
  },
});

describe('the strategy of the e2e play journeys on Beach Island', () => {
  it.each([
    ['win', 'won'],
    ['die', 'dead'],
  ] as const)(
    'reaches "%s" from every one of 1,000 seeds, in no more turns than the map has events',
    (goal, status) => {
      for (let i = 0; i < RUNS; i++) {
        const { final } = driveRun(map, starter, 1, `strategy-${i}`, keyboardPlayer(goal));
        expect(final.status, `seed strategy-${i}`).toBe(status);
        expect(final.turn).toBeLessThanOrEqual(map.events.length);
      }
    },
  );
});
