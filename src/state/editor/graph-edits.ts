import type { EdgeType, EditorEvent } from '@src/contract/editor';
import type { ConsequenceView } from '@src/contract/events';

/**
 * The event diagram as plain immutable data: events by id (in map order) and where each node stands. Every change
 * returns a new graph and keeps the objects it did not touch, so a node only re-renders when its own event changed.
 */

export interface XY {
  readonly x: number;
  readonly y: number;
}

export interface GraphEventData {
  readonly eventid: number;
  readonly premise: string;
  readonly locked: boolean;
  readonly consequences: readonly ConsequenceView[];
}

export interface EditorGraph {
  readonly events: ReadonlyMap<number, GraphEventData>;
  readonly positions: ReadonlyMap<number, XY>;
}

/** A link drawn as an edge: option `consequenceId` of `sourceEvent` follows to, or unlocks, `target`. */
export interface GraphLink {
  readonly id: string;
  readonly sourceEvent: number;
  readonly consequenceId: number;
  readonly target: number;
  readonly type: EdgeType;
}

export const emptyGraph: EditorGraph = { events: new Map(), positions: new Map() };

/** Spec 9: events without a saved position are laid out on a grid with this spacing. */
export const GRID_SPACING = 650;

/** The option field that holds a link of each type. */
export const linkField = (type: EdgeType) => (type === 'direct' ? 'follows_eventid' : 'unlocks_eventid');

/** The edge id the server uses too: an option has at most one link of each type. */
const linkId = (type: EdgeType, consequenceId: number) => `${type}-${consequenceId}`;

/**
 * Positions for every event: saved ones stay, the others fill a square-ish grid (650 px apart) that starts one row
 * under the lowest saved node, so new rows never land on top of nodes the creator placed. `placed` lists the laid out
 * events, in map order, so their positions can be saved once.
 */
export function layoutGrid(events: readonly Pick<EditorEvent, 'eventid' | 'position'>[]) {
  const positions = new Map<number, XY>();
  const unplaced: number[] = [];
  for (const event of events) {
    if (event.position) positions.set(event.eventid, event.position);
    else unplaced.push(event.eventid);
  }
  const saved = [...positions.values()];
  const originX = saved.length > 0 ? Math.min(...saved.map((p) => p.x)) : 0;
  const originY = saved.length > 0 ? Math.max(...saved.map((p) => p.y)) + GRID_SPACING : 0;
  const columns = Math.max(1, Math.ceil(Math.sqrt(unplaced.length)));
  unplaced.forEach((eventid, index) => {
    positions.set(eventid, {
      x: originX + (index % columns) * GRID_SPACING,
      y: originY + Math.floor(index / columns) * GRID_SPACING,
    });
  });
  return { positions, placed: unplaced };
}

/** The graph of the server's answer, with the grid filling in missing positions. */
export function graphFromServer(events: readonly EditorEvent[]) {
  const { positions, placed } = layoutGrid(events);
  const byId = new Map(
    events.map(({ eventid, premise, locked, consequences }) => [eventid, { eventid, premise, locked, consequences }]),
  );
  return { graph: { events: byId, positions } satisfies EditorGraph, placed };
}

export function withEvent(graph: EditorGraph, event: GraphEventData, position: XY): EditorGraph {
  return {
    events: new Map(graph.events).set(event.eventid, event),
    positions: new Map(graph.positions).set(event.eventid, position),
  };
}

/** Removes an event; like the server, links to it from other options are cleared. */
export function withoutEvent(graph: EditorGraph, eventId: number): EditorGraph {
  const events = new Map(graph.events);
  events.delete(eventId);
  const positions = new Map(graph.positions);
  positions.delete(eventId);
  for (const link of incomingLinks(graph, eventId)) {
    const source = events.get(link.sourceEvent);
    if (source) events.set(source.eventid, patchOption(source, link.consequenceId, { [linkField(link.type)]: null }));
  }
  return { events, positions };
}

export function withEventFields(
  graph: EditorGraph,
  eventId: number,
  fields: Pick<GraphEventData, 'premise' | 'locked'>,
): EditorGraph {
  const event = graph.events.get(eventId);
  if (!event) return graph;
  return { ...graph, events: new Map(graph.events).set(eventId, { ...event, ...fields }) };
}

export function withOption(graph: EditorGraph, eventId: number, option: ConsequenceView): EditorGraph {
  const event = graph.events.get(eventId);
  if (!event) return graph;
  return {
    ...graph,
    events: new Map(graph.events).set(eventId, { ...event, consequences: [...event.consequences, option] }),
  };
}

export function withoutOption(graph: EditorGraph, consequenceId: number): EditorGraph {
  const found = locateOption(graph, consequenceId);
  if (!found) return graph;
  const consequences = found.event.consequences.filter((option) => option.consequenceid !== consequenceId);
  return { ...graph, events: new Map(graph.events).set(found.event.eventid, { ...found.event, consequences }) };
}

/** Sets (or, with null, clears) the option's link of one type. */
export function withLink(
  graph: EditorGraph,
  consequenceId: number,
  type: EdgeType,
  target: number | null,
): EditorGraph {
  const found = locateOption(graph, consequenceId);
  if (!found) return graph;
  const event = patchOption(found.event, consequenceId, { [linkField(type)]: target });
  return { ...graph, events: new Map(graph.events).set(event.eventid, event) };
}

export function withPositions(graph: EditorGraph, moved: Iterable<readonly [number, XY]>): EditorGraph {
  const positions = new Map(graph.positions);
  for (const [eventId, position] of moved) if (graph.events.has(eventId)) positions.set(eventId, position);
  return { ...graph, positions };
}

function patchOption(event: GraphEventData, consequenceId: number, change: Partial<ConsequenceView>): GraphEventData {
  return {
    ...event,
    consequences: event.consequences.map((option) =>
      option.consequenceid === consequenceId ? { ...option, ...change } : option,
    ),
  };
}

export function locateOption(graph: EditorGraph, consequenceId: number) {
  for (const event of graph.events.values()) {
    const option = event.consequences.find((candidate) => candidate.consequenceid === consequenceId);
    if (option) return { event, option };
  }
  return undefined;
}

/** Every link of an option, whether or not its target still exists. */
export function linksOf(event: GraphEventData): GraphLink[] {
  const links: GraphLink[] = [];
  for (const option of event.consequences) {
    for (const type of ['direct', 'unlocks'] as const) {
      const target = option[linkField(type)];
      if (target !== null)
        links.push({
          id: linkId(type, option.consequenceid),
          sourceEvent: event.eventid,
          consequenceId: option.consequenceid,
          target,
          type,
        });
    }
  }
  return links;
}

/** The links that can be drawn: their target is on the map. */
export function drawableLinks(events: EditorGraph['events']): GraphLink[] {
  return [...events.values()].flatMap(linksOf).filter((link) => events.has(link.target));
}

export function incomingLinks(graph: EditorGraph, eventId: number): GraphLink[] {
  return [...graph.events.values()].flatMap(linksOf).filter((link) => link.target === eventId);
}

/** The id an event or option has now, following the aliases undo and redo left when they re-created it. */
export function followAliases(aliases: ReadonlyMap<number, number>, id: number): number {
  let current = id;
  for (let hops = 0; aliases.has(current) && hops < aliases.size; hops++) current = aliases.get(current) as number;
  return current;
}
