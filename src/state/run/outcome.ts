import { parseEffect, type EffectId } from '@src/core/effects';
import { turnBreakdown, type PassiveTrigger, type RunState, type TurnBreakdown } from '@src/core/run';
import type { LoadedRun } from './loaded-run';

/** What a choice did, as the event panel tells it after the player picked an option. */
export interface Outcome {
  readonly eventId: number;
  readonly consequenceId: number;
  readonly text: string;
  /** The option's own changes, and the rest of the turn (effects, the drain, the passive) told apart. */
  readonly changes: TurnBreakdown;
  /** The effect the option gives, and whether the passive resisted it. */
  readonly effect: { readonly id: EffectId; readonly resisted: boolean } | null;
  readonly rewardId: number | null;
  readonly triggers: readonly PassiveTrigger[];
}

export function outcomeOf(
  loadedRun: LoadedRun,
  before: RunState,
  after: RunState,
  eventId: number,
  consequenceId: number,
): Outcome {
  const option = loadedRun.events.get(eventId)?.consecuencias.find((c) => c.consequenceid === consequenceId);
  const triggers = after.passiveTriggers.filter((trigger) => trigger.turn === after.turn);
  const parsed = parseEffect(option?.effect_consequence);
  const effect =
    parsed.kind === 'effect'
      ? {
          id: parsed.effect,
          resisted: triggers.some((trigger) => trigger.kind === 'immune' && trigger.effect === parsed.effect),
        }
      : null;
  return {
    eventId,
    consequenceId,
    text: option?.consequence_text ?? '',
    changes: turnBreakdown(loadedRun.map, before, after, eventId, consequenceId),
    effect,
    // A winning or deadly option ends the run before its reward is handed out (docs/game-rules.md, one turn).
    rewardId: option && after.status !== 'dead' && !option.wins ? option.idobject_reward : null,
    triggers,
  };
}
