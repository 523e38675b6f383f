/** Plays a run the way the game screen does, with the player's decisions taken from a list of numbers. */
import { canChoose, choose, consumeItem, drawEvent, startRun } from '../../../src/core/run';
import type { ActionResult, PlayMap, RunAction, RunCharacter, RunState } from '../../../src/core/run';
import { findEvent } from '../../../src/core/run/map-index';

export interface PlayedRun {
  readonly final: RunState;
  readonly actions: RunAction[];
  /** Every state the run went through, for invariants. */
  readonly states: RunState[];
}

const accepted = (result: ActionResult): RunState => {
  if (!result.ok) throw new Error(`the player driver made a refused move: ${JSON.stringify(result.refusal)}`);
  return result.state;
};

/**
 * Each decision number picks among the moves open at that moment: using a held item (when the number is odd and items
 * are held) or one of the options the player can take. The run stops when it ends or the numbers run out, and also
 * after `safetyLimit` choices, so that a bug in the engine shows up as a failed bound instead of a hanging test.
 */
export function playWith(
  map: PlayMap,
  character: RunCharacter,
  level: number,
  seed: string,
  decisions: readonly number[],
  safetyLimit = 1000,
): PlayedRun {
  let state = startRun(map, character, level, seed);
  const actions: RunAction[] = [];
  const states = [state];
  for (const decision of decisions) {
    if (state.status !== 'playing' || state.turn >= safetyLimit) break;
    const held = Object.keys(state.backpack).map(Number);
    if (decision % 2 === 1 && held.length > 0) {
      const itemId = held[decision % held.length];
      const used = consumeItem(map, state, itemId);
      if (used.ok) {
        actions.push({ type: 'use-item', itemId });
        states.push((state = used.state));
        continue;
      }
    }
    if (state.current === null) states.push((state = accepted(drawEvent(map, state))));
    if (state.current === null) break; // the bottle ended the run
    const event = findEvent(map, state.current);
    if (!event) throw new Error(`the current event ${state.current} is not in the map`);
    const open = event.consecuencias.filter((option) => canChoose(state, event, option).ok);
    if (open.length === 0) throw new Error(`the player is stuck in front of event ${event.eventid}`);
    const option = open[decision % open.length];
    actions.push({ type: 'choose', eventId: event.eventid, consequenceId: option.consequenceid });
    states.push((state = accepted(choose(map, state, event.eventid, option.consequenceid))));
  }
  return { final: state, actions, states };
}
