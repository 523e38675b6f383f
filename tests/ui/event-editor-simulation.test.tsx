/**
 * The editor's "Simulate 1,000 runs" panel and the empty-bottle warning (docs/event-editor.md, "Simulation"). jsdom has
 * no Web Worker, so the panel is given the core simulation itself, run at once: the figures are the real ones.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configure } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EditorEvent } from '@src/contract/editor';
import i18n from '@src/i18n';
import { simulateMap } from '@src/core/simulation/simulate';
import { EditorUiContext, type EditorUi } from '@ui/features/event-editor/editor-ui';
import { IssuesPanel } from '@ui/features/event-editor/issues-panel';
import type { RunSimulation } from '@ui/features/event-editor/run-simulation';
import { SimulationPanel } from '@ui/features/event-editor/simulation-panel';
import { stubCanvasApis } from './event-editor.canvas-stubs';
import { MAP_ID, openSampleMap, option } from './event-editor.fixtures';
import { fakeApi } from './helpers/fake-api';
import { renderApp, signInAs } from './helpers/render-app';

configure({ asyncUtilTimeout: 8000 });
beforeAll(stubCanvasApis);

const core: RunSimulation = (map, options) => Promise.resolve(simulateMap(map, options));

/** Issue 28's map: the winning option sits in a locked event that only "explore" unlocks. */
const lockedWin: EditorEvent[] = [
  {
    eventid: 1,
    premise: 'La playa',
    locked: false,
    position: null,
    consequences: [option(11), option(12, { unlocks_eventid: 3 })],
  },
  { eventid: 2, premise: 'Una cueva', locked: false, position: { x: 650, y: 0 }, consequences: [option(21)] },
  {
    eventid: 3,
    premise: 'El barco',
    locked: true,
    position: { x: 1300, y: 0 },
    consequences: [option(31, { wins: true })],
  },
];

const noUi = { showEvent: () => undefined } as unknown as EditorUi;

describe('the simulation panel', { timeout: 20_000 }, () => {
  it('shows the clear rate, the endings and a table per event and per option', async () => {
    await openSampleMap();
    render(<SimulationPanel run={core} />);
    // Every run of the sample map wins with the rescue boat's option.
    expect((await screen.findByText('Partidas ganadas')).nextElementSibling).toHaveTextContent('100 %');
    expect(screen.getByText(/^Ganadas porque la botella se quedó sin eventos: 0 %/)).toBeInTheDocument();
    expect(screen.getByText('Ganadas con «Opción 31» («El barco de rescate» (#3)): 100 %')).toBeInTheDocument();

    const events = screen.getByRole('table', { name: 'Por evento' });
    expect(
      within(events)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Evento', 'Llegaron', 'Muertes']);
    const beach = within(events).getByRole('row', { name: /Despiertas en la playa/ });
    // Runs that open the cave first unlock the boat, which the bottle may offer before the beach.
    const cells = within(beach).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([expect.stringMatching(/^\d\d(,\d)?\s%$/), 'Ninguna']);
    const options = screen.getByRole('table', { name: 'Por opción' });
    expect(within(options).getAllByRole('row')).toHaveLength(4);
    expect(within(options).getByRole('rowheader', { name: 'Opción 21' })).toBeInTheDocument();
  });

  it('highlights the runs won because the bottle ran out, in English too', async () => {
    await i18n.changeLanguage('en');
    await openSampleMap({}, lockedWin);
    render(<SimulationPanel run={core} />);
    const emptyDeck = await screen.findByText(/^Won because the bottle ran out of events: \d+(\.\d)?%/);
    expect(emptyDeck).toHaveTextContent(/without ever seeing a winning option/);
    expect(screen.getByText(/^Won with “Opción 31” \(“El barco” \(#3\)\): \d/)).toBeInTheDocument();
    expect(screen.getByText(/neither uses items or quits/)).toBeInTheDocument();
  });

  it('shows its progress, stops the work when closed, and offers a retry when it fails', async () => {
    await openSampleMap();
    let signal: AbortSignal | undefined;
    const pending: RunSimulation = (_map, _options, aborted) => {
      signal = aborted;
      return new Promise(() => undefined);
    };
    const { unmount } = render(<SimulationPanel run={pending} />);
    expect(screen.getByRole('status')).toHaveTextContent('Jugando 1.000 partidas…');
    unmount();
    expect(signal?.aborted).toBe(true);

    let calls = 0;
    const failing: RunSimulation = (map, options) =>
      ++calls === 1 ? Promise.reject(new Error('worker crashed')) : core(map, options, new AbortController().signal);
    render(<SimulationPanel run={failing} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo simular el mapa.');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('table', { name: 'Por evento' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});

describe('the empty-bottle warning', () => {
  it('is listed in the map check, apart from what keeps the map from being published', async () => {
    await openSampleMap({}, lockedWin);
    render(
      <EditorUiContext.Provider value={noUi}>
        <IssuesPanel />
      </EditorUiContext.Provider>,
    );
    expect(screen.getByText(/^¡Todo en orden!/)).toBeInTheDocument();
    expect(screen.getByText('Se puede publicar, pero conviene saberlo:')).toBeInTheDocument();
    expect(screen.getByText(/^La botella puede quedarse sin eventos antes de que aparezca/)).toBeInTheDocument();
  });
});

describe('the toolbar button', { timeout: 20_000 }, () => {
  it('opens the simulation in a panel that Escape closes', async () => {
    fakeApi({
      'POST /maps/event_creator/event_consequences': { status: 200, body: { events: lockedWin } },
      'POST /items/getItems': { status: 200, body: { objects: [] } },
      // The canvas settles the taller first node where it fits, and saves where it stands.
      'POST /maps/event_creator/positions': { status: 200, body: { updated: 3 } },
    });
    signInAs('ana');
    const { user } = renderApp(`/map_creator/event_creator_new?mapId=${MAP_ID}`);
    const button = await screen.findByRole('button', { name: 'Simular 1.000 partidas' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    const panel = screen.getByRole('dialog', { name: 'Simulación' });
    // The app runs it in a Web Worker, which jsdom lacks: the panel says it could not simulate.
    expect(await within(panel).findByRole('alert')).toHaveTextContent('No se pudo simular el mapa.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Simulación' })).not.toBeInTheDocument();
  });
});
