/**
 * What the editor warns about without keeping a map from being published (docs/event-editor.md, "Simulation"): by
 * the rules, a run whose bottle has nothing left to draw is won (spec 4), so on a map whose winning option sits
 * behind a lock a run can be declared won before any winning option was ever on screen (issue 28).
 */
import { canReachWin, type GraphEvent, type GraphOption } from './map-graph';

export type MapWarning = {
  /** Some run can empty the bottle, and so win, without ever meeting an event that has a winning option. */
  readonly code: 'empty-deck-before-win';
};

/** Links and items an option adds to a run: the fewer, the less it opens for the bottle. */
const opens = (option: GraphOption): number =>
  Number(option.unlocksEventId !== null) +
  Number(option.followsEventId !== null) +
  Number(option.rewardItemId !== null);

/**
 * Whether a player who steers away from winning options can empty the bottle. It plays such a player on the graph:
 * every event the bottle could draw is met in time (unlocks and items are never lost, and the bottle draws everything
 * drawable before it is empty), so once an event with a winning option is drawable it will be met and the answer is
 * no; at each other event the player takes an open option that neither unlocks nor follows to such an event, the one
 * that opens least. Sound: when it answers yes, the bottle can draw in the order it played with a character that
 * lives that long. Greedy, so it may miss a map where only a cleverer choice avoids the win (the simulation's
 * empty-deck figure still shows it). Linear: a worklist revisits only the events an unlock or a new item may open.
 */
export function canEmptyDeckBeforeWin(events: readonly GraphEvent[]): boolean {
  const byId = new Map(events.map((event) => [event.id, event]));
  const winning = new Set(events.filter((event) => event.consequences.some((option) => option.wins)).map((e) => e.id));
  /** Events with an option that needs the item, by item: they may become drawable once it is held. */
  const needing = new Map<number, GraphEvent[]>();
  for (const event of events) {
    for (const { requiredItemId: item } of event.consequences) {
      if (item === null) continue;
      const list = needing.get(item);
      if (list) list.push(event);
      else needing.set(item, [event]);
    }
  }
  const met = new Set<number>();
  const unlocked = new Set<number>();
  const items = new Set<number>();
  /** Events that may be drawable: all at first, then whatever an unlock or a new item may have opened. */
  const candidates: GraphEvent[] = [...events].reverse();
  const open = (option: GraphOption) => option.requiredItemId === null || items.has(option.requiredItemId);
  const drawable = (event: GraphEvent) =>
    !met.has(event.id) && (!event.locked || unlocked.has(event.id)) && event.consequences.some(open);
  const avoids = (option: GraphOption) =>
    open(option) &&
    !(option.unlocksEventId !== null && winning.has(option.unlocksEventId)) &&
    !(option.followsEventId !== null && winning.has(option.followsEventId));

  /** Meets `event` and what its chosen options follow to; false when a winning option is met. */
  const meet = (first: GraphEvent): boolean => {
    for (let event: GraphEvent | undefined = first; event; ) {
      if (winning.has(event.id)) return false;
      met.add(event.id);
      const choice: GraphOption | undefined = event.consequences.filter(avoids).sort((a, b) => opens(a) - opens(b))[0];
      if (!choice) return false;
      const { unlocksEventId: unlock, rewardItemId: reward } = choice;
      if (unlock !== null && !unlocked.has(unlock)) {
        unlocked.add(unlock);
        const target = byId.get(unlock);
        if (target) candidates.push(target);
      }
      if (reward !== null && !items.has(reward)) {
        items.add(reward);
        candidates.push(...(needing.get(reward) ?? []));
      }
      // As in the rules, a follow opens only an event not met yet that the player can answer.
      const next: GraphEvent | undefined = choice.followsEventId === null ? undefined : byId.get(choice.followsEventId);
      event = next && !met.has(next.id) && next.consequences.some(open) ? next : undefined;
    }
    return true;
  };

  // Any drawable event may be the bottle's next, so the order the worklist meets them in is a real one.
  for (let event = candidates.pop(); event; event = candidates.pop()) {
    if (drawable(event) && !meet(event)) return false;
  }
  return true;
}

/**
 * The map's warnings. Maps where no winning option can be reached at all are left to the map check's own issue
 * (map-validation.ts, 'no-reachable-win'), which already says more.
 */
export function mapWarnings(events: readonly GraphEvent[]): MapWarning[] {
  return canReachWin(events) && canEmptyDeckBeforeWin(events) ? [{ code: 'empty-deck-before-win' }] : [];
}
