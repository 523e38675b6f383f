/**
 * A map as the creator tools see it: events, their options and the links between them. Shared by the map check
 * (map-validation.ts) and the difficulty (difficulty.ts), on the server and in the editor.
 */

/** One option of an event (a consequence, in the spec's words); links that are not set are null. */
export interface GraphOption {
  readonly id: number;
  readonly wins: boolean;
  /** An item the option needs: shown, not spent. */
  readonly requiredItemId: number | null;
  /** An item the option gives. */
  readonly rewardItemId: number | null;
  /** A locked event the option unlocks (the bottle may draw it from then on). */
  readonly unlocksEventId: number | null;
  /** An event the option opens at once. */
  readonly followsEventId: number | null;
}

export interface GraphEvent<Option extends GraphOption = GraphOption> {
  readonly id: number;
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
  const byId = new Map(events.map((event) => [event.id, event]));
  const reachable = new Set<number>();
  const takeable = new Set<number>();
  const items = new Set<number>();
  /** Options of reachable events still waiting for an item, by that item. */
  const waiting = new Map<number, GraphOption[]>();
  const eventQueue: GraphEvent[] = [];
  const optionQueue: GraphOption[] = [];

  const reach = (eventId: number | null) => {
    const event = eventId === null ? undefined : byId.get(eventId);
    if (event && !reachable.has(event.id)) {
      reachable.add(event.id);
      eventQueue.push(event);
    }
  };
  for (const event of events) if (!event.locked) reach(event.id);

  while (eventQueue.length > 0 || optionQueue.length > 0) {
    const option = optionQueue.pop();
    if (option) {
      takeable.add(option.id);
      const reward = option.rewardItemId;
      if (reward !== null && !items.has(reward)) {
        items.add(reward);
        optionQueue.push(...(waiting.get(reward) ?? []));
        waiting.delete(reward);
      }
      reach(option.unlocksEventId);
      reach(option.followsEventId);
      continue;
    }
    const event = eventQueue.pop() as GraphEvent;
    for (const candidate of event.consequences) {
      const needed = candidate.requiredItemId;
      if (needed === null || items.has(needed)) optionQueue.push(candidate);
      else if (waiting.has(needed)) waiting.get(needed)?.push(candidate);
      else waiting.set(needed, [candidate]);
    }
  }
  return { events: reachable, options: takeable, items };
}

/** Whether some option a player can take wins the game. */
export const canReachWin = (events: readonly GraphEvent[], reach: Reachability = reachability(events)): boolean =>
  events.some((event) => event.consequences.some((option) => option.wins && reach.options.has(option.id)));
