import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ConsequenceView, EventBodyInput, EventSummary } from '@src/contract/events';
import type { ItemView } from '@src/contract/items';
import type { OwnMap } from '@src/contract/maps';
import { EDITOR_EFFECT_CHOICES } from '@src/core/effect-choices';
import { failure, fakeApi, type Reply } from './helpers/fake-api';
import { renderApp, signInAs } from './helpers/render-app';

// Screens arrive as lazy chunks; the first visit in a run compiles them.
configure({ asyncUtilTimeout: 5000 });

const events: EventSummary[] = [
  { eventid: 10, premise: 'Una tormenta se acerca', locked: false },
  { eventid: 11, premise: 'Encuentras una CUEVA oscura', locked: true },
];
const items: ItemView[] = [
  { objectid: 5, name: 'Botiquín', description: 'Vendas y yodo', functionality: 'heal', objectImage: null },
];
const stored: ConsequenceView = {
  consequenceid: 100,
  option: 'Esperar',
  consequence_text: 'La lluvia amaina',
  health_consequence: -5,
  hunger_consequence: 0,
  thirst_consequence: 3,
  sanity_consequence: 0,
  effect_consequence: 'poison',
  wins: false,
  idobject_requeriment: null,
  idobject_reward: null,
  unlocks_eventid: 11,
  follows_eventid: null,
};
const map: OwnMap = {
  mapid: 4,
  name: 'Isla Tortuga',
  description: '',
  mapImage: null,
  published: 0,
  difficulty: 4,
  likes: 0,
  num_players: 0,
  tags: [],
  remixable: false,
};

/** The answer of creating or editing: the event as sent, stored under `eventid`. */
function detailOf(eventid: number, body: EventBodyInput): Reply {
  return { status: 200, body: { eventid, premise: body.premise, locked: body.isChecked ?? false, consequences: [] } };
}

async function openEvents(routes: Parameters<typeof fakeApi>[0] = {}) {
  signInAs('ana');
  localStorage.setItem('mapId', '4');
  localStorage.setItem('title', 'Isla Tortuga');
  const api = fakeApi({
    'POST /maps/event': { status: 200, body: { events } },
    'POST /items/getItems': { status: 200, body: { objects: items } },
    ...routes,
  });
  const rendered = renderApp('/map_creator/event_creator');
  await screen.findByText('10. Una tormenta se acerca');
  return { api, ...rendered };
}

