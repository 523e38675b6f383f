import dagre from '@dagrejs/dagre';
import { drawableLinks, type EditorGraph, type XY } from '@src/state/editor/graph-edits';
import { NODE_WIDTH } from './flow-model';
import { NEW_NODE_HEIGHT } from './placement';

/** A node's drawn size, when React Flow has measured it. */
export type SizeOf = (eventId: number) => { readonly width: number; readonly height: number } | undefined;

/** Room between events in a row, and between rows: enough for an edge's label and a handle to grab. */
const NODE_GAP = 80;
const ROW_GAP = 140;
/**
 * Above this many events the layering uses the longest path instead of the network simplex: a few rows wider, but a
 * 10,000-event map is arranged in about a second rather than many.
 */
const LARGE_MAP = 1500;

/**
 * Every event placed in flow order, from the layout library dagre: rows from top to bottom, each event below the
 * events that lead to it (a follow or an unlock), crossings kept few. Events that nothing links stand in the first row.
 * Positions are top-left corners, as React Flow keeps them.
 */
export function arrangedPositions(graph: EditorGraph, sizeOf: SizeOf): Map<number, XY> {
  const layout = new dagre.graphlib.Graph({ multigraph: true });
  layout.setGraph({
    rankdir: 'TB',
    nodesep: NODE_GAP,
    ranksep: ROW_GAP,
    acyclicer: 'greedy',
    ranker: graph.events.size > LARGE_MAP ? 'longest-path' : 'network-simplex',
  });
  layout.setDefaultEdgeLabel(() => ({}));
  for (const eventId of graph.events.keys()) {
    const size = sizeOf(eventId) ?? { width: NODE_WIDTH, height: NEW_NODE_HEIGHT };
    layout.setNode(String(eventId), { width: size.width, height: size.height });
  }
  for (const link of drawableLinks(graph.events)) {
    // A follow is the story's next step: it weighs more than an unlock, which may reach far ahead.
    layout.setEdge(String(link.sourceEvent), String(link.target), { weight: link.type === 'direct' ? 2 : 1 }, link.id);
  }
  dagre.layout(layout);
  const positions = new Map<number, XY>();
  for (const eventId of graph.events.keys()) {
    const { x, y, width, height } = layout.node(String(eventId));
    positions.set(eventId, { x: Math.round(x - width / 2), y: Math.round(y - height / 2) });
  }
  return positions;
}
