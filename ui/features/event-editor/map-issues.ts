import { checkedEvent } from '@src/contract/to-core';
import { validateMap, type MapIssue } from '@src/core/map-validation';
import { mapWarnings, type MapWarning } from '@src/core/map-warnings';
import type { PlayEvent } from '@src/core/run';
import type { EditorState } from '@src/state/editor/store';

/**
 * The map check of src/core/map-validation.ts over the editor's graph, with each problem filed under the event and
 * option it is about, so nodes can show their own warnings, and items named (the player's items) so the sentences can
 * say "Pala". Computed once per version of the graph and of the item list.
 */
export interface IssueIndex {
  readonly list: readonly MapIssue[];
  /** What the creator should know but may publish with (src/core/map-warnings.ts). */
  readonly warnings: readonly MapWarning[];
  /** Issue codes per event, joined with spaces: a string, so a node re-renders only when its own codes change. */
  readonly byEvent: ReadonlyMap<number, string>;
  readonly byOption: ReadonlyMap<number, string>;
}

type Checked = Pick<EditorState, 'graph' | 'items'>;

/** The editor's events as the rules and the map check read them (premises included, for the check's sentences). */
export const coreEventsOf = (events: Checked['graph']['events']): PlayEvent[] =>
  [...events.values()].map((event) => checkedEvent(event, event.consequences));

let cached: { events: Checked['graph']['events']; items: Checked['items']; index: IssueIndex } | undefined;

export function issuesOf({ graph: { events }, items }: Checked): IssueIndex {
  if (cached?.events === events && cached.items === items) return cached.index;
  const graph = coreEventsOf(events);
  const list = validateMap(graph, new Map(items.map((item) => [item.objectid, item.name])));
  const byEvent = new Map<number, string>();
  const byOption = new Map<number, string>();
  const file = (into: Map<number, string>, id: number, code: string) => {
    const codes = into.get(id);
    if (!codes?.split(' ').includes(code)) into.set(id, codes ? `${codes} ${code}` : code);
  };
  for (const issue of list) {
    if ('eventId' in issue) file(byEvent, issue.eventId, issue.code);
    if ('consequenceId' in issue) file(byOption, issue.consequenceId, issue.code);
  }
  const index = { list, warnings: mapWarnings(graph), byEvent, byOption };
  cached = { events, items, index };
  return index;
}

/** Forgets the last check (between tests, which share the module). */
export function resetIssueCache() {
  cached = undefined;
}

/** The event to show for an issue, if it is about one. */
export const eventOfIssue = (issue: MapIssue): number | null => ('eventId' in issue ? issue.eventId : null);
