import { ReactFlowProvider } from '@xyflow/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '@src/i18n';
import { graphFromServer } from '@src/state/editor/graph-edits';
import { editorStore } from '@src/state/editor/store';
import { ArrangeButton } from '@ui/features/event-editor/arrange-button';
import { arrangedPositions } from '@ui/features/event-editor/auto-layout';
import { NODE_WIDTH } from '@ui/features/event-editor/flow-model';
import { callsAfterOpening, MAP_ID, openSampleMap, option, sampleEvents, settle } from './event-editor.fixtures';
import type { EditorEvent } from '@src/contract/editor';
import { stubCanvasApis } from './event-editor.canvas-stubs';
import { fakeApi } from './helpers/fake-api';
import { renderApp, signInAs } from './helpers/render-app';

const ok = (body: unknown) => ({ status: 200, body });

/** The sample map plus a fork: 1 leads to 2 or to 4, and 5 stands alone. */
function forkedEvents(): EditorEvent[] {
  const [first, ...rest] = sampleEvents();
  return [
    { ...first, consequences: [...first.consequences, option(12, { follows_eventid: 4 })] },
    ...rest,
    { eventid: 4, premise: 'Un atajo', locked: false, position: { x: 0, y: 0 }, consequences: [] },
    { eventid: 5, premise: 'Una gaviota', locked: false, position: { x: 0, y: 0 }, consequences: [] },
  ];
}

describe('arranging the map in flow order', () => {
  it('puts each event below the events that lead to it, side by side without overlapping', () => {
    const { graph } = graphFromServer(forkedEvents());
    const positions = arrangedPositions(graph, () => ({ width: NODE_WIDTH, height: 240 }));
    const y = (eventId: number) => positions.get(eventId)!.y;
    expect(y(2)).toBeGreaterThan(y(1));
    expect(y(4)).toBeGreaterThan(y(1));
    expect(y(3)).toBeGreaterThan(y(2));
    const boxes = [...positions.values()];
    for (const [index, a] of boxes.entries()) {
      for (const b of boxes.slice(index + 1)) {
        const apart = Math.abs(a.x - b.x) >= NODE_WIDTH || Math.abs(a.y - b.y) >= 240;
        expect(apart, `${JSON.stringify(a)} overlaps ${JSON.stringify(b)}`).toBe(true);
      }
    }
  });

  it('"Ordenar" moves every event at once, saves them in one batch, and Undo puts them back', async () => {
    const api = await openSampleMap(
      {
        'POST /maps/event_creator/positions': ({ body }) =>
          ok({ updated: (body as { positions: [] }).positions.length }),
      },
      forkedEvents(),
    );
    const before = new Map(editorStore.getState().graph.positions);
    render(
      <ReactFlowProvider>
        <ArrangeButton />
      </ReactFlowProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ordenar' }));
    await waitFor(() => expect(editorStore.getState().undoStack.at(-1)?.name.kind).toBe('arrange'));
    const arranged = editorStore.getState().graph.positions;
    expect(arranged.get(3)!.y).toBeGreaterThan(arranged.get(1)!.y);
    await settle();
    const [saved] = callsAfterOpening(api.requests).map(({ body }) => body as { mapId: number; positions: unknown[] });
    expect(saved.mapId).toBe(MAP_ID);
    expect(saved.positions).toHaveLength(editorStore.getState().undoStack.at(-1)!.name.count!);

    await editorStore.getState().undo();
    expect(editorStore.getState().graph.positions).toEqual(before);
  });

  it('has nothing to arrange on a map of one event', async () => {
    await openSampleMap({}, sampleEvents().slice(0, 1));
    render(
      <ReactFlowProvider>
        <ArrangeButton />
      </ReactFlowProvider>,
    );
    expect(screen.getByRole('button', { name: 'Ordenar' })).toBeDisabled();
  });
});

describe('a map opened without places', { timeout: 20_000 }, () => {
  beforeAll(stubCanvasApis);

  const unplaced = () => forkedEvents().map((event) => ({ ...event, position: null }));
  const openScreen = async (events: EditorEvent[]) => {
    await i18n.loadNamespaces(['editor', 'creator']);
    const api = fakeApi({
      'POST /maps/event_creator/event_consequences': ok({ events }),
      'POST /items/getItems': ok({ objects: [] }),
      'POST /maps/event_creator/positions': ({ body }) => ok({ updated: (body as { positions: [] }).positions.length }),
    });
    signInAs('ana');
    renderApp(`/map_creator/event_creator_new?mapId=${MAP_ID}`);
    await screen.findByRole('article', { name: 'Evento 5', hidden: true });
    return api;
  };

  it('is laid out in flow order once its nodes are measured, as one change Undo takes back', async () => {
    await openScreen(unplaced());
    await waitFor(() => expect(editorStore.getState().undoStack.at(-1)?.name.kind).toBe('arrange'));
    const positions = editorStore.getState().graph.positions;
    expect(positions.get(2)!.y).toBeGreaterThan(positions.get(1)!.y);
    expect(positions.get(3)!.y).toBeGreaterThan(positions.get(2)!.y);
    expect(editorStore.getState().unplacedOnOpen).toBe(false);
    expect(editorStore.getState().undoStack).toHaveLength(1);
    await settle();
  });

  it('keeps the places a creator gave, even when some events have none yet', async () => {
    const events = unplaced().map((event) => (event.eventid === 1 ? { ...event, position: { x: 40, y: 40 } } : event));
    await openScreen(events);
    await settle();
    expect(editorStore.getState().unplacedOnOpen).toBe(false);
    expect(editorStore.getState().undoStack).toEqual([]);
    expect(editorStore.getState().graph.positions.get(1)).toEqual({ x: 40, y: 40 });
  });
});
