/**
 * The check a map must pass to be published; the editor shows the same list while the creator works. Every issue
 * carries the ids of what is wrong, so the editor can point at the node or option, and the names a creator knows them
 * by (the event's premise, the item's name) when it was given them, so its sentence can say "Pala" and not "item 29".
 */
import { canReachWin, reachability, type GraphEvent } from './map-graph';

export const MAP_ISSUE_CODES = [
  'no-events',
  'event-without-options',
  'event-unreachable',
  'link-to-missing-event',
  'item-never-rewarded',
  'option-never-takeable',
  'no-reachable-win',
] as const;
export type MapIssueCode = (typeof MAP_ISSUE_CODES)[number];

/** The event an issue is about: its id, and its premise when the map check was given it. */
interface AboutEvent {
  readonly eventId: number;
  readonly premise?: string;
}

/** The item an issue is about: its id, and its name when the map check was given it. */
interface AboutItem {
  readonly itemId: number;
  readonly itemName?: string;
}

export type MapIssue =
  /** The map has no events at all. */
  | { readonly code: 'no-events' }
  /** The bottle never offers an event without options, and a follow to it opens nothing. */
  | ({ readonly code: 'event-without-options' } & AboutEvent)
  /** Locked, and no option a player can take unlocks it or leads to it. */
  | ({ readonly code: 'event-unreachable' } & AboutEvent)
  /** An option unlocks or leads to an event that is not in this map. */
  | ({
      readonly code: 'link-to-missing-event';
      readonly consequenceId: number;
      readonly link: 'unlocks' | 'follows';
      readonly targetId: number;
    } & AboutEvent)
  /** An option needs an item that no option of the map gives. */
  | ({ readonly code: 'item-never-rewarded'; readonly consequenceId: number } & AboutEvent & AboutItem)
  /** An option needs an item that is given only where no player can get to. */
  | ({ readonly code: 'option-never-takeable'; readonly consequenceId: number } & AboutEvent & AboutItem)
  /** No option a player can take wins the game. */
  | { readonly code: 'no-reachable-win' };

/**
 * Everything that keeps a map from being published, in map order; an empty list means it can be. `itemNames` (item id
 * to name) lets issues about items name them; events are named by their premise when they have one.
 */
export function validateMap(
  events: readonly GraphEvent[],
  itemNames: ReadonlyMap<number, string> = new Map(),
): MapIssue[] {
  if (events.length === 0) return [{ code: 'no-events' }];
  const known = new Set(events.map((event) => event.id));
  const rewarded = new Set(events.flatMap((event) => event.consequences.map((option) => option.rewardItemId)));
  const reach = reachability(events);
  const issues: MapIssue[] = [];

  for (const event of events) {
    const eventId = event.id;
    const about: AboutEvent = event.premise === undefined ? { eventId } : { eventId, premise: event.premise };
    if (event.consequences.length === 0) issues.push({ code: 'event-without-options', ...about });
    else if (!reach.events.has(eventId)) issues.push({ code: 'event-unreachable', ...about });

    for (const option of event.consequences) {
      const consequenceId = option.id;
      for (const [link, targetId] of [
        ['unlocks', option.unlocksEventId],
        ['follows', option.followsEventId],
      ] as const) {
        if (targetId !== null && !known.has(targetId)) {
          issues.push({ code: 'link-to-missing-event', ...about, consequenceId, link, targetId });
        }
      }
      const itemId = option.requiredItemId;
      if (itemId === null) continue;
      const itemName = itemNames.get(itemId);
      const item: AboutItem = itemName === undefined ? { itemId } : { itemId, itemName };
      if (!rewarded.has(itemId)) issues.push({ code: 'item-never-rewarded', ...about, consequenceId, ...item });
      // Options of unreachable events are covered by the event's own issue.
      else if (reach.events.has(eventId) && !reach.options.has(consequenceId)) {
        issues.push({ code: 'option-never-takeable', ...about, consequenceId, ...item });
      }
    }
  }

  if (!canReachWin(events, reach)) issues.push({ code: 'no-reachable-win' });
  return issues;
}
