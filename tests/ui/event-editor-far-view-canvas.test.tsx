/**
 * The far view of a big map (docs/event-editor.md, "Performance"): below zoom 0.35 a map of more than 1,000 events is
 * one canvas instead of React Flow nodes; a click on a box selects its event, which shows as a real node; zooming in
 * brings every node back. Small maps keep their boxes (event-editor-detail.test.tsx).
 */
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EditorEvent } from '@src/contract/editor';
import { FAR_VIEW_EVENTS } from '@ui/features/event-editor/far-view-model';
import { stubCanvasApis } from './event-editor.canvas-stubs';
import { MAP_ID, option } from './event-editor.fixtures';
import { camera, zoomPast } from './event-editor.zoom';
import { fakeApi } from './helpers/fake-api';
import { renderApp, signInAs } from './helpers/render-app';

configure({ asyncUtilTimeout: 8000 });

/** A row of 40 events per line, each following to the next. */
const COUNT = FAR_VIEW_EVENTS + 1;
const bigMap = (): EditorEvent[] =>
  Array.from({ length: COUNT }, (_, index) => ({
    eventid: index + 1,
    premise: `Evento número ${index + 1}`,
    locked: false,
    position: { x: (index % 40) * 650, y: Math.floor(index / 40) * 700 },
    consequences: [option(10_000 + index, { follows_eventid: index + 2 <= COUNT ? index + 2 : null })],
  }));

/** jsdom has no 2D canvas: a context that counts what is drawn on it. */
const drawn = { rects: 0, curves: 0 };
const fakeContext = new Proxy(
  {},
  {
    get: (_, name) =>
      name === 'rect' ? () => drawn.rects++ : name === 'bezierCurveTo' ? () => drawn.curves++ : () => undefined,
    set: () => true,
  },
);
beforeAll(() => {
  stubCanvasApis();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => fakeContext as unknown as CanvasRenderingContext2D,
  );
});
afterAll(() => vi.restoreAllMocks());

const article = (eventId: number) => screen.queryByRole('article', { name: `Evento ${eventId}` });

describe('the far view of a big map', { timeout: 30_000 }, () => {
  it('draws the map on one canvas far away, selects the box clicked, and brings the nodes back up close', async () => {
    fakeApi({
      'POST /maps/event_creator/event_consequences': { status: 200, body: { events: bigMap() } },
      'POST /items/getItems': { status: 200, body: { objects: [] } },
    });
    signInAs('ana');
    renderApp(`/map_creator/event_creator_new?mapId=${MAP_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Ver todo el mapa' }));
    const far = await screen.findByRole('img', { name: /^Mapa visto de lejos: 1001 eventos/ });
    expect(camera().zoom).toBeLessThan(0.35);
    expect(document.querySelector('.react-flow__node')).toBeNull();
    expect(document.querySelector('.react-flow__edge')).toBeNull();
    expect(drawn.rects).toBeGreaterThan(0);
    expect(drawn.curves).toBeGreaterThan(0);

    // A click on the header of the box nearest the middle of the canvas (320 × 240 here) selects its event, which
    // React Flow then draws as a real node.
    const { x, y, zoom } = camera();
    const column = Math.round((160 - x) / zoom / 650);
    const row = Math.round((120 - y) / zoom / 700);
    const eventId = row * 40 + column + 1;
    const at = (flowX: number, flowY: number) => ({ clientX: x + flowX * zoom, clientY: y + flowY * zoom });
    const pane = document.querySelector('.react-flow__pane')!;
    fireEvent.click(pane, at(column * 650 + 10, row * 700 + 10));
    await waitFor(() => expect(article(eventId)?.closest('.react-flow__node')).toHaveClass('selected'));
    expect(document.querySelectorAll('.react-flow__node')).toHaveLength(1);
    // Open water selects nothing and clears the selection, as a click on the pane always has.
    fireEvent.click(pane, at(column * 650 + 400, row * 700 + 10));
    await waitFor(() => expect(article(eventId)).toBeNull());

    await zoomPast('Acercar', 0.35);
    await waitFor(() => expect(far).not.toBeInTheDocument());
    await waitFor(() => expect(document.querySelector('.react-flow__node')).not.toBeNull());
  });
});
