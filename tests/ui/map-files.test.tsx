import { configure, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OwnMap } from '@src/contract/maps';
import { failure, fakeApi } from './helpers/fake-api';
import { renderApp, signInAs } from './helpers/render-app';

const ownMap = (mapid: number, name: string): OwnMap => ({
  mapid,
  name,
  description: '',
  mapImage: null,
  published: 0,
  difficulty: 1,
  likes: 0,
  num_players: 0,
  tags: [],
  remixable: false,
});

configure({ asyncUtilTimeout: 5000 });

async function openCreator(routes: Parameters<typeof fakeApi>[0] = {}) {
  signInAs('ana');
  const api = fakeApi({ 'POST /maps': { status: 200, body: { maps: [ownMap(3, 'Isla Tortuga')] } }, ...routes });
  const rendered = renderApp('/map_creator');
  await screen.findByRole('heading', { level: 2, name: '3.Isla Tortuga' });
  const picker = document.querySelector<HTMLInputElement>('input[type="file"][accept=".json,application/json"]')!;
  return { api, picker, ...rendered };
}

const mapFile = (text: string, name = 'tortuga.vsmap.json') => new File([text], name, { type: 'application/json' });

describe('map files in the map creator', { timeout: 20_000 }, () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:map-file');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());

  it('imports a file as a new draft: its text goes to the server as it is, and the card appears', async () => {
    const text = JSON.stringify({ format: 'vacation-survival-map', schemaVersion: 1, map: { title: 'Copia' } });
    const { user, api, picker } = await openCreator({
      'POST /maps/import': { status: 201, body: { message: 'Mapa importado.', map: ownMap(12, 'Copia') } },
    });
    expect(screen.getByRole('button', { name: 'Importar mapa' })).toBeEnabled();
    await user.upload(picker, mapFile(text));
    expect(await screen.findByRole('heading', { name: '12.Copia' })).toBeInTheDocument();
    expect(await screen.findByText('Mapa “Copia” importado como borrador.')).toBeInTheDocument();
    expect(api.requests.find((request) => request.url === '/maps/import')?.body).toEqual(JSON.parse(text));
  });

  it('refuses a file that is not JSON without sending it', async () => {
    const { user, api, picker } = await openCreator();
    await user.upload(picker, mapFile('<html>no</html>', 'page.html'));
    expect(await screen.findByText('“page.html” no es un archivo de mapa (JSON).')).toBeInTheDocument();
    expect(api.requests.some((request) => request.url === '/maps/import')).toBe(false);
  });

  it("shows the server's reason when it refuses the file, and adds nothing", async () => {
    const { user, picker } = await openCreator({
      'POST /maps/import': failure(400, 'MAP_FILE_REFERENCE_UNKNOWN', 'Una opción enlaza algo que no está.'),
    });
    await user.upload(picker, mapFile('{}'));
    expect(
      await screen.findByText('No se pudo importar el mapa: Una opción enlaza algo que no está.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('exports a map as the file the server names', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user, api } = await openCreator({
      'GET /maps/3/export': {
        status: 200,
        body: new Blob(['{}']),
        headers: { 'content-disposition': 'attachment; filename="Isla-Tortuga.vsmap.json"' },
      },
    });
    await user.click(
      within(screen.getByRole('article')).getByRole('button', { name: 'Exportar Isla Tortuga como archivo' }),
    );
    await vi.waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('Isla-Tortuga.vsmap.json');
    expect(api.requests.some((request) => request.url === '/maps/3/export')).toBe(true);
  });
});
