import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '@src/i18n';
import type { MapVersionsResponse } from '@src/contract/map-versions';
import type { OwnMap } from '@src/contract/maps';
import { failure, fakeApi } from './helpers/fake-api';
import { renderApp, signInAs } from './helpers/render-app';

const ownMap = (overrides: Partial<OwnMap> = {}): OwnMap => ({
  mapid: 3,
  name: 'Isla Tortuga',
  description: '',
  mapImage: null,
  published: 1,
  difficulty: 2,
  likes: 0,
  num_players: 0,
  tags: [],
  remixable: false,
  ...overrides,
});

const history: MapVersionsResponse = {
  publishedNumber: 2,
  versions: [
    { number: 2, publishedAt: '2026-11-20T10:00:00.000Z', events: 4, plays: 3, clearRate: 2 / 3 },
    { number: 1, publishedAt: '2026-11-01T10:00:00.000Z', events: 1, plays: 0, clearRate: null },
  ],
};

configure({ asyncUtilTimeout: 5000 });

async function openVersions(routes: Parameters<typeof fakeApi>[0], button = 'Versiones de Isla Tortuga') {
  signInAs('ana');
  const api = fakeApi({ 'POST /maps': { status: 200, body: { maps: [ownMap()] } }, ...routes });
  const rendered = renderApp('/map_creator');
  await screen.findByRole('heading', { level: 2, name: '3.Isla Tortuga' });
  await rendered.user.click(within(screen.getByRole('article')).getByRole('button', { name: button }));
  return { api, ...rendered };
}

describe('map versions in the map creator', { timeout: 20_000 }, () => {
  it('lists the versions and restores one as the draft after a confirmation', async () => {
    const { user, api } = await openVersions({
      'GET /maps/3/versions': { status: 200, body: history },
      'POST /maps/3/versions/1/restore': {
        status: 200,
        body: { message: 'ok', map: ownMap({ difficulty: 5 }), restored: 1 },
      },
    });
    const list = await screen.findByRole('list', { name: 'Versiones publicadas' });
    const [second, first] = within(list).getAllByRole('listitem');
    expect(second).toHaveTextContent('Versión 2');
    expect(second).toHaveTextContent('La que se juega');
    expect(second).toHaveTextContent('4 eventos · 3 partidas de otros · ganadas: 67');
    expect(first).toHaveTextContent('1 evento · 0 partidas de otros · ganadas: sin partidas');
    expect(first).not.toHaveTextContent('La que se juega');

    await user.click(within(first).getByRole('button', { name: 'Restaurar la versión 1 como borrador' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Restaurar la versión 1?' });
    expect(confirm).toHaveTextContent('seguirán jugando la versión publicada');
    expect(api.requests.some((request) => request.url.endsWith('/restore'))).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Restaurar como borrador' }));
    expect(await screen.findByText(/Versión 1 restaurada como borrador/)).toBeInTheDocument();
    expect(api.requests.filter((request) => request.url === '/maps/3/versions/1/restore')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when the map was never published', async () => {
    await openVersions({ 'GET /maps/3/versions': { status: 200, body: { publishedNumber: null, versions: [] } } });
    expect(await screen.findByText(/Aún no has publicado este mapa/)).toBeInTheDocument();
  });

  it('shows why the list failed, with a retry that loads it (in English)', async () => {
    let broken = true;
    await i18n.changeLanguage('en');
    const { user } = await openVersions(
      {
        'GET /maps/3/versions': () =>
          broken ? failure(500, 'INTERNAL', 'Something broke.') : { status: 200, body: history },
      },
      'Versions of Isla Tortuga',
    );
    expect(await screen.findByText('The versions could not be loaded.')).toBeInTheDocument();
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const list = await screen.findByRole('list', { name: 'Published versions' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Version 2Being played');
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent(
      '1 event · 0 games by others · won: no games yet',
    );
    expect(within(list).getByRole('button', { name: 'Restore version 1 as draft' })).toBeInTheDocument();
  });

  it('keeps the confirmation open with the reason when the restore is refused', async () => {
    const { user } = await openVersions({
      'GET /maps/3/versions': { status: 200, body: history },
      'POST /maps/3/versions/2/restore': failure(404, 'MAP_VERSION_NOT_FOUND', 'Esa versión del mapa no existe.'),
    });
    const list = await screen.findByRole('list', { name: 'Versiones publicadas' });
    await user.click(within(list).getByRole('button', { name: 'Restaurar la versión 2 como borrador' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Restaurar la versión 2?' });
    await user.click(within(confirm).getByRole('button', { name: 'Restaurar como borrador' }));
    expect(
      await within(confirm).findByText('No se pudo restaurar la versión: Esa versión del mapa no existe.'),
    ).toBeInTheDocument();
  });
});
