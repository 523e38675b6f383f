import { configure, screen, waitFor, within } from '@testing-library/react';
import { AxiosError } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OwnMap } from '@src/contract/maps';
import { failure, fakeApi, type Reply } from './helpers/fake-api';
import { renderApp, signInAs } from './helpers/render-app';

function ownMap(mapid: number, name: string, extra: Partial<OwnMap> = {}): OwnMap {
  return {
    mapid,
    name,
    description: `Sobre ${name}`,
    mapImage: null,
    published: 0,
    difficulty: 3,
    likes: 2,
    num_players: 5,
    tags: [],
    remixable: false,
    ...extra,
  };
}

// Screens arrive as lazy chunks; the first visit in a run compiles them.
configure({ asyncUtilTimeout: 5000 });

const maps = [ownMap(3, 'Isla Tortuga', { mapImage: 'tortuga.webp', published: 1 }), ownMap(7, 'Cueva del Pirata')];

/** The /play screen starts a run on arrival; these calls stay pending so the test only sees the navigation. */
const pendingPlay = {
  'POST /play/play': () => new Promise<Reply>(() => undefined),
  'POST /play/getCharacter': () => new Promise<Reply>(() => undefined),
};

async function openCreator(routes: Parameters<typeof fakeApi>[0] = {}) {
  signInAs('ana');
  const api = fakeApi({ 'POST /maps': { status: 200, body: { maps } }, ...routes });
  const rendered = renderApp('/map_creator');
  await screen.findByRole('heading', { level: 2, name: '3.Isla Tortuga' });
  return { api, ...rendered };
}

