import { choose, consumeItem, drawEvent, startRun } from '@src/core/run';
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

/**
 * Every state of a recorded run, one step at a time, by the rules the game screen plays with (src/core/run): the
 * bottle opened whenever a choice finds no event on screen, exactly as `replayRun` (the server's check) does, but
 * keeping each state for the replay to show. Nothing here decides anything the rules do not.
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
    if (action.type === 'choose' && state.status === 'playing' && state.current === null) {
      const drawn = drawEvent(map, state);
      if (!drawn.ok) return { ok: false, actionIndex, refusal: drawn.refusal };
      state = drawn.state;
      frames.push({ step: { kind: 'draw', eventId: state.current ?? action.eventId }, state });
    }
    const result =
      action.type === 'choose'
        ? choose(map, state, action.eventId, action.consequenceId)
        : consumeItem(map, state, action.itemId);
    if (!result.ok) return { ok: false, actionIndex, refusal: result.refusal };
    state = result.state;
    frames.push({
      step:
        action.type === 'choose'
          ? { kind: 'choose', eventId: action.eventId, consequenceId: action.consequenceId }
          : { kind: 'use-item', itemId: action.itemId },
      state,
    });
  }
  return { ok: true, frames };
}
