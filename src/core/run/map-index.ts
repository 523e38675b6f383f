/** Lookups by id into a map in play, built once per map object (maps are immutable while played). */
import { hasRequiredItem } from './backpack';
import type { PlayEvent, PlayItem, PlayMap, RunState } from './types';

interface MapIndex {
  readonly events: ReadonlyMap<number, PlayEvent>;
  readonly items: ReadonlyMap<number, PlayItem>;
}

const cache = new WeakMap<PlayMap, MapIndex>();

/** Ids are unique in well-formed maps; if not, the first entry with an id wins. */
function byId<T>(list: readonly T[], idOf: (entry: T) => number): Map<number, T> {
  const index = new Map<number, T>();
  for (const entry of list) if (!index.has(idOf(entry))) index.set(idOf(entry), entry);
  return index;
}

function indexOf(map: PlayMap): MapIndex {
  let index = cache.get(map);
  if (!index) {
    index = { events: byId(map.events, (event) => event.id), items: byId(map.items, (item) => item.id) };
    cache.set(map, index);
  }
  return index;
}

export const findEvent = (map: PlayMap, eventId: number): PlayEvent | undefined => indexOf(map).events.get(eventId);
export const findItem = (map: PlayMap, itemId: number): PlayItem | undefined => indexOf(map).items.get(itemId);

/**
 * Whether the player could answer this event now: it has an option whose required item is held. Events that could
 * not be answered are never opened, so the player is never stuck in front of an event with every option disabled.
 */
export const isAnswerable = (event: PlayEvent, state: RunState): boolean =>
  event.consequences.some((option) => hasRequiredItem(state.backpack, option));

/** The bottle offers answerable events that are not locked (or were unlocked during the run). */
export const isDrawable = (event: PlayEvent, state: RunState): boolean =>
  isAnswerable(event, state) && (!event.locked || state.unlocked.includes(event.id));

/** The events of the pool the bottle could draw now, in pool order. */
export function drawableEvents(map: PlayMap, state: RunState): number[] {
  return state.pool.filter((id) => {
    const event = findEvent(map, id);
    return event !== undefined && isDrawable(event, state);
  });
}

/** Whether the bottle could draw anything now (stops at the first drawable event). */
export function hasDrawableEvent(map: PlayMap, state: RunState): boolean {
  return state.pool.some((id) => {
    const event = findEvent(map, id);
    return event !== undefined && isDrawable(event, state);
  });
}
