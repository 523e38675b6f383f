import { applyAction, startRun } from '@src/core/run';
import type { PlayMap, Refusal, RunAction, RunCharacter, RunState } from '@src/core/run';

/** What happened between the previous frame and this one. */
export type FrameStep =
  | { readonly kind: 'start' }
  | { readonly kind: 'draw'; readonly eventId: number }
  | { readonly kind: 'choose'; readonly eventId: number; readonly consequenceId: number }
  | { readonly kind: 'use-item'; readonly itemId: number };

/** One state of a replayed run, and the step that led to it. */
export interface ReplayFrame {
  readonly step: FrameStep;
  readonly state: RunState;
}

export type ReplayFrames =
  | { readonly ok: true; readonly frames: readonly ReplayFrame[] }
  | { readonly ok: false; readonly actionIndex: number; readonly refusal: Refusal };

/** The frame an action adds: what the player did. */
const stepOf = (action: RunAction): FrameStep =>
  action.type === 'choose'
    ? { kind: 'choose', eventId: action.eventId, consequenceId: action.consequenceId }
    : { kind: 'use-item', itemId: action.itemId };

/**
 * Every state of a recorded run, one step at a time, by the rules the game screen plays with and the server checks
 * with (src/core/run's `applyAction`), keeping each state, the bottle's draws included, for the replay to show.
 */
export function replayFrames(
  map: PlayMap,
  character: RunCharacter,
  level: number,
  seed: string,
  actions: readonly RunAction[],
): ReplayFrames {
  let state = startRun(map, character, level, seed);
  const frames: ReplayFrame[] = [{ step: { kind: 'start' }, state }];
  for (const [actionIndex, action] of actions.entries()) {
    // Only a choice draws; a draw that empties the bottle wins the run with no event on screen.
    const drawn = (after: RunState) =>
      action.type === 'choose' &&
      frames.push({ step: { kind: 'draw', eventId: after.current ?? action.eventId }, state: after });
    const result = applyAction(map, state, action, drawn);
    if (!result.ok) return { ok: false, actionIndex, refusal: result.refusal };
    state = result.state;
    frames.push({ step: stepOf(action), state });
  }
  return { ok: true, frames };
}
