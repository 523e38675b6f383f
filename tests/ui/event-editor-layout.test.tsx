import { describe, expect, it } from 'vitest';
import { editorStore } from '@src/state/editor/store';
import { GRID_SPACING, layoutGrid } from '@src/state/editor/graph-edits';
import { openingViewport, startEventId } from '@ui/features/event-editor/opening-viewport';
import { freeSpot } from '@ui/features/event-editor/placement';
import { callsAfterOpening, MAP_ID, openSampleMap, option, settle } from './event-editor.fixtures';

const unplaced = (eventid: number) => ({ eventid, position: null });

describe('event editor layout', () => {
  it('places a new event where asked when the spot is free, else beside the events there', () => {
    const node = (x: number, y: number) => ({ x, y, width: 320, height: 240 });
    expect(freeSpot({ x: 0, y: 0 }, [])).toEqual({ x: 0, y: 0 });
    expect(freeSpot({ x: 0, y: 0 }, [node(800, 0)])).toEqual({ x: 0, y: 0 });
    // Taken: first to the right, then to the left, then below.
    expect(freeSpot({ x: 0, y: 0 }, [node(0, 20)])).toEqual({ x: 380, y: 0 });
    expect(freeSpot({ x: 0, y: 0 }, [node(0, 0), node(380, 0)])).toEqual({ x: -380, y: 0 });
    expect(freeSpot({ x: 0, y: 0 }, [node(0, 0), node(380, 0), node(-380, 0)])).toEqual({ x: 0, y: 300 });
  });

  it('opens on the start of the map: the first unlocked event, else the first event', () => {
    const graphOf = (...locks: boolean[]) => ({
      events: new Map(
        locks.map((locked, index) => [index + 1, { eventid: index + 1, premise: '', locked, consequences: [] }]),
      ),
      positions: new Map(locks.map((_, index) => [index + 1, { x: index * 650, y: 100 }])),
    });
    expect(startEventId(graphOf(true, false, false))).toBe(2);
    expect(startEventId(graphOf(true, true))).toBe(1);
    expect(startEventId(graphOf())).toBeNull();
    // At zoom 1, event 2 (x 650, y 100) centred in a 1280 × 700 canvas, above the controls' 120 px strip; a node
    // without options is 226 px tall.
    expect(openingViewport(graphOf(true, false), 1280, 700)).toEqual({ x: 640 - 810, y: 177 - 100, zoom: 1 });
    expect(openingViewport(graphOf(), 375, 600).zoom).toBe(1);
  });

  it('lays events without a saved position on a grid 650 px apart', () => {
    expect(GRID_SPACING).toBe(650);
    const { positions, placed } = layoutGrid([1, 2, 3, 4, 5].map(unplaced));
    // Five events make a 3-column grid.
    expect([...positions]).toEqual([
      [1, { x: 0, y: 0 }],
      [2, { x: 650, y: 0 }],
      [3, { x: 1300, y: 0 }],
      [4, { x: 0, y: 650 }],
      [5, { x: 650, y: 650 }],
    ]);
    expect(placed).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps saved positions and starts the grid one row under the lowest of them', () => {
    const { positions, placed } = layoutGrid([
      { eventid: 1, position: { x: 100, y: 40 } },
      unplaced(2),
      { eventid: 3, position: { x: -200, y: 500 } },
      unplaced(4),
    ]);
    expect(positions.get(1)).toEqual({ x: 100, y: 40 });
    expect(positions.get(3)).toEqual({ x: -200, y: 500 });
    expect(positions.get(2)).toEqual({ x: -200, y: 1150 });
    expect(positions.get(4)).toEqual({ x: 450, y: 1150 });
    expect(placed).toEqual([2, 4]);
  });

  it('saves the laid out positions once when the map opens, so the grid stays put', async () => {
    const api = await openSampleMap({ 'POST /maps/event_creator/positions': { status: 200, body: { updated: 2 } } }, [
      { eventid: 4, premise: 'Sin sitio', locked: false, position: null, consequences: [option(41)] },
      { eventid: 5, premise: 'Tampoco', locked: false, position: null, consequences: [] },
    ]);
    expect(editorStore.getState().graph.positions.get(5)).toEqual({ x: 650, y: 0 });
    await settle();
    expect(callsAfterOpening(api.requests)).toEqual([
      {
        call: 'POST /maps/event_creator/positions',
        body: {
          mapId: MAP_ID,
          positions: [
            { eventid: 4, x: 0, y: 0 },
            { eventid: 5, x: 650, y: 0 },
          ],
        },
      },
    ]);
  });
});
