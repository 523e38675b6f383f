/**
 * Choosing an option of the event on screen: one turn of the spec's section 4, then its outcome. Death is checked
 * before victory (a winning option that empties a stat kills: see docs/game-rules.md), then unlocks, the reward and
 * follows.
 */
import { anyStatEmpty } from '../stats';
import { hasRequiredItem, withItem } from './backpack';
import { winWhenNothingLeft } from './draw';
import { findEvent, isAnswerable } from './map-index';
import {
  applyChoiceChanges,
  applyDrain,
  applyLastStand,
  applyPassiveRegen,
  giveOptionEffect,
  tickEffects,
} from './turn-steps';
import type { ActionResult, PlayConsequence, PlayEvent, PlayMap, Refusal, RunState, RunWarning } from './types';

/** Whether this option of this event can be taken now; the reason when it cannot (for disabling the button). */
export function canChoose(
  state: RunState,
  event: PlayEvent,
  option: PlayConsequence,
): { ok: true } | { ok: false; refusal: Refusal } {
  if (state.status !== 'playing') return { ok: false, refusal: { code: 'run-ended' } };
  if (state.current !== event.id) {
    return { ok: false, refusal: { code: 'event-not-current', eventId: event.id, current: state.current } };
  }
  if (!event.consequences.some((offered) => offered.id === option.id)) {
    return { ok: false, refusal: { code: 'option-not-offered', eventId: event.id, consequenceId: option.id } };
  }
  if (option.requiredItemId !== null && !hasRequiredItem(state.backpack, option)) {
    return { ok: false, refusal: { code: 'item-required', itemId: option.requiredItemId } };
  }
  return { ok: true };
}

function warn(state: RunState, warning: Omit<RunWarning, 'turn'>): RunState {
  return { ...state, warnings: [...state.warnings, { turn: state.turn, ...warning }] };
}

/** What the option does to the story once the character survived the turn. */
function applyOutcome(map: PlayMap, state: RunState, eventId: number, option: PlayConsequence): RunState {
  if (option.wins) return { ...state, status: 'won', endReason: 'wins' };
  let next = state;
  const ids = { eventId, consequenceId: option.id };
  const unlock = option.unlocksEventId;
  if (unlock !== null) {
    next = findEvent(map, unlock)
      ? { ...next, unlocked: next.unlocked.includes(unlock) ? next.unlocked : [...next.unlocked, unlock] }
      : warn(next, { code: 'unlock-target-missing', target: unlock, ...ids });
  }
  if (option.rewardItemId !== null) next = { ...next, backpack: withItem(next.backpack, option.rewardItemId) };
  const follow = option.followsEventId;
  if (follow !== null) {
    // Only an event still in the pool that the player can answer opens (locked or not): this keeps follow loops from
    // running forever and the player from being stuck. Anything else counts as a missing target.
    const target = findEvent(map, follow);
    next =
      target && next.pool.includes(follow) && isAnswerable(target, next)
        ? { ...next, current: follow, pool: next.pool.filter((id) => id !== follow) }
        : warn(next, { code: 'follow-target-missing', target: follow, ...ids });
  }
  return winWhenNothingLeft(map, next);
}

export function choose(map: PlayMap, state: RunState, eventId: number, consequenceId: number): ActionResult {
  if (state.status !== 'playing') return { ok: false, refusal: { code: 'run-ended' } };
  const event = findEvent(map, eventId);
  if (!event) return { ok: false, refusal: { code: 'unknown-event', eventId } };
  const option = event.consequences.find((offered) => offered.id === consequenceId);
  if (!option) return { ok: false, refusal: { code: 'option-not-offered', eventId, consequenceId } };
  const allowed = canChoose(state, event, option);
  if (!allowed.ok) return allowed;

  let next: RunState = { ...state, turn: state.turn + 1, current: null };
  next = applyChoiceChanges(next, option);
  next = giveOptionEffect(next, eventId, option);
  next = tickEffects(next);
  next = applyDrain(next);
  next = applyPassiveRegen(next);
  next = { ...next, completed: [...next.completed, { turn: next.turn, eventId, consequenceId }] };
  next = applyLastStand(next);
  if (anyStatEmpty(next.stats)) return { ok: true, state: { ...next, status: 'dead', endReason: 'died' } };
  return { ok: true, state: applyOutcome(map, next, eventId, option) };
}
