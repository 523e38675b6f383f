/**
 * A map as the creator tools see it: events, their options and the links between them. Shared by the map check
 * (map-validation.ts) and the difficulty (difficulty.ts), on the server and in the editor.
 */

/** One option of an event; ids that are not set are null. */
export interface GraphOption {
  readonly consequenceid: number;
  readonly wins: boolean;
  readonly idobject_requeriment: number | null;
  readonly idobject_reward: number | null;
  readonly unlocks_eventid: number | null;
  readonly follows_eventid: number | null;
}

export interface GraphEvent<Option extends GraphOption = GraphOption> {
  readonly eventid: number;
  /** What the event says: the map check names events by it. */
  readonly premise?: string;
  readonly locked: boolean;
  readonly consequences: readonly Option[];
}

export interface Reachability {
  /** Events a player can meet: drawn from the bottle, unlocked, or opened by a follow. */
  readonly events: ReadonlySet<number>;
  /** Options a player can take: on a reachable event, and needing no item or one some takeable option gives. */
  readonly options: ReadonlySet<number>;
  /** Items some takeable option gives. */
  readonly items: ReadonlySet<number>;
}

/**
 * What a run can ever get to, as in the rules (src/core/run): the bottle draws unlocked events, an option can unlock a
 * locked event or open any event at once (follow), an option needing an item is open once the item is held, and the
 * backpack starts empty. A worklist visits each event and takes each option once, so a 2,000-event map stays cheap.
 */
export function reachability(events: readonly GraphEvent[]): Reachability {
  const byId = new Map(events.map((event) => [event.eventid, event]));
  const reachable = new Set<number>();
  const takeable = new Set<number>();
  const items = new Set<number>();
  /** Options of reachable events still waiting for an item, by that item. */
  const waiting = new Map<number, GraphOption[]>();
  const eventQueue: GraphEvent[] = [];
  const optionQueue: GraphOption[] = [];

  const reach = (eventId: number | null) => {
    const event = eventId === null ? undefined : byId.get(eventId);
    if (event && !reachable.has(event.eventid)) {
      reachable.add(event.eventid);
      eventQueue.push(event);
    }
  };
  for (const event of events) if (!event.locked) reach(event.eventid);

  while (eventQueue.length > 0 || optionQueue.length > 0) {
    const option = optionQueue.pop();
    if (option) {
      takeable.add(option.consequenceid);
      const reward = option.idobject_reward;
      if (reward !== null && !items.has(reward)) {
        items.add(reward);
        optionQueue.push(...(waiting.get(reward) ?? []));
        waiting.delete(reward);
      }
      reach(option.unlocks_eventid);
      reach(option.follows_eventid);
      continue;
    }
    const event = eventQueue.pop() as GraphEvent;
    for (const candidate of event.consequences) {
      const needed = candidate.idobject_requeriment;
      if (needed === null || items.has(needed)) optionQueue.push(candidate);
      else if (waiting.has(needed)) waiting.get(needed)?.push(candidate);
      else waiting.set(needed, [candidate]);
    }
  }
  return { events: reachable, options: takeable, items };
}
