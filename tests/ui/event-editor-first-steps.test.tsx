import { configure, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { stubCanvasApis } from './event-editor.canvas-stubs';
import { MAP_ID, sampleEvents } from './event-editor.fixtures';
import { fakeApi } from './helpers/fake-api';
import { renderApp, signInAs } from './helpers/render-app';

// The editor arrives as a lazy chunk with React Flow; the first visit in a run compiles it.
configure({ asyncUtilTimeout: 8000 });
beforeAll(stubCanvasApis);

function openEditor(events: unknown[]) {
  const api = fakeApi({
    'POST /maps/event_creator/event_consequences': { status: 200, body: { events } },
    'POST /items/getItems': { status: 200, body: { objects: [] } },
    'POST /maps/event_creator/create_event': { status: 201, body: { eventid: 40 } },
  });
  signInAs('ana');
  return { api, ...renderApp(`/map_creator/event_creator_new?mapId=${MAP_ID}`) };
}

describe('the first steps of an empty map', { timeout: 20_000 }, () => {
  it('opens with the guide, ticks off the first step once an event exists, and closes', async () => {
    const { user, api } = openEditor([]);
    const guide = await screen.findByRole('region', { name: 'Primeros pasos' });
    const steps = within(guide).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringMatching(/^1\. Crea un evento \(pendiente\)/),
      expect.stringMatching(/^2\. Añade una opción \(pendiente\)/),
      expect.stringMatching(/^3\. Conéctala con otro evento \(pendiente\)/),
      expect.stringMatching(/^4\. Haz que una opción gane y pruébalo \(pendiente\)/),
    ]);
    await user.click(within(guide).getByRole('button', { name: 'Crear el primer evento' }));
    await screen.findByRole('article', { name: 'Evento 40' });
    expect(within(guide).getAllByRole('listitem')[0]).toHaveTextContent('1. Crea un evento (hecho)');
    expect(within(guide).queryByRole('button', { name: 'Crear el primer evento' })).not.toBeInTheDocument();
    expect(api.requests.filter((request) => request.url === '/maps/event_creator/create_event')).toHaveLength(1);
    await user.click(within(guide).getByRole('button', { name: 'Cerrar la guía' }));
    expect(screen.queryByRole('region', { name: 'Primeros pasos' })).not.toBeInTheDocument();
  });

  it('does not open on a map that already has events', async () => {
    openEditor(sampleEvents());
    await screen.findByRole('article', { name: 'Evento 3' });
    expect(screen.queryByRole('region', { name: 'Primeros pasos' })).not.toBeInTheDocument();
  });
});
