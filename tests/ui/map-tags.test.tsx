import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '@src/i18n';
import type { OwnMap } from '@src/contract/maps';
import { fakeApi } from './helpers/fake-api';
import { browseMap, browsePage as page } from './helpers/browse-maps';
import { renderApp, signInAs } from './helpers/render-app';

// Screens arrive as lazy chunks; the first visit in a run compiles them.
configure({ asyncUtilTimeout: 5000 });

const ownMap: OwnMap = {
  mapid: 3,
  name: 'Isla Tortuga',
  description: 'Tortugas.',
  mapImage: null,
  published: 0,
  difficulty: 3,
  likes: 0,
  num_players: 0,
  tags: ['horror'],
  remixable: false,
};

describe('map tags', { timeout: 20_000 }, () => {
  it('chooses up to three tags in the map form and sends them in the list’s order', async () => {
    signInAs('ana');
    const api = fakeApi({
      'POST /maps': { status: 200, body: { maps: [ownMap] } },
      'PUT /maps/map/3/edit': { status: 200, body: { ...ownMap, tags: ['horror', 'short', 'story'] } },
    });
    const { user } = renderApp('/map_creator');
    const card = await screen.findByRole('article');
    expect(within(within(card).getByRole('list', { name: 'Etiquetas' })).getByText('Terror')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Editar Isla Tortuga' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar mapa' });
    const group = within(dialog).getByRole('group', { name: 'Etiquetas' });
    expect(group).toHaveAccessibleDescription(/Elige hasta tres/);
    expect(within(group).getByRole('checkbox', { name: 'Terror' })).toBeChecked();

    await user.click(within(group).getByRole('checkbox', { name: 'Historia' }));
    // The keyboard: Tab to a chip, Space checks it.
    within(group).getByRole('checkbox', { name: 'Corta' }).focus();
    await user.keyboard(' ');
    // Three chosen: the others wait until one is unchecked.
    expect(within(group).getByRole('checkbox', { name: 'Humor' })).toBeDisabled();
    expect(within(group).getByRole('checkbox', { name: 'Corta' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Editar' }));

    await waitFor(() => expect(api.requests.some((request) => request.method === 'PUT')).toBe(true));
    const sent = api.requests.find((request) => request.method === 'PUT')?.body as FormData;
    expect(sent.get('tags')).toBe('horror,short,story');
    expect(await screen.findByText('Historia')).toBeInTheDocument();
  });

  it('filters Online Mode by tags to include and exclude, kept in the address, and clears them', async () => {
    const api = fakeApi({
      'GET /maps/all': page([browseMap(3, 'Isla Tortuga', { description: '', tags: ['horror', 'short'] })]),
    });
    const { user, currentQuery } = renderApp('/online?include=horror&exclude=long');
    const card = await screen.findByRole('article');
    expect(within(card).getByRole('list', { name: 'Etiquetas' })).toHaveTextContent(/Terror.*Corta/);
    const maps = () => api.requests.filter((request) => request.url === '/maps/all').map((request) => request.params);
    expect(maps().at(-1)).toEqual({ include: 'horror', exclude: 'long', sort: 'likes', page: 1, limit: 12 });

    // The address already filters, so the filter starts open and says how many tags it uses.
    const include = screen.getByRole('group', { name: 'Con estas etiquetas' });
    const exclude = screen.getByRole('group', { name: 'Sin estas etiquetas' });
    expect(screen.getByText('Etiquetas (2 filtros)')).toBeInTheDocument();
    expect(within(include).getByRole('checkbox', { name: 'Terror' })).toBeChecked();
    expect(within(exclude).getByRole('checkbox', { name: 'Larga' })).toBeChecked();
    // A tag in one group cannot be checked in the other.
    expect(within(exclude).getByRole('checkbox', { name: 'Terror' })).toBeDisabled();

    await user.click(within(include).getByRole('checkbox', { name: 'Misterio' }));
    await waitFor(() => expect(currentQuery()).toBe('?include=horror,mystery&exclude=long'));
    await waitFor(() => expect(maps().at(-1)).toMatchObject({ include: 'horror,mystery', exclude: 'long', page: 1 }));
    await user.click(within(exclude).getByRole('checkbox', { name: 'Larga' }));
    await waitFor(() => expect(currentQuery()).toBe('?include=horror,mystery'));

    await user.click(screen.getByRole('button', { name: 'Quitar los filtros de etiquetas' }));
    await waitFor(() => expect(currentQuery()).toBe(''));
    await waitFor(() => expect(maps().at(-1)).toEqual({ sort: 'likes', page: 1, limit: 12 }));
  });

  it('ignores unknown tags in a shared address, and speaks English', async () => {
    await i18n.changeLanguage('en');
    const api = fakeApi({ 'GET /maps/all': page([]) });
    const { user } = renderApp('/online?include=zombies,humor');
    await screen.findByText('No maps found');
    expect(api.requests.at(-1)?.params).toEqual({ include: 'humor', sort: 'likes', page: 1, limit: 12 });
    // An empty filtered list offers to clear the tags (as the open filter does above it).
    const clears = screen.getAllByRole('button', { name: 'Clear the tag filters' });
    expect(clears).toHaveLength(2);
    await user.click(clears[1]);
    await waitFor(() => expect(api.requests.at(-1)?.params).toEqual({ sort: 'likes', page: 1, limit: 12 }));
    expect(screen.getByText('Tags')).toBeInTheDocument();
  });
});
