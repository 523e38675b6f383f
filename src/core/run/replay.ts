/**
 * Replays a recorded run from its seed and actions: the server uses it to check a run before granting experience,
 * because the same rules and the same generator give the same result in the browser and on the server.
 */
import { choose } from './choose';
import { drawEvent } from './draw';
import { startRun } from './start';
import type { ActionResult, PlayMap, Refusal, RunAction, RunCharacter, RunState } from './types';
import { consumeItem } from './consume-item';

export type ReplayResult =
  | { readonly ok: true; readonly state: RunState }
  | { readonly ok: false; readonly actionIndex: number; readonly refusal: Refusal };

/** A choice is always about the event on screen; when there is none, the player opened the bottle first. */
function chooseOnScreen(map: PlayMap, state: RunState, eventId: number, consequenceId: number): ActionResult {
  if (state.status === 'playing' && state.current === null) {
    const drawn = drawEvent(map, state);
    if (!drawn.ok) return drawn;
    state = drawn.state;
  }
  return choose(map, state, eventId, consequenceId);
}

export function replayRun(
  map: PlayMap,
  character: RunCharacter,
  level: number,
  seed: string,
  actions: readonly RunAction[],
): ReplayResult {
  let state = startRun(map, character, level, seed);
  for (const [actionIndex, action] of actions.entries()) {
    const result =
      action.type === 'choose'
        ? chooseOnScreen(map, state, action.eventId, action.consequenceId)
        : consumeItem(map, state, action.itemId);
    if (!result.ok) return { ok: false, actionIndex, refusal: result.refusal };
    state = result.state;
  }
  return { ok: true, state };
}
