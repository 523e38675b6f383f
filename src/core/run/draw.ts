/** The message bottle: draws the next event at random from those still drawable (spec 4). */
import { pick } from '../rng';
import { drawableEvents, findEvent, hasDrawableEvent, isAnswerable } from './map-index';
import type { ActionResult, PlayMap, RunState } from './types';

/** With nothing left to draw the island is survived: the run ends as a win. */
export const winWhenNothingLeft = (map: PlayMap, state: RunState): RunState =>
  state.status === 'playing' && state.current === null && !hasDrawableEvent(map, state)
    ? { ...state, status: 'won', endReason: 'no-events' }
    : state;

/** Opens a random drawable event with the run's generator and takes it out of the pool. */
export function drawEvent(map: PlayMap, state: RunState): ActionResult {
  if (state.status !== 'playing') return { ok: false, refusal: { code: 'run-ended' } };
  if (state.current !== null) return { ok: false, refusal: { code: 'event-open', current: state.current } };
  const candidates = drawableEvents(map, state);
  if (candidates.length === 0) return { ok: true, state: winWhenNothingLeft(map, state) };
  const { value: eventId, rng } = pick(state.rng, candidates);
  return { ok: true, state: { ...state, rng, current: eventId, pool: state.pool.filter((id) => id !== eventId) } };
}

/**
 * Opens a chosen event instead of drawing one: the map editor's "play from event N" (docs/event-editor.md). Locked
 * events open too (that is what a creator tests); an event already played, or one whose every option needs an item
 * the backpack lacks, cannot. The server cannot replay such a run from its seed: it is a practice run.
 */
export function openEvent(map: PlayMap, state: RunState, eventId: number): ActionResult {
  if (state.status !== 'playing') return { ok: false, refusal: { code: 'run-ended' } };
  if (state.current !== null) return { ok: false, refusal: { code: 'event-open', current: state.current } };
  const event = findEvent(map, eventId);
  if (!event || !state.pool.includes(eventId)) return { ok: false, refusal: { code: 'unknown-event', eventId } };
  if (!isAnswerable(event, state)) return { ok: false, refusal: { code: 'event-not-answerable', eventId } };
  return { ok: true, state: { ...state, current: eventId, pool: state.pool.filter((id) => id !== eventId) } };
}
