import type { Viewport } from '@xyflow/react';
import type { EditorGraph } from '@src/state/editor/graph-edits';
import { estimatedNode, NODE_WIDTH } from './flow-model';

/** The editor opens at the zoom nodes are designed for: their text at its real size, whatever the map's size. */
export const OPENING_ZOOM = 1;
/** Room kept above a node too tall to centre. */
const TOP_MARGIN = 24;
/** The bottom strip where the zoom controls and the minimap float: the start event is centred above it. */
const CONTROLS_STRIP = 120;

/** Where a player starts: the first unlocked event (the bottle draws those), else the first event; null when empty. */
export function startEventId(graph: EditorGraph): number | null {
  let first: number | null = null;
  for (const event of graph.events.values()) {
    if (!event.locked) return event.eventid;
    first ??= event.eventid;
  }
  return first;
}

/**
 * The camera as the editor opens: at OPENING_ZOOM, with the start event in the middle of a canvas `width` × `height`,
 * above the strip of the zoom controls (its top kept on screen when it is taller than that). An empty map centres the spot a first event would take.
 */
export function openingViewport(graph: EditorGraph, width: number, height: number): Viewport {
  const start = startEventId(graph);
  const position = (start !== null && graph.positions.get(start)) || { x: 0, y: 0 };
  const nodeHeight = estimatedNode(start === null ? undefined : graph.events.get(start)).initialHeight ?? 0;
  const zoom = OPENING_ZOOM;
  const top = Math.max(TOP_MARGIN, (height - CONTROLS_STRIP - nodeHeight * zoom) / 2);
  return {
    x: Math.round(width / 2 - (position.x + NODE_WIDTH / 2) * zoom),
    y: Math.round(top - position.y * zoom),
    zoom,
  };
}
