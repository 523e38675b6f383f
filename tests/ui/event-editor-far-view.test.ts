/**
 * The far view of a big map (docs/event-editor.md, "Performance"): what its canvas draws where, what is on screen at a
 * camera, and which event a click lands on (ui/features/event-editor/far-view-model.ts).
 */
import { describe, expect, it } from 'vitest';
import { drawableLinks, type GraphEventData } from '@src/state/editor/graph-edits';
import type { Paint } from '@ui/features/event-editor/analytics-paint';
import {
  boxAt,
  eventsWithin,
  farScene,
  viewRect,
  visibleBoxes,
  visibleLinks,
  type FarSource,
} from '@ui/features/event-editor/far-view-model';
import { createFarSceneCache, onlySelectedMoved } from '@ui/features/event-editor/far-scene-cache';
import { farLink } from '@ui/features/event-editor/far-view-links';
import { estimatedNode, NODE_WIDTH, toFlowEdges } from '@ui/features/event-editor/flow-model';
import { option } from '../fixtures/options';

/** 1 follows to 2 and unlocks the locked 3, which sits to the left of 1 (its link loops back). */
const events = new Map<number, GraphEventData>([
  [
    1,
    {
      eventid: 1,
      premise: 'a',
      locked: false,
      consequences: [option(11, { follows_eventid: 2 }), option(12, { unlocks_eventid: 3 })],
    },
  ],
  [2, { eventid: 2, premise: 'b', locked: false, consequences: [] }],
  [3, { eventid: 3, premise: 'c', locked: true, consequences: [option(31)] }],
]);
const places = { 1: { x: 0, y: 0 }, 2: { x: 650, y: 100 }, 3: { x: -650, y: 400 } };

function source(overrides: Partial<FarSource> = {}): FarSource {
  return {
    nodes: Object.entries(places).map(([id, position]) => ({ id, position })),
    events,
    edges: toFlowEdges(drawableLinks(events), new Set(), null, () => ''),
    paint: null,
    flagged: new Map(),
    ...overrides,
  };
}

const painted = (levels: Record<number, 'none' | 'some' | 'many'>): Paint => ({
  options: new Map(),
  events: new Map(Object.entries(levels).map(([id, level]) => [Number(id), { deaths: 1, quits: 0, level }])),
});

describe('the far view scene', () => {
  it('draws each event as its plain box at its estimated size, in its colours', () => {
    const { boxes } = farScene(source());
    expect(boxes.map((box) => [box.eventId, box.x, box.y, box.width, box.height])).toEqual([
      [1, 0, 0, NODE_WIDTH, estimatedNode(events.get(1)).initialHeight],
      [2, 650, 100, NODE_WIDTH, estimatedNode(events.get(2)).initialHeight],
      [3, -650, 400, NODE_WIDTH, estimatedNode(events.get(3)).initialHeight],
    ]);
    expect(boxes.map((box) => [box.header, box.body, box.frame])).toEqual([
      ['wood', 'paper', 'plain'],
      ['wood', 'paper', 'plain'],
      ['night', 'paper', 'plain'],
    ]);
  });

  it('tints events with player data and frames the flagged ones in coral, over the darker frame of many deaths', () => {
    const { boxes } = farScene(
      source({ paint: painted({ 1: 'none', 2: 'many', 3: 'many' }), flagged: new Map([[3, 'deadEnd']]) }),
    );
    expect(boxes.map((box) => [box.body, box.frame])).toEqual([
      ['deaths-none', 'plain'],
      ['deaths-many', 'deadly'],
      ['deaths-many', 'flagged'],
    ]);
  });

  it('leaves selected events to React Flow, which shows them as real nodes, and keeps where they are for a halo', () => {
    const nodes = source().nodes.map((node) => ({ ...node, selected: node.id === '2' }));
    const scene = farScene(source({ nodes }));
    expect(scene.boxes.map((box) => box.eventId)).toEqual([1, 3]);
    expect(scene.selected).toEqual([
      { eventId: 2, x: 650, y: 100, width: NODE_WIDTH, height: estimatedNode(events.get(2)).initialHeight },
    ]);
  });

  it('draws links from the option handle to the event handle, as React Flow would', () => {
    const { links } = farScene(source());
    const handles = estimatedNode(events.get(1)).handles!;
    const follow = handles.find((handle) => handle.id === 'option-11')!;
    expect(links).toHaveLength(2);
    expect(links[0]).toMatchObject({
      type: 'direct',
      from: { x: follow.x + follow.width!, y: follow.y + follow.height! / 2 },
      to: { x: 650 - 8, y: 100 + 26 + 8 },
    });
    expect(links[1].type).toBe('unlocks');
  });

  it('bends a link forward by half the gap, and loops one that goes back', () => {
    expect(farLink('direct', { x: 0, y: 0 }, { x: 100, y: 50 }).control).toEqual([50, 50]);
    const back = farLink('unlocks', { x: 100, y: 0 }, { x: 0, y: 50 });
    expect(back.control).toEqual([100 + 62.5, -62.5]);
    expect(back.bounds).toEqual({ x: -62.5, y: 0, width: 225, height: 50 });
  });

  it('follows a node as it is dragged: the scene reads the nodes React Flow moves', () => {
    const nodes = source().nodes.map((node) => (node.id === '2' ? { ...node, position: { x: 900, y: 0 } } : node));
    const { boxes, links } = farScene(source({ nodes }));
    expect(boxes[1]).toMatchObject({ x: 900, y: 0 });
    expect(links[0].to).toEqual({ x: 900 - 8, y: 34 });
  });
});

