import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '@src/i18n';
import type { OwnMap } from '@src/contract/maps';
import { browseMap, browsePage as page } from './helpers/browse-maps';
import { failure, fakeApi } from './helpers/fake-api';
import { renderApp, signInAs } from './helpers/render-app';
import { playAnswer } from './play-fixtures';
import { openGame } from './play-helpers';

// Screens arrive as lazy chunks; the first visit in a run compiles them.
configure({ asyncUtilTimeout: 5000 });

const credits = [
  { title: 'Isla Hija', creator: 'luis' },
  { title: 'Isla Madre', creator: 'marta' },
];

const ownMap: OwnMap = {
  mapid: 3,
  name: 'Isla Tortuga',
  description: '',
  mapImage: null,
  published: 1,
  difficulty: 3,
  likes: 0,
  num_players: 0,
  tags: [],
  remixable: false,
};

const cardOf = (name: string) =>
  screen.getAllByRole('article').find((card) => within(card).queryByRole('heading', { name }))!;

describe('remix', { timeout: 20_000 }, () => {
  it('offers Remezclar (and Denunciar) on others’ maps only, copies into the drafts and shows the credit line', async () => {
    signInAs('ana');
    const copy = { ...ownMap, mapid: 9, name: 'Isla Nieta', published: 0 };
    const api = fakeApi({
      'GET /maps/all': page([
        browseMap(5, 'Isla Nieta', { remixable: true, credits }),
        browseMap(6, 'Isla Cerrada'),
        browseMap(7, 'Isla de Ana', { username: 'ana', remixable: true }),
      ]),
      'POST /maps/5/remix': { status: 201, body: { message: 'Remezcla guardada en tus borradores.', map: copy } },
      'POST /maps': { status: 200, body: { maps: [copy] } },
    });
    const { user, expectPath } = renderApp('/online');
    await screen.findAllByRole('article');
    expect(
      within(cardOf('Isla Nieta')).getByText('Basada en «Isla Hija» de luis (y antes: «Isla Madre» de marta)'),
    ).toBeInTheDocument();
    expect(within(cardOf('Isla Cerrada')).queryByRole('button', { name: /Remezclar/ })).toBeNull();
    expect(within(cardOf('Isla de Ana')).queryByRole('button', { name: /Remezclar/ })).toBeNull();
    // Nor is one's own map reported from its card (the server refuses it): others' are.
    expect(within(cardOf('Isla Cerrada')).getByRole('button', { name: /Denunciar/ })).toBeInTheDocument();
    expect(within(cardOf('Isla de Ana')).queryByRole('button', { name: /Denunciar/ })).toBeNull();
    expect(cardOf('Isla Cerrada').querySelector('[data-credit]')).toBeNull();

    await user.click(
      within(cardOf('Isla Nieta')).getByRole('button', { name: 'Remezclar Isla Nieta: copiarlo en tus borradores' }),
    );
    await expectPath('/map_creator');
    expect(api.requests.some((request) => request.method === 'POST' && request.url === '/maps/5/remix')).toBe(true);
    expect(await screen.findByText('«Isla Nieta» está en tus borradores: cámbialo a tu gusto.')).toBeInTheDocument();
  });

  it('says why a remix was refused and stays on the list', async () => {
    signInAs('ana');
    fakeApi({
      'GET /maps/all': page([browseMap(5, 'Isla Nieta', { remixable: true })]),
      'POST /maps/5/remix': failure(403, 'MAP_NOT_REMIXABLE', 'Su creador no permite remezclar este mapa.'),
    });
    const { user, currentPath } = renderApp('/online');
    await user.click(await screen.findByRole('button', { name: /Remezclar Isla Nieta/ }));
    expect(await screen.findByText(/No se pudo remezclar el mapa: Su creador no permite/)).toBeInTheDocument();
    expect(currentPath()).toBe('/online');
  });

  it('sends a visitor to sign in instead', async () => {
    fakeApi({ 'GET /maps/all': page([browseMap(5, 'Isla Nieta', { remixable: true })]) });
    const { user, expectPath } = renderApp('/online');
    await user.click(await screen.findByRole('button', { name: /Remezclar Isla Nieta/ }));
    await expectPath('/login');
  });

  it('speaks English on the card and in the map form’s remixable box', async () => {
    await i18n.changeLanguage('en');
    signInAs('ana');
    const api = fakeApi({
      'GET /maps/all': page([browseMap(5, 'Isla Nieta', { remixable: true, credits: credits.slice(0, 1) })]),
      'POST /maps': { status: 200, body: { maps: [ownMap] } },
      'PUT /maps/map/3/edit': { status: 200, body: { ...ownMap, remixable: true } },
    });
    const { user, navigate } = renderApp('/online');
    const card = (await screen.findAllByRole('article'))[0];
    expect(within(card).getByText('Based on “Isla Hija” by luis')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Remix Isla Nieta: copy it into your drafts' })).toBeVisible();

    await navigate('/map_creator');
    await user.click(await screen.findByRole('button', { name: 'Edit Isla Tortuga' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit map' });
    const box = within(dialog).getByRole('checkbox', { name: 'Others may remix it' });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(/copy it into their drafts/);
    await user.click(box);
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(api.requests.some((request) => request.method === 'PUT')).toBe(true));
    const sent = api.requests.find((request) => request.method === 'PUT')?.body as FormData;
    expect(sent.get('remixable')).toBe('1');
  });

  it('shows the credit line on the play screen, in both languages', async () => {
    await openGame({ 'POST /play/play': { status: 200, body: { ...playAnswer, credits } } });
    expect(screen.getByText('Basada en «Isla Hija» de luis (y antes: «Isla Madre» de marta)')).toBeInTheDocument();
    await i18n.changeLanguage('en');
    expect(
      await screen.findByText('Based on “Isla Hija” by luis (before that: “Isla Madre” by marta)'),
    ).toBeInTheDocument();
  });

  it('shows no credit line on the play screen of a map made from scratch', async () => {
    await openGame();
    expect(document.querySelector('[data-credit]')).toBeNull();
  });
});
