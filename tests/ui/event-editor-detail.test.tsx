/**
 * Level of detail on the editor's canvas (docs/event-editor.md, "Performance"): below zoom 0.35 events are plain boxes
 * and links bare lines; closer, the full node. Player data keeps its tint on the boxes.
 */
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MapAnalyticsResponse } from '@src/contract/map-analytics';
import { stubCanvasApis } from './event-editor.canvas-stubs';
import { MAP_ID, sampleEvents } from './event-editor.fixtures';
import { zoomPast } from './event-editor.zoom';
import { fakeApi } from './helpers/fake-api';
import { renderApp, signInAs } from './helpers/render-app';

// The editor arrives as a lazy chunk with React Flow; the first visit in a run compiles it.
configure({ asyncUtilTimeout: 8000 });
beforeAll(stubCanvasApis);

const noDeaths = { health: 0, hunger: 0, thirst: 0, sanity: 0 };

/** Everybody who reached event 2 died there. */
const figures: MapAnalyticsResponse = {
  mapId: MAP_ID,
  version: 1,
  versions: [1],
  runs: 4,
  cleared: 0,
  medianTurns: 2,
  endings: { winsByOption: [], emptyDeck: 0, deaths: { ...noDeaths, health: 4 }, quits: 0 },
  // [event, deaths by health, its option, runs that took it]
  events: [
    [1, 0, 11, 4],
    [2, 4, 21, 0],
  ].map(([eventId, health, consequenceId, taken]) => ({
    eventId,
    reached: 4,
    deaths: { ...noDeaths, health },
    quits: 0,
    options: [{ consequenceId, taken }],
  })),
};

async function openEditor() {
  fakeApi({
    'POST /maps/event_creator/event_consequences': { status: 200, body: { events: sampleEvents() } },
    'POST /items/getItems': { status: 200, body: { objects: [] } },
    'POST /maps/event_creator/positions': { status: 200, body: { updated: 3 } },
    [`GET /maps/${MAP_ID}/analytics`]: { status: 200, body: figures },
  });
  signInAs('ana');
  const app = renderApp(`/map_creator/event_creator_new?mapId=${MAP_ID}`);
  await screen.findByRole('article', { name: 'Evento 3' });
  return app;
}

const node = (eventId: number) => screen.getByRole('article', { name: `Evento ${eventId}` });
describe('level of detail', { timeout: 20_000 }, () => {
  it('draws events as plain boxes below zoom 0.35 and in full above it, still named and selectable', async () => {
    await openEditor();
    expect(within(node(1)).getByRole('button', { name: 'Añadir opción' })).toBeInTheDocument();
    expect(node(1)).not.toHaveAttribute('data-detail');

    await zoomPast('Alejar', 0.35);
    await waitFor(() => expect(node(1)).toHaveAttribute('data-detail', 'compact'));
    expect(within(node(1)).queryByRole('button')).toBeNull();
    expect(within(node(1)).queryByText('Despiertas en la playa')).toBeNull();
    // Its handles stay (invisible), so the links keep their ends; the links lose their arrows.
    expect(node(1).querySelectorAll('.react-flow__handle')).toHaveLength(1 + sampleEvents()[0].consequences.length);
    expect(document.querySelector('.react-flow__edge path[marker-end]')).toBeNull();
    // Still a focusable, selectable element for the keyboard (React Flow's wrapper).
    const wrapper = node(1).closest<HTMLElement>('.react-flow__node')!;
    expect(wrapper).toHaveAttribute('tabindex', '0');
    fireEvent.click(node(1));
    await waitFor(() => expect(wrapper).toHaveClass('selected'));

    await zoomPast('Acercar', 0.35);
    await waitFor(() => expect(within(node(1)).getByRole('button', { name: 'Añadir opción' })).toBeInTheDocument());
    expect(node(1)).not.toHaveAttribute('data-detail');
  });

  it('keeps the player-data tint on the boxes and drops the shares from the links far away', async () => {
    const app = await openEditor();
    await app.user.click(screen.getByRole('button', { name: 'Datos de jugadores' }));
    await waitFor(() => expect(node(2)).toHaveAttribute('data-deaths', 'many'));
    await waitFor(() => expect(document.querySelector('[data-share]')).not.toBeNull());

    await zoomPast('Alejar', 0.35);
    await waitFor(() => expect(node(2)).toHaveAttribute('data-detail', 'compact'));
    expect(node(2)).toHaveAttribute('data-deaths', 'many');
    expect(node(1)).toHaveAttribute('data-deaths', 'none');
    expect(document.querySelector('[data-share]')).toBeNull();
    // The legend and the tables stay in the panel.
    expect(screen.getByRole('button', { name: 'Ver como tabla' })).toBeInTheDocument();
  });
});
