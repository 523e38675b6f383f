/**
 * "Player data" in the editor (docs/event-editor.md, "Analytics on the graph"): other players' runs painted on the
 * canvas, with a legend and the same figures as tables, from GET /maps/{mapId}/analytics.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MapAnalyticsResponse } from '@src/contract/map-analytics';
import i18n from '@src/i18n';
import { deathLevel, shareStep } from '@ui/features/event-editor/analytics-paint';
import { stubCanvasApis } from './event-editor.canvas-stubs';
import { MAP_ID, sampleEvents } from './event-editor.fixtures';
import { failure, fakeApi, type Reply, type SeenRequest } from './helpers/fake-api';
import { renderApp, signInAs } from './helpers/render-app';

// The editor arrives as a lazy chunk with React Flow; the first visit in a run compiles it.
configure({ asyncUtilTimeout: 8000 });
beforeAll(stubCanvasApis);

const noDeaths = { health: 0, hunger: 0, thirst: 0, sanity: 0 };

/** Ten runs of version 2 of the sample map: most follow the beach to the cave, where many die. */
function figures(version = 2, runs = 10): MapAnalyticsResponse {
  return {
    mapId: MAP_ID,
    version,
    versions: [2, 1],
    runs,
    cleared: 3,
    medianTurns: 4,
    endings: {
      winsByOption: [{ eventId: 3, consequenceId: 31, runs: 3 }],
      emptyDeck: 0,
      deaths: { ...noDeaths, health: 4 },
      quits: 3,
    },
    events: [
      { eventId: 1, reached: 10, deaths: noDeaths, quits: 1, options: [{ consequenceId: 11, taken: 9 }] },
      {
        eventId: 2,
        reached: 9,
        deaths: { ...noDeaths, health: 3 },
        quits: 0,
        options: [{ consequenceId: 21, taken: 2 }],
      },
      {
        eventId: 3,
        reached: 5,
        deaths: { ...noDeaths, health: 1 },
        quits: 2,
        options: [{ consequenceId: 31, taken: 3 }],
      },
    ],
  };
}

function editorServer(analytics: (request: SeenRequest) => Reply | Promise<Reply>) {
  return fakeApi({
    'POST /maps/event_creator/event_consequences': { status: 200, body: { events: sampleEvents() } },
    'POST /items/getItems': { status: 200, body: { objects: [] } },
    'POST /maps/event_creator/positions': { status: 200, body: { updated: 3 } },
    [`GET /maps/${MAP_ID}/analytics`]: analytics,
  });
}

async function openPlayerData(name = 'Datos de jugadores') {
  signInAs('ana');
  const app = renderApp(`/map_creator/event_creator_new?mapId=${MAP_ID}`);
  const button = await screen.findByRole('button', { name });
  await app.user.click(button);
  expect(button).toHaveAttribute('aria-pressed', 'true');
  return app;
}

const node = (eventId: number) => screen.getByRole('article', { name: new RegExp(`^(Evento|Event) ${eventId}$`) });
const edgePath = (id: string) => document.querySelector(`.react-flow__edge[data-id="${id}"] [data-share]`);

describe('the paint steps', () => {
  it('splits shares at a quarter and a half, and deaths at a quarter of the runs that reached the event', () => {
    expect([0, 1, 3, 5, 9].map((taken) => shareStep(taken, 10))).toEqual(['none', 'thin', 'medium', 'thick', 'thick']);
    expect(shareStep(0, 0)).toBe('none');
    expect([0, 2, 3].map((deaths) => deathLevel(deaths, 10))).toEqual(['none', 'some', 'many']);
  });
});

