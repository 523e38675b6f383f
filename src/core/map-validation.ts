/**
 * The check a map must pass to be published; the editor shows the same list while the creator works. Every issue
 * names what is wrong by id, so the editor can point at the node or option and translate the text itself.
 */
import { reachability, type GraphEvent } from './map-graph';

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

export type MapIssue =
  /** The map has no events at all. */
  | { readonly code: 'no-events' }
  /** The bottle never offers an event without options, and a follow to it opens nothing. */
  | { readonly code: 'event-without-options'; readonly eventId: number }
  /** Locked, and no option a player can take unlocks it or leads to it. */
  | { readonly code: 'event-unreachable'; readonly eventId: number }
  /** An option unlocks or leads to an event that is not in this map. */
  | {
      readonly code: 'link-to-missing-event';
      readonly eventId: number;
      readonly consequenceId: number;
      readonly link: 'unlocks' | 'follows';
      readonly targetId: number;
    }
  /** An option needs an item that no option of the map gives. */
  | {
      readonly code: 'item-never-rewarded';
      readonly eventId: number;
      readonly consequenceId: number;
      readonly itemId: number;
    }
  /** An option needs an item that is given only where no player can get to. */
  | {
      readonly code: 'option-never-takeable';
      readonly eventId: number;
      readonly consequenceId: number;
      readonly itemId: number;
    }
  /** No option a player can take wins the game. */
  | { readonly code: 'no-reachable-win' };

/** Everything that keeps a map from being published, in map order; an empty list means it can be. */
export function validateMap(events: readonly GraphEvent[]): MapIssue[] {
  if (events.length === 0) return [{ code: 'no-events' }];
  const known = new Set(events.map((event) => event.eventid));
  const rewarded = new Set(events.flatMap((event) => event.consequences.map((option) => option.idobject_reward)));
  const reach = reachability(events);
  const issues: MapIssue[] = [];

  for (const event of events) {
    const eventId = event.eventid;
    if (event.consequences.length === 0) issues.push({ code: 'event-without-options', eventId });
    else if (!reach.events.has(eventId)) issues.push({ code: 'event-unreachable', eventId });

    for (const option of event.consequences) {
      const consequenceId = option.consequenceid;
      for (const [link, targetId] of [
        ['unlocks', option.unlocks_eventid],
        ['follows', option.follows_eventid],
      ] as const) {
        if (targetId !== null && !known.has(targetId)) {
          issues.push({ code: 'link-to-missing-event', eventId, consequenceId, link, targetId });
        }
      }
      const itemId = option.idobject_requeriment;
      if (itemId === null) continue;
      if (!rewarded.has(itemId)) issues.push({ code: 'item-never-rewarded', eventId, consequenceId, itemId });
      // Options of unreachable events are covered by the event's own issue.
      else if (reach.events.has(eventId) && !reach.options.has(consequenceId)) {
        issues.push({ code: 'option-never-takeable', eventId, consequenceId, itemId });
      }
    }
  }

  const canWin = events.some((event) =>
    event.consequences.some((option) => option.wins && reach.options.has(option.consequenceid)),
  );
  if (!canWin) issues.push({ code: 'no-reachable-win' });
  return issues;
}