// Typing with user-event on a shared machine can outlast the default 5 s.
describe('event list', { timeout: 30_000 }, () => {
  it("lists the map's events as 'eventid. premise' and asks the server for that map", async () => {
    const { api } = await openEvents();
    expect(screen.getByText('11. Encuentras una CUEVA oscura')).toBeInTheDocument();
    expect(screen.getByText('Locked')).toBeInTheDocument();
    expect(api.requests.find((request) => request.url === '/maps/event')?.body).toEqual({ mapId: 4 });
    expect(screen.getByRole('link', { name: 'Editor de diagrama' })).toHaveAttribute(
      'href',
      '/map_creator/event_creator_new',
    );
    expect(screen.getByRole('link', { name: 'Creador de objetos' })).toHaveAttribute('href', '/item_creator');
  });

  it('filters by premise, ignoring case', async () => {
    const { user } = await openEvents();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar eventos por descripción' }), 'cueva');
    expect(screen.getByText('11. Encuentras una CUEVA oscura')).toBeInTheDocument();
    expect(screen.queryByText('10. Una tormenta se acerca')).not.toBeInTheDocument();
  });

  it('asks before deleting an event and shows the error when it fails', async () => {
    const { user, api } = await openEvents({ 'DELETE /maps/events/11': failure(500, 'INTERNAL', 'Error interno') });
    await user.click(screen.getByRole('button', { name: 'Eliminar evento 11' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar evento' });
    expect(api.requests.some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar evento' }));
    expect(await within(dialog).findByText('Error al eliminar el evento')).toBeInTheDocument();
  });

  it('starts a new option with the defaults of spec 5 and checks it before adding it', async () => {
    const { user } = await openEvents();
    await user.click(screen.getByRole('button', { name: 'Nuevo evento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo evento' });
    expect(within(dialog).getByText('Sin opciones')).toBeInTheDocument();
    for (const stat of ['Salud', 'Hambre', 'Sed', 'Sanidad'])
      expect(within(dialog).getByRole('spinbutton', { name: stat })).toHaveValue(0);
    const effect = within(dialog).getByRole<HTMLSelectElement>('combobox', { name: 'Efecto' });
    expect(effect).toHaveValue('nada');
    expect([...effect.options].map((option) => option.value)).toEqual([...EDITOR_EFFECT_CHOICES]);
    expect(within(dialog).getByRole('checkbox', { name: 'Wins' })).not.toBeChecked();
    const requirement = within(dialog).getByRole<HTMLSelectElement>('combobox', { name: 'Object Requeriment' });
    expect(requirement).toHaveAccessibleDescription(/El objeto que hace falta para elegir esta opción\./);
    expect(requirement).toHaveValue('');
    expect([...requirement.options].map((option) => option.text)).toEqual(['Ninguno', 'Botiquín']);
    const unlocks = within(dialog).getByRole<HTMLSelectElement>('combobox', { name: 'Desbloquea evento' });
    expect([...unlocks.options].map((option) => option.text)).toEqual([
      'Ninguno',
      '10. Una tormenta se acerca',
      '11. Encuentras una CUEVA oscura',
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Añadir opción' }));
    expect(within(dialog).getByText('El texto de la opción es obligatorio.')).toBeInTheDocument();
    expect(within(dialog).getByText('El texto de la consecuencia es obligatorio.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Opción' }), 'Huir');
    // Each error leaves as its field becomes valid, before the next attempt.
    expect(within(dialog).queryByText('El texto de la opción es obligatorio.')).not.toBeInTheDocument();
    expect(within(dialog).getByText('El texto de la consecuencia es obligatorio.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Consecuencia' }), 'Corres sin mirar atrás');
    expect(within(dialog).queryByText('El texto de la consecuencia es obligatorio.')).not.toBeInTheDocument();
    await user.clear(within(dialog).getByRole('spinbutton', { name: 'Salud' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Salud' }), '-150');
    await user.click(within(dialog).getByRole('button', { name: 'Añadir opción' }));
    expect(within(dialog).getByText('Escribe un número entero entre -100 y 100.')).toBeInTheDocument();
    expect(within(dialog).getByRole('spinbutton', { name: 'Salud' })).toHaveFocus();
    expect(within(dialog).getByText('Sin opciones')).toBeInTheDocument();
  });

  it('creates an event with its options, sending the defaults for untouched fields', async () => {
    const { user, api } = await openEvents({
      'POST /maps/event/create': ({ body }) => detailOf(12, body as EventBodyInput),
    });
    await user.click(screen.getByRole('button', { name: 'Nuevo evento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo evento' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Opción' }), 'Huir');
    await user.type(within(dialog).getByRole('textbox', { name: 'Consecuencia' }), 'Corres sin mirar atrás');
    await user.clear(within(dialog).getByRole('spinbutton', { name: 'Salud' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Salud' }), '-10');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Object Reward' }), 'Botiquín');
    await user.click(within(dialog).getByRole('button', { name: 'Añadir opción' }));
    expect(within(dialog).getByRole('button', { name: 'Editar la opción «Huir»' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Opción' })).toHaveValue('');

    await user.click(within(dialog).getByRole('button', { name: 'Crear evento' }));
    expect(within(dialog).getByText('La descripción del evento es obligatoria.')).toBeInTheDocument();
    expect(api.requests.some((request) => request.url === '/maps/event/create')).toBe(false);
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Descripción del evento' }),
      'Un tiburón rodea la balsa',
    );
    expect(within(dialog).queryByText('La descripción del evento es obligatoria.')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Crear evento' }));

    expect(await screen.findByText('12. Un tiburón rodea la balsa')).toBeInTheDocument();
    expect(api.requests.find((request) => request.url === '/maps/event/create')?.body).toEqual({
      premise: 'Un tiburón rodea la balsa',
      isChecked: false,
      mapId: 4,
      wins: false,
      consequencesList: [
        {
          option: 'Huir',
          consequenceText: 'Corres sin mirar atrás',
          healthConsequence: -10,
          hungerConsequence: 0,
          thirstConsequence: 0,
          sanityConsequence: 0,
          effectConsequence: 'nada',
          wins: false,
          objectidRequeriment: null,
          objectidReward: 5,
          unlocksEventId: null,
          followsEventId: null,
        },
      ],
    });
  });

  it('edits an event: its options open in the side form and keep their ids', async () => {
    const { user, api } = await openEvents({
      'GET /maps/event/10/consequences': { status: 200, body: { consequences: [stored] } },
      'PUT /maps/event/10/edit': ({ body }) => detailOf(10, body as EventBodyInput),
    });
    await user.click(screen.getByRole('button', { name: 'Editar evento 10' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar evento 10' });
    expect(await within(dialog).findByRole('textbox', { name: 'Descripción del evento' })).toHaveValue(
      'Una tormenta se acerca',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Editar la opción «Esperar»' }));
    expect(within(dialog).getByRole('spinbutton', { name: 'Salud' })).toHaveValue(-5);
    expect(within(dialog).getByRole('combobox', { name: 'Efecto' })).toHaveValue('poison');
    // The event itself is not offered as a link target.
    expect(within(dialog).getByRole('combobox', { name: 'Desbloquea evento' })).toHaveValue('11');
    expect(within(dialog).queryByRole('option', { name: '10. Una tormenta se acerca' })).not.toBeInTheDocument();

    const text = within(dialog).getByRole('textbox', { name: 'Opción' });
    await user.clear(text);
    await user.type(text, 'Esperar dentro');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar opción' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Locked' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar evento' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const body = api.requests.find((request) => request.method === 'PUT')?.body as EventBodyInput;
    expect(body.isChecked).toBe(true);
    expect(body.consequencesList).toEqual([
      expect.objectContaining({
        consequenceid: 100,
        option: 'Esperar dentro',
        healthConsequence: -5,
        thirstConsequence: 3,
        effectConsequence: 'poison',
        unlocksEventId: 11,
      }),
    ]);
  });

  it('removes an option with Eliminar and will not save over a half-written one', async () => {
    const { user, api } = await openEvents({
      'GET /maps/event/10/consequences': { status: 200, body: { consequences: [stored] } },
    });
    await user.click(screen.getByRole('button', { name: 'Editar evento 10' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar evento 10' });
    await user.click(await within(dialog).findByRole('button', { name: 'Eliminar la opción «Esperar»' }));
    expect(within(dialog).getByText('Sin opciones')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Opción' }), 'Nadar');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar evento' }));
    expect(
      within(dialog).getByText('Tienes una opción a medias: añádela o cancélala antes de guardar el evento.'),
    ).toBeInTheDocument();
    expect(api.requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('EDIT MAP updates the map and lists what keeps it from being published', async () => {
    const { user, api } = await openEvents({
      'PUT /maps/4/edit': {
        status: 200,
        body: {
          map: { ...map, difficulty: 6 },
          issues: [
            {
              code: 'option-never-takeable',
              eventId: 8,
              premise: 'Una duna altísima que esconde algo brillante entre la arena y las conchas',
              consequenceId: 80,
              itemId: 29,
              itemName: 'Pala',
            },
            { code: 'no-reachable-win' },
          ],
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'EDIT MAP' }));
    expect(await screen.findByText('Ninguna opción a la que se pueda llegar gana la partida.')).toBeInTheDocument();
    // Long premises are cut short; the item goes by its name, not its number.
    expect(
      screen.getByText(
        'Una opción del evento «Una duna altísima que esconde algo brillante entre la arena…» (#8) necesita «Pala», que solo se consigue donde nadie puede llegar.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Dificultad: 6 de 10' })).toBeInTheDocument();
    expect(api.requests.find((request) => request.url === '/maps/4/edit')?.body).toEqual({});
  });

  it("says 'Error al actualizar el mapa' when EDIT MAP fails", async () => {
    const { user } = await openEvents({ 'PUT /maps/4/edit': failure(403, 'MAP_FORBIDDEN', 'Este mapa no es tuyo.') });
    await user.click(screen.getByRole('button', { name: 'EDIT MAP' }));
    expect(await screen.findByText('Error al actualizar el mapa')).toBeInTheDocument();
  });

  it('sends players who have not chosen a map back to the map creator', async () => {
    signInAs('ana');
    renderApp('/map_creator/event_creator');
    expect(
      await screen.findByText('Elige primero un mapa en el creador de mapas para ver sus eventos.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a mis mapas' })).toHaveAttribute('href', '/map_creator');
  });
});