describe('what the far view shows and hits', () => {
  it('sees the part of the map under the camera', () => {
    expect(viewRect([-100, 50, 0.5], 800, 600)).toEqual({ x: 200, y: -100, width: 1600, height: 1200 });
  });

  it('draws only the boxes and links on screen', () => {
    const scene = farScene(source());
    // Right of x 600: event 2 only, and the link that reaches it (the unlock's loop reaches x 524 before turning back).
    const view = { x: 600, y: 0, width: 1000, height: 1000 };
    expect(visibleBoxes(scene.boxes, view).map((box) => box.eventId)).toEqual([2]);
    expect(visibleLinks(scene.links, view).map((link) => link.type)).toEqual(['direct']);
    expect(visibleBoxes(scene.boxes, { x: 5000, y: 5000, width: 100, height: 100 })).toEqual([]);
  });

  it('finds the event under a click, the one drawn on top where two overlap, and none on open water', () => {
    const { boxes } = farScene(source());
    expect(boxAt(boxes, { x: 10, y: 10 })?.eventId).toBe(1);
    expect(boxAt(boxes, { x: -650 + NODE_WIDTH, y: 400 })?.eventId).toBe(3);
    expect(boxAt(boxes, { x: 400, y: 0 })).toBeNull();
    const overlapping = [
      { ...boxes[0], eventId: 7 },
      { ...boxes[0], eventId: 8 },
    ];
    expect(boxAt(overlapping, { x: 10, y: 10 })?.eventId).toBe(8);
  });

  it('finds the events a selection box holds wholly, drawn or selected, as React Flow selects nodes', () => {
    const nodes = source().nodes.map((node) => ({ ...node, selected: node.id === '2' }));
    const scene = farScene(source({ nodes }));
    expect(eventsWithin(scene, { x: -10, y: -10, width: 2000, height: 1000 }).sort()).toEqual([1, 2]);
    // Event 1's box is cut by the edge of this one: not selected.
    expect(eventsWithin(scene, { x: 100, y: -10, width: 2000, height: 1000 })).toEqual([2]);
  });
});

describe('dragging far away', () => {
  const withSelected = (id: string, position?: { x: number; y: number }) =>
    source().nodes.map((node) => (node.id === id ? { ...node, selected: true, ...(position && { position }) } : node));

  it('tells a drag of selected events from any other change', () => {
    const nodes = withSelected('2');
    const before = source({ nodes });
    const dragged = nodes.map((node) => (node.id === '2' ? { ...node, position: { x: 900, y: 0 } } : node));
    expect(onlySelectedMoved(before, { ...before, nodes: dragged })).toBe(true);
    // Another event moved, the selection changed, or the paint arrived: the whole scene again.
    const other = nodes.map((node) => (node.id === '1' ? { ...node, position: { x: 5, y: 5 } } : node));
    expect(onlySelectedMoved(before, { ...before, nodes: other })).toBe(false);
    expect(onlySelectedMoved(before, { ...before, nodes: withSelected('3') })).toBe(false);
    expect(onlySelectedMoved(before, { ...before, paint: painted({ 1: 'some' }) })).toBe(false);
  });

  it('keeps the boxes and the other links while a selected event is dragged, and moves its links and halo', () => {
    const sceneOf = createFarSceneCache();
    const base = source({ nodes: withSelected('2') });
    const before = sceneOf(base);
    const dragged = {
      ...base,
      nodes: base.nodes.map((node) => (node.selected ? { ...node, position: { x: 900, y: 0 } } : node)),
    };
    const after = sceneOf(dragged);
    expect(after.boxes).toBe(before.boxes);
    expect(after).toEqual(farScene(dragged));
    expect(after.selected[0]).toMatchObject({ eventId: 2, x: 900, y: 0 });
    expect(after.links.find((link) => link.type === 'direct')?.to).toEqual({ x: 900 - 8, y: 34 });
  });
});
