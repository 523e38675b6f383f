import { Position, type NodeHandle } from '@xyflow/react';
import type { EdgeType } from '@src/contract/editor';
import type { GraphEventData, XY } from '@src/state/editor/graph-edits';
import type { DeathLevel, Paint } from './analytics-paint';
import { EVENT_HANDLE_ID, estimatedNode, NODE_WIDTH, optionHandleId, type LinkFlowEdge } from './flow-model';

/**
 * The far view of a big map (docs/event-editor.md, "Performance"): below the detail zoom its events and links are
 * drawn on one canvas (far-view.tsx) instead of being mounted as React Flow nodes and edges. This file is the pure part:
 * what to draw where, what is on screen, and which event a click lands on.
 */

/** Maps above this size get the far view; smaller ones keep React Flow's plain boxes (compact-node.tsx). */
export const FAR_VIEW_EVENTS = 1_000;

/** Whether the canvas shows the far view: a big map, zoomed out past the detail line (use-detailed.ts). */
export const isFarView = (detailed: boolean, events: number) => !detailed && events > FAR_VIEW_EVENTS;

export type HeaderTone = 'wood' | 'night';
export type BodyTone = 'paper' | `deaths-${DeathLevel}`;
/** The frame: the node's own, the darker one of many deaths, or the map check's coral (which wins, as in the CSS). */
export type FrameTone = 'plain' | 'deadly' | 'flagged';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** An event as compact-node.tsx draws it: its estimated size, a header strip, a body and a frame. */
export interface FarBox extends Rect {
  eventId: number;
  header: HeaderTone;
  body: BodyTone;
  frame: FrameTone;
}

/** A link as React Flow's bezier from an option's handle (right side) to an event's (left side), with its bounds. */
export interface FarLink {
  type: EdgeType;
  from: XY;
  to: XY;
  /** The two control points lie on the ends' rows: only their x is kept. */
  control: readonly [number, number];
  bounds: Rect;
}

export interface FarScene {
  boxes: readonly FarBox[];
  links: readonly FarLink[];
  /** Where the selected events are: React Flow draws them, the canvas a halo around them that shows far away. */
  selected: readonly (Rect & { eventId: number })[];
}

/** What the scene is drawn from: React Flow's nodes (with their place mid-drag), the events, the links, the paints. */
export interface FarSource {
  nodes: readonly { id: string; position: XY; selected?: boolean }[];
  events: ReadonlyMap<number, GraphEventData>;
  edges: readonly LinkFlowEdge[];
  paint: Paint | null;
  flagged: ReadonlyMap<number, unknown>;
}

type Estimate = ReturnType<typeof estimatedNode>;
// An event's estimate is asked again on every rebuild (each frame of a drag): kept per event object, which an edit replaces.
const estimates = new WeakMap<GraphEventData, Estimate>();
function estimateOf(event: GraphEventData | undefined): Estimate {
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

/**
 * Every event not shown as a real node (the selected ones are: see far-view.tsx) as a box, and every link as a line,
 * in map order so later boxes are drawn, and hit, on top.
 */
export function farScene({ nodes, events, edges, paint, flagged }: FarSource): FarScene {
  const places = new Map(nodes.map((node) => [node.id, node.position]));
  const boxes: FarBox[] = [];
  const selected: FarScene['selected'][number][] = [];
  for (const node of nodes) {
    const eventId = Number(node.id);
    const event = events.get(eventId);
    const rect = { eventId, ...node.position, width: NODE_WIDTH, height: estimateOf(event).initialHeight ?? 0 };
    if (node.selected) {
      selected.push(rect);
      continue;
    }
    const level = paint?.events.get(eventId)?.level;
    boxes.push({
      ...rect,
      header: event?.locked ? 'night' : 'wood',
      body: level ? `deaths-${level}` : 'paper',
      frame: flagged.has(eventId) ? 'flagged' : level === 'many' ? 'deadly' : 'plain',
    });
  }
  const links: FarLink[] = [];
  for (const edge of edges) {
    const link = edge.data?.link;
    const source = places.get(edge.source);
    const target = places.get(edge.target);
    if (!link || !source || !target) continue;
    const sourceHandle = optionHandleId(link.consequenceId);
    const from = handlePoint(
      source,
      estimateOf(events.get(link.sourceEvent)).handles?.find((h) => h.id === sourceHandle),
    );
    const to = handlePoint(
      target,
      estimateOf(events.get(link.target)).handles?.find((h) => h.id === EVENT_HANDLE_ID),
    );
    if (from && to) links.push(farLink(link.type, from, to));
  }
  return { boxes, links, selected };
}

/** The part of the map on a screen `width` × `height` under React Flow's camera [x, y, zoom]. */
export function viewRect([x, y, zoom]: readonly [number, number, number], width: number, height: number): Rect {
  return { x: -x / zoom, y: -y / zoom, width: width / zoom, height: height / zoom };
}

const overlaps = (a: Rect, b: Rect) =>
  a.x <= b.x + b.width && b.x <= a.x + a.width && a.y <= b.y + b.height && b.y <= a.y + a.height;

/** The boxes that show in `view`, in drawing order. */
export const visibleBoxes = (boxes: readonly FarBox[], view: Rect) => boxes.filter((box) => overlaps(box, view));

/** The links that may cross `view` (their curve lies within their bounds). */
export const visibleLinks = (links: readonly FarLink[], view: Rect) =>
  links.filter((link) => overlaps(link.bounds, view));

/** The event under a point of the map: the box drawn last (on top) that holds it; null on open water. */
export function boxAt(boxes: readonly FarBox[], point: XY): FarBox | null {
  for (let index = boxes.length - 1; index >= 0; index--) {
    const box = boxes[index];
    if (point.x >= box.x && point.x <= box.x + box.width && point.y >= box.y && point.y <= box.y + box.height)
      return box;
  }
  return null;
}

/** Every event, drawn or selected, whose box lies wholly within `rect` (React Flow's box selection, SelectionMode.Full). */
export function eventsWithin({ boxes, selected }: FarScene, rect: Rect): number[] {
  const inside = (box: Rect) =>
    box.x >= rect.x &&
    box.y >= rect.y &&
    box.x + box.width <= rect.x + rect.width &&
    box.y + box.height <= rect.y + rect.height;
  return [...boxes, ...selected].filter(inside).map((box) => box.eventId);
}
