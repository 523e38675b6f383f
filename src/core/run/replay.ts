/**
 * Replays a recorded run from its seed and actions: the server uses it to check a run before granting experience,
 * because the same rules and the same generator give the same result in the browser and on the server.
 */
import { choose } from './choose';
import { consumeItem } from './consume-item';
import { drawEvent } from './draw';
import { startRun } from './start';
import type { ActionResult, PlayMap, Refusal, RunAction, RunCharacter, RunState } from './types';

export type ReplayResult =
  | { readonly ok: true; readonly state: RunState }
  | { readonly ok: false; readonly actionIndex: number; readonly refusal: Refusal };

/**
 * One recorded action applied to `state`. A choice is always about the event on screen; when there is none, the
 * player opened the bottle first, and `drawn` hears the state after that draw (a replay screen shows it as a frame).
 */
export function applyAction(
  map: PlayMap,
  state: RunState,
  action: RunAction,
  drawn?: (state: RunState) => void,
): ActionResult {
  if (action.type === 'use-item') return consumeItem(map, state, action.itemId);
  if (state.status === 'playing' && state.current === null) {
    const draw = drawEvent(map, state);
    if (!draw.ok) return draw;
    state = draw.state;
    drawn?.(state);
  }
  return choose(map, state, action.eventId, action.consequenceId);
}

/** `actions` applied in order from `state`; `after` hears each action's resulting state. */
export function applyActions(
  map: PlayMap,
  state: RunState,
  actions: readonly RunAction[],
  after?: (state: RunState, action: RunAction) => void,
): ReplayResult {
  for (const [actionIndex, action] of actions.entries()) {
    const result = applyAction(map, state, action);
    if (!result.ok) return { ok: false, actionIndex, refusal: result.refusal };
    state = result.state;
    after?.(state, action);
  }
  return { ok: true, state };
}

export function replayRun(
  map: PlayMap,
  character: RunCharacter,
  level: number,
  seed: string,
  actions: readonly RunAction[],
): ReplayResult {
  return applyActions(map, startRun(map, character, level, seed), actions);
}

/** Two recorded actions are the same action (field by field: a stored one may have its keys in another order). */
export function sameAction(a: RunAction, b: RunAction): boolean {
  if (a.type === 'use-item') return b.type === 'use-item' && a.itemId === b.itemId;
  return b.type === 'choose' && a.eventId === b.eventId && a.consequenceId === b.consequenceId;
}

/** `prefix` is where `actions` starts. */
export const startsWithActions = (actions: readonly RunAction[], prefix: readonly RunAction[]) =>
  prefix.length <= actions.length && prefix.every((action, index) => sameAction(action, actions[index]));
