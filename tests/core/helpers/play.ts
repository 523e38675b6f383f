/** Plays a run the way the game screen does, with the player's decisions taken from a list of numbers. */
import type { PlayMap, RunCharacter } from '../../../src/core/run';
import { driveRun, heldItems, type DrivenRun } from '../../fixtures/run-driver';

export type PlayedRun = DrivenRun;

/**
 * Each decision number picks among the moves open at that moment: using a held item (when the number is odd and items
 * are held; a use the rules refuse still spends its number) or one of the options the player can take. The run stops
 * when it ends or the numbers run out, and also after `safetyLimit` choices.
 */
export function playWith(
  map: PlayMap,
  character: RunCharacter,
  level: number,
  seed: string,
  decisions: readonly number[],
  safetyLimit = 1000,
): PlayedRun {
  let next = 0;
  return driveRun(
    map,
    character,
    level,
    seed,
    {
      done: () => next >= decisions.length,
      nextItem: (_map, state) => {
        const decision = decisions[next];
        const held = heldItems(state);
        if (decision % 2 !== 1 || held.length === 0) return null;
        next++;
        return held[decision % held.length];
      },
      pick: (_map, state, open) => ({ option: open[decisions[next++] % open.length], state }),
    },
    safetyLimit,
  );
}