describe('player data on the canvas', { timeout: 20_000 }, () => {
  it('paints shares on the links and deaths on the events, with a legend and the same figures as tables', async () => {
    // The second request waits until the test lets it through, to see the loading state.
    let release: () => void = () => undefined;
    const later = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    const api = editorServer(async () => {
      if (++calls === 2) await later;
      return { status: 200, body: figures() };
    });
    const { user } = await openPlayerData();
    const panel = screen.getByRole('dialog', { name: 'Datos de jugadores' });
    expect(await within(panel).findByText(/^10 partidas de la versión 2/)).toBeInTheDocument();
    expect(api.requests.filter((request) => request.url === `/maps/${MAP_ID}/analytics`)).toHaveLength(1);

    expect(node(1)).toHaveAttribute('data-deaths', 'none');
    expect(node(2)).toHaveAttribute('data-deaths', 'many');
    expect(node(3)).toHaveAttribute('data-deaths', 'some');
    expect(within(node(2)).getByLabelText('3 muertes')).toHaveTextContent('☠ 3');
    expect(within(node(3)).getByText('Abandonos 2')).toBeInTheDocument();
    await waitFor(() => expect(edgePath('direct-11')).toHaveAttribute('data-share', 'thick'));
    expect(edgePath('unlocks-21')).toHaveAttribute('data-share', 'thin');

    expect(within(panel).getByRole('heading', { name: 'Jugadores que eligieron la opción' })).toBeInTheDocument();
    expect(within(panel).getByText('La mitad o más')).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Muertes en el evento' })).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Ver como tabla' }));
    const byEvent = within(panel).getByRole('table', { name: 'Por evento' });
    expect(
      within(byEvent)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Evento', 'Llegaron', 'Muertes', 'Abandonaron']);
    const cave = within(byEvent).getByRole('row', { name: /Una cueva oscura/ });
    // Intl writes a no-break space before the percent sign.
    const cells = within(cave)
      .getAllByRole('cell')
      .map((cell) => cell.textContent?.replace(/\s/g, ' '));
    expect(cells).toEqual(['90 %', 'Salud 30 %', '0 %']);
    expect(within(panel).getByRole('table', { name: 'Por opción' })).toBeInTheDocument();
    expect(within(panel).getByText('Sin terminar: 30 %')).toBeInTheDocument();
    expect(within(panel).getByText('Partidas ganadas').nextElementSibling).toHaveTextContent('30 %');

    // Off again: the canvas is plain; on again, the figures are asked for anew.
    await user.click(screen.getByRole('button', { name: 'Datos de jugadores' }));
    expect(node(2)).not.toHaveAttribute('data-deaths');
    expect(edgePath('direct-11')).toBeNull();
    expect(screen.queryByText('Muertes en el evento')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Datos de jugadores' }));
    const reopened = screen.getByRole('dialog', { name: 'Datos de jugadores' });
    expect(within(reopened).getByRole('status')).toHaveTextContent('Leyendo las partidas…');
    expect(node(2)).not.toHaveAttribute('data-deaths');
    release();
    await waitFor(() => expect(node(2)).toHaveAttribute('data-deaths', 'many'));
    expect(api.requests.filter((request) => request.url === `/maps/${MAP_ID}/analytics`)).toHaveLength(2);
  });

  it('asks again for the version chosen, in English too', async () => {
    await i18n.changeLanguage('en');
    const api = editorServer((request) => ({ status: 200, body: figures(Number(request.params.version ?? 2)) }));
    const { user } = await openPlayerData('Player data');
    const select = await screen.findByRole('combobox', { name: 'Version' });
    expect(within(node(3)).getByText('Quits 2')).toBeInTheDocument();
    expect(within(node(2)).getByLabelText('3 deaths')).toBeInTheDocument();
    expect(screen.getByText('Half or more')).toBeInTheDocument();
    await user.selectOptions(select, 'Version 1');
    expect(await screen.findByText(/^10 runs of version 1/)).toBeInTheDocument();
    const asked = api.requests.filter((request) => request.url === `/maps/${MAP_ID}/analytics`);
    expect(asked.map((request) => request.params.version)).toEqual([undefined, 1]);
  });

  it('says so when there are no runs yet, in English too', async () => {
    await i18n.changeLanguage('en');
    editorServer(() => failure(404, 'NOT_FOUND', 'Mapa no publicado'));
    await openPlayerData('Player data');
    expect(await screen.findByText('No runs by other players yet')).toBeInTheDocument();
    expect(node(1)).not.toHaveAttribute('data-deaths');
  });

  it('shows an empty state for a version nobody played yet', async () => {
    editorServer(() => ({ status: 200, body: { ...figures(2, 0), events: [] } }));
    await openPlayerData();
    expect(await screen.findByText('Aún no hay partidas de otros jugadores')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Versión' })).toBeInTheDocument();
  });

  it('offers a retry when the figures cannot be read', async () => {
    let calls = 0;
    editorServer(() => (++calls === 1 ? failure(500, 'INTERNAL', 'boom') : { status: 200, body: figures() }));
    const { user } = await openPlayerData();
    const panel = screen.getByRole('dialog', { name: 'Datos de jugadores' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'No se pudieron leer las partidas de otros jugadores.',
    );
    await user.click(within(panel).getByRole('button', { name: 'Reintentar' }));
    expect(await within(panel).findByText(/^10 partidas de la versión 2/)).toBeInTheDocument();
    expect(node(2)).toHaveAttribute('data-deaths', 'many');
  });
});