// Typing with user-event on a shared machine can outlast the default 5 s.
describe('map creator', { timeout: 20_000 }, () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());

  it("lists the player's maps as 'id.name' with their picture, or the default one", async () => {
    await openCreator();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByText('Sobre Isla Tortuga')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Público')).toBeInTheDocument();
    expect(within(cards[0]).getByRole('img', { name: 'Dificultad: 3 de 10' })).toBeInTheDocument();
    const pictures = cards.map((card) => card.querySelector('img')?.getAttribute('src'));
    expect(pictures).toEqual(['/uploads/tortuga.webp', '/assets/maps/default.webp']);
    expect(screen.getByRole('heading', { level: 2, name: '7.Cueva del Pirata' })).toBeInTheDocument();
  });

  it('filters the maps by name, ignoring case', async () => {
    const { user } = await openCreator();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar mapas por nombre' }), 'tORTu');
    expect(screen.getByRole('heading', { name: '3.Isla Tortuga' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '7.Cueva del Pirata' })).not.toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'volcán');
    expect(screen.getByText('Ningún mapa se llama «volcán».')).toBeInTheDocument();
  });

  it('asks before deleting and shows the error when the delete fails', async () => {
    const { user, api } = await openCreator({
      'DELETE /maps/maps/7': failure(404, 'MAP_NOT_FOUND', 'Mapa no encontrado.'),
    });
    await user.click(screen.getByRole('button', { name: 'Eliminar Cueva del Pirata' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar mapa' });
    expect(api.requests.some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar mapa' }));
    expect(await within(dialog).findByText('Error al eliminar el mapa')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '7.Cueva del Pirata' })).toBeInTheDocument();
  });

  it('removes the map once the delete is confirmed', async () => {
    const { user } = await openCreator({
      'DELETE /maps/maps/7': { status: 200, body: { message: 'Mapa eliminado.' } },
    });
    await user.click(screen.getByRole('button', { name: 'Eliminar Cueva del Pirata' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar mapa' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: '7.Cueva del Pirata' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('creates a map with a multipart form and adds its card', async () => {
    const created = ownMap(9, 'Atolón', { description: 'Arena y sol' });
    const { user, api } = await openCreator({ 'POST /maps/create': { status: 201, body: created } });
    await user.click(screen.getByRole('button', { name: 'Nuevo mapa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo mapa' });
    expect(within(dialog).getByRole('checkbox', { name: 'Público' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(within(dialog).getByText('El título del mapa es obligatorio.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Título' }), 'Atolón');
    // The error leaves as soon as the title is valid, before the next attempt.
    expect(within(dialog).queryByText('El título del mapa es obligatorio.')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Título' })).not.toHaveAttribute('aria-invalid');
    await user.type(within(dialog).getByRole('textbox', { name: 'Descripción' }), 'Arena y sol');
    const picture = new File(['png'], 'atolon.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('Imagen del mapa'), picture);
    expect(within(dialog).getByRole('img', { name: 'Vista previa de la imagen' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(await screen.findByRole('heading', { name: '9.Atolón' })).toBeInTheDocument();
    const sent = api.requests.find((request) => request.url === '/maps/create')?.body as FormData;
    expect(Object.fromEntries(['title', 'description', 'published'].map((key) => [key, sent.get(key)]))).toEqual({
      title: 'Atolón',
      description: 'Arena y sol',
      published: '0',
    });
    expect((sent.get('image') as File).name).toBe('atolon.png');
  });

  it('accepts pictures only', async () => {
    const { user } = await openCreator();
    await user.click(screen.getByRole('button', { name: 'Nuevo mapa' }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByLabelText<HTMLInputElement>('Imagen del mapa');
    expect(input).toHaveAttribute('accept', 'image/*');
    await user.upload(input, new File(['gif'], 'anim.gif', { type: 'image/gif' }));
    expect(within(dialog).getByText('Elige una imagen JPEG, PNG o WebP.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('img', { name: 'Vista previa de la imagen' })).not.toBeInTheDocument();
  });

  it('lists why publishing was refused', async () => {
    const refusal = {
      status: 422,
      body: {
        error: 'El mapa tiene problemas que impiden publicarlo.',
        code: 'MAP_INVALID',
        issues: [
          { code: 'event-without-options', eventId: 12, premise: 'Un cofre cerrado' },
          { code: 'item-never-rewarded', eventId: 3, consequenceId: 30, itemId: 29, itemName: 'Pala' },
          { code: 'no-reachable-win' },
        ],
      },
    };
    const { user, api } = await openCreator({ 'PUT /maps/map/7/edit': refusal });
    await user.click(screen.getByRole('button', { name: 'Editar Cueva del Pirata' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar mapa' });
    expect(within(dialog).getByRole('textbox', { name: 'Título' })).toHaveValue('Cueva del Pirata');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Público' }));
    await user.click(within(dialog).getByRole('button', { name: 'Editar' }));
    expect(await within(dialog).findByText('Hubo un error al crear o editar el mapa')).toBeInTheDocument();
    expect(within(dialog).getByText('El evento «Un cofre cerrado» (#12) no tiene opciones.')).toBeInTheDocument();
    // Without a premise the event keeps its number; the item is named all the same.
    expect(
      within(dialog).getByText('Una opción del evento 3 necesita «Pala», pero ninguna opción lo da.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Ninguna opción a la que se pueda llegar gana la partida.')).toBeInTheDocument();
    expect((api.requests.find((request) => request.method === 'PUT')?.body as FormData).get('published')).toBe('1');
  });

  it("says 'Error al enviar los datos al servidor' when the request never arrives", async () => {
    const { user } = await openCreator({
      'PUT /maps/map/3/edit': () => {
        throw new AxiosError('Network Error', AxiosError.ERR_NETWORK);
      },
    });
    await user.click(screen.getByRole('button', { name: 'Editar Isla Tortuga' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Editar' }));
    expect(await within(dialog).findByText('Error al enviar los datos al servidor')).toBeInTheDocument();
  });

  it('plays a map: stores it as mapa and opens the game', async () => {
    const { user, expectPath } = await openCreator(pendingPlay);
    await user.click(screen.getByRole('button', { name: 'Jugar Cueva del Pirata' }));
    expect(localStorage.getItem('mapa')).toBe('7');
    await expectPath('/play');
  });

  it("opens a map's events, remembering which map", async () => {
    const { user, expectPath } = await openCreator({
      'POST /maps/event': { status: 200, body: { events: [] } },
      'POST /items/getItems': { status: 200, body: { objects: [] } },
    });
    await user.click(screen.getByRole('button', { name: 'Eventos de Isla Tortuga' }));
    await expectPath('/map_creator/event_creator');
    expect(localStorage.getItem('mapId')).toBe('3');
    expect(localStorage.getItem('title')).toBe('Isla Tortuga');
    expect(await screen.findByText('Eventos de «Isla Tortuga».', { exact: false })).toBeInTheDocument();
  });

  it('invites a first map when there are none, and links to the item creator', async () => {
    signInAs('ana');
    fakeApi({ 'POST /maps': { status: 200, body: { maps: [] } } });
    renderApp('/map_creator');
    expect(await screen.findByText('Todavía no has creado ningún mapa. ¡Crea tu primera isla!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Creador de objetos' })).toHaveAttribute('href', '/item_creator');
  });

  it('offers a retry when the maps cannot be loaded', async () => {
    signInAs('ana');
    let down = true;
    fakeApi({
      'POST /maps': () => (down ? failure(500, 'INTERNAL', 'Error interno') : { status: 200, body: { maps } }),
    });
    const { user } = renderApp('/map_creator');
    const retry = await screen.findByRole('button', { name: 'Reintentar' });
    expect(screen.getByText('No se pudieron cargar tus mapas.')).toBeInTheDocument();
    down = false;
    await user.click(retry);
    expect(await screen.findByRole('heading', { name: '3.Isla Tortuga' })).toBeInTheDocument();
  });
});
