import { Position, type NodeHandle } from '@xyflow/react';
import type { EdgeType } from '@src/contract/editor';
import type { GraphEventData, XY } from '@src/state/editor/graph-edits';
import { EVENT_HANDLE_ID, estimatedNode, optionHandleId, type LinkFlowEdge } from './flow-model';
import type { Rect } from './far-view-model';

/** The far view's links (far-view-model.ts): where React Flow would draw each as a bezier, and its bounds. */

/** A link as React Flow's bezier from an option's handle (right side) to an event's (left side), with its bounds. */
export interface FarLink {
  type: EdgeType;
  from: XY;
  to: XY;
  /** The two control points lie on the ends' rows: only their x is kept. */
  control: readonly [number, number];
  bounds: Rect;
}

type Events = ReadonlyMap<number, GraphEventData>;
type Estimate = ReturnType<typeof estimatedNode>;
// An event's estimate is asked again on every build of the scene: kept per event object, which an edit replaces.
const estimates = new WeakMap<GraphEventData, Estimate>();
export function estimateOf(event: GraphEventData | undefined): Estimate {
  if (!event) return estimatedNode(undefined);
  let estimate = estimates.get(event);
  if (!estimate) estimates.set(event, (estimate = estimatedNode(event)));
  return estimate;
}

/** Where a link meets a handle, as React Flow's getHandlePosition puts it. */
function handlePoint(position: XY, handle: NodeHandle | undefined): XY | null {
  if (!handle) return null;
  const side = handle.position === Position.Right ? (handle.width ?? 0) : 0;
  return { x: position.x + handle.x + side, y: position.y + handle.y + (handle.height ?? 0) / 2 };
}

/** React Flow's bezier offset (getBezierPath, curvature 0.25): half the gap forward, a loop backwards. */
const controlOffset = (distance: number) => (distance >= 0 ? 0.5 * distance : 0.25 * 25 * Math.sqrt(-distance));

export function farLink(type: EdgeType, from: XY, to: XY): FarLink {
  const offset = controlOffset(to.x - from.x);
  const control = [from.x + offset, to.x - offset] as const;
  const left = Math.min(from.x, to.x, ...control);
  const right = Math.max(from.x, to.x, ...control);
  const top = Math.min(from.y, to.y);
  return {
    type,
    from,
    to,
    control,
    bounds: { x: left, y: top, width: right - left, height: Math.max(from.y, to.y) - top },
  };
}

/** A link's line between its handles, the nodes being where `placeOf` says; null when an end is missing. */
function linkOf(edge: LinkFlowEdge, events: Events, placeOf: (id: string) => XY | undefined) {
  const link = edge.data?.link;
  const source = placeOf(edge.source);
  const target = placeOf(edge.target);
  if (!link || !source || !target) return null;
  const sourceHandle = optionHandleId(link.consequenceId);
  const from = handlePoint(
    source,
    estimateOf(events.get(link.sourceEvent)).handles?.find((h) => h.id === sourceHandle),
  );
  const to = handlePoint(
    target,
    estimateOf(events.get(link.target)).handles?.find((h) => h.id === EVENT_HANDLE_ID),
  );
  return from && to ? farLink(link.type, from, to) : null;
}

/** The lines of `edges`, the nodes being where `placeOf` says. */
export function linksOf(edges: readonly LinkFlowEdge[], events: Events, placeOf: (id: string) => XY | undefined) {
  return edges.flatMap((edge) => linkOf(edge, events, placeOf) ?? []);
}
