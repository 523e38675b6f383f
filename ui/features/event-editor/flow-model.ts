import { MarkerType, Position, type Edge, type Node, type NodeHandle } from '@xyflow/react';
import type { EdgeType } from '@src/contract/editor';
import type { ConsequenceView } from '@src/contract/events';
import type { GraphEventData, GraphLink, XY } from '@src/state/editor/graph-edits';

/** How the editor's graph becomes React Flow nodes and edges, keeping unchanged objects so React Flow skips them. */

export type EventFlowNode = Node<{ eventId: number }, 'event'>;
export type LinkFlowEdge = Edge<{ link: GraphLink; pending: boolean }, 'link'>;

/** A node is this wide on the canvas (the grid spacing of 650 px leaves room for the edges between). */
export const NODE_WIDTH = 320;

export const optionHandleId = (consequenceId: number) => `option-${consequenceId}`;
export const EVENT_HANDLE_ID = 'in';

/** The option id of a source handle, or null for anything else. */
export function consequenceOfHandle(handleId: string | null | undefined): number | null {
  const match = /^option-(\d+)$/.exec(handleId ?? '');
  return match ? Number(match[1]) : null;
}

/** Rough heights (px) of a node's parts, matching node.module.css closely enough to aim edges and cull nodes. */
const ESTIMATE = { top: 130, option: 74, facts: 26, links: 34, noOptions: 34, footer: 62, handle: 16 } as const;

const hasFacts = (option: ConsequenceView) =>
  option.health_consequence !== 0 ||
  option.hunger_consequence !== 0 ||
  option.thirst_consequence !== 0 ||
  option.sanity_consequence !== 0 ||
  option.wins ||
  option.idobject_requeriment !== null ||
  option.idobject_reward !== null ||
  !['', 'nada'].includes(option.effect_consequence);

/**
 * A node's size and handles before it has ever been drawn. React Flow draws every node once to measure its handles;
 * with these estimates it can skip the ones off screen, so a 1,000-event map opens by drawing only what is visible.
 * The estimates are dropped as soon as the node is measured (see useFlowNodes).
 */
export function estimatedNode(
  event: GraphEventData | undefined,
): Pick<EventFlowNode, 'initialWidth' | 'initialHeight' | 'handles'> {
  const size = ESTIMATE.handle;
  const handles: NodeHandle[] = [
    { id: EVENT_HANDLE_ID, type: 'target', position: Position.Left, x: -size / 2, y: 26, width: size, height: size },
  ];
  const options = event?.consequences ?? [];
  let y = ESTIMATE.top + (options.length === 0 ? ESTIMATE.noOptions : 0);
  for (const option of options) {
    const height =
      ESTIMATE.option +
      (hasFacts(option) ? ESTIMATE.facts : 0) +
      (option.follows_eventid !== null || option.unlocks_eventid !== null ? ESTIMATE.links : 0);
    const id = optionHandleId(option.consequenceid);
    handles.push({
      id,
      type: 'source',
      position: Position.Right,
      x: NODE_WIDTH - size / 2,
      y: y + (height - size) / 2,
      width: size,
      height: size,
    });
    y += height;
  }
  return { initialWidth: NODE_WIDTH, initialHeight: y + ESTIMATE.footer, handles };
}

/** The node once React Flow has measured it: the estimates would otherwise override the measured handles. */
export function withoutEstimates(node: EventFlowNode): EventFlowNode {
  if (!node.handles) return node;
  const { handles: _handles, initialWidth: _width, initialHeight: _height, ...measured } = node;
  return measured;
}

/**
 * The nodes for the graph's positions (one per event, in map order). Nodes whose position did not change are the same
 * objects as before, keeping React Flow's selection and measurements; the same array comes back when nothing changed.
 */
export function reconcileNodes(
  previous: readonly EventFlowNode[],
  positions: ReadonlyMap<number, XY>,
  events: ReadonlyMap<number, GraphEventData>,
): EventFlowNode[] {
  const byId = new Map(previous.map((node) => [node.id, node]));
  let unchanged = previous.length === positions.size;
  const next = [...positions].map(([eventId, position], index): EventFlowNode => {
    const old = byId.get(String(eventId));
    if (old && old.position.x === position.x && old.position.y === position.y) {
      if (previous[index] !== old) unchanged = false;
      return old;
    }
    unchanged = false;
    return old
      ? { ...old, position }
      : { id: String(eventId), type: 'event', position, data: { eventId }, ...estimatedNode(events.get(eventId)) };
  });
  return unchanged ? (previous as EventFlowNode[]) : next;
}

/** Stroke colours: the sea for "next event", the sunset for "unlocks event" (the same as the node legend). */
export const EDGE_COLORS: Record<EdgeType, string> = { direct: '#0a5560', unlocks: '#b8462a' };

const edgeCache = new Map<string, LinkFlowEdge>();

/** Forgets the edges kept for reuse (between tests, which share the module). */
export function resetEdgeCache() {
  edgeCache.clear();
}

/** An edge per link, named for screen readers by `labelOf`; a link that did not change keeps its edge object. */
export function toFlowEdges(
  links: readonly GraphLink[],
  pendingIds: ReadonlySet<string>,
  selectedId: string | null,
  labelOf: (link: GraphLink) => string,
): LinkFlowEdge[] {
  const seen = new Set<string>();
  const edges = links.map((link) => {
    seen.add(link.id);
    const pending = pendingIds.has(link.id);
    const selected = link.id === selectedId;
    const ariaLabel = labelOf(link);
    const cached = edgeCache.get(link.id);
    if (
      cached?.data &&
      sameLink(cached.data.link, link) &&
      cached.data.pending === pending &&
      Boolean(cached.selected) === selected &&
      cached.ariaLabel === ariaLabel
    ) {
      return cached;
    }
    const edge: LinkFlowEdge = {
      id: link.id,
      type: 'link',
      source: String(link.sourceEvent),
      sourceHandle: optionHandleId(link.consequenceId),
      target: String(link.target),
      targetHandle: EVENT_HANDLE_ID,
      selected,
      ariaLabel,
      data: { link, pending },
      markerEnd: { type: MarkerType.ArrowClosed, color: EDGE_COLORS[link.type], width: 18, height: 18 },
    };
    edgeCache.set(link.id, edge);
    return edge;
  });
  for (const id of edgeCache.keys()) if (!seen.has(id)) edgeCache.delete(id);
  return edges;
}

const sameLink = (a: GraphLink, b: GraphLink) =>
  a.sourceEvent === b.sourceEvent && a.consequenceId === b.consequenceId && a.target === b.target && a.type === b.type;
