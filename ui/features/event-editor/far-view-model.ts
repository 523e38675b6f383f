import type { GraphEventData, XY } from '@src/state/editor/graph-edits';
import type { DeathLevel, Paint } from './analytics-paint';
import { estimateOf, linksOf, type FarLink } from './far-view-links';
import { NODE_WIDTH, type LinkFlowEdge } from './flow-model';

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

const rectOf = (node: FarSource['nodes'][number], events: FarSource['events']) => ({
  eventId: Number(node.id),
  ...node.position,
  width: NODE_WIDTH,
  height: estimateOf(events.get(Number(node.id))).initialHeight ?? 0,
});

/** The selected events' places, for the halo. */
export const selectedRects = ({ nodes, events }: FarSource) =>
  nodes.filter((node) => node.selected).map((node) => rectOf(node, events));

/**
 * The scene with what dragging selected events changes kept apart (far-scene-cache.ts): the links that touch a
 * selected event (`moving`, their edges) and the others (`fixed`), with every node's place when it was built.
 */
export interface FarSceneParts {
  scene: FarScene;
  fixed: readonly FarLink[];
  moving: readonly LinkFlowEdge[];
  places: ReadonlyMap<string, XY>;
}

/**
 * Every event not shown as a real node (the selected ones are: see use-far-view.ts) as a box, and every link as a
 * line, in map order so later boxes are drawn, and hit, on top.
 */
export function farSceneParts(source: FarSource): FarSceneParts {
  const { nodes, events, edges, paint, flagged } = source;
  const places = new Map(nodes.map((node) => [node.id, node.position]));
  const boxes: FarBox[] = [];
  const chosen = new Set<string>();
  for (const node of nodes) {
    if (node.selected) {
      chosen.add(node.id);
      continue;
    }
    const eventId = Number(node.id);
    const level = paint?.events.get(eventId)?.level;
    boxes.push({
      ...rectOf(node, events),
      header: events.get(eventId)?.locked ? 'night' : 'wood',
      body: level ? `deaths-${level}` : 'paper',
      frame: flagged.has(eventId) ? 'flagged' : level === 'many' ? 'deadly' : 'plain',
    });
  }
  const touches = (edge: LinkFlowEdge) => chosen.has(edge.source) || chosen.has(edge.target);
  const placeOf = (id: string) => places.get(id);
  const fixed = linksOf(
    edges.filter((edge) => !touches(edge)),
    events,
    placeOf,
  );
  const moving = edges.filter(touches);
  const links = [...fixed, ...linksOf(moving, events, placeOf)];
  return { scene: { boxes, links, selected: selectedRects(source) }, fixed, moving, places };
}

export const farScene = (source: FarSource) => farSceneParts(source).scene;

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
