import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorStore } from '@src/state/editor/store';
import { HistoryButtons } from '@ui/features/event-editor/history-buttons';
import { callsAfterOpening, MAP_ID, openSampleMap, option, sampleEvents, settle } from './event-editor.fixtures';
import { fakeApi, type SeenRequest } from './helpers/fake-api';

// The editor's actions are the store's own functions: the same across tests (tests/ui/setup.ts resets its state).
const { createEvent, createOption, deleteEvent, deleteOption, editEvent, moveEvents, openMap, redo, undo } =
  editorStore.getState();

const graph = () => editorStore.getState().graph;
const ok = (body: unknown = { message: 'ok' }) => ({ status: 200, body });

/** A server that hands out event ids 12, 13, … and option ids 100, 101, … */
function creatingServer() {
  let nextEvent = 12;
  let nextOption = 100;
  return {
    'POST /maps/event_creator/create_event': () => ({ status: 201, body: { eventid: nextEvent++ } }),
    'POST /maps/event_creator/create_consequence': () => ({ status: 201, body: { consequenceid: nextOption++ } }),
    'POST /maps/event_creator/create_edge': ({ body }: SeenRequest) => ({ status: 201, body: { edge: body } }),
    'POST /maps/event_creator/update_event': ({ body }: SeenRequest) => {
      const { eventid, label, locked } = body as { eventid: number; label: string; locked: boolean };
      return ok({ eventid, premise: label, locked, position: null, consequences: [] });
    },
    'POST /maps/event_creator/delete_consequence': ok(),
    'POST /maps/event_creator/positions': ({ body }: SeenRequest) =>
      ok({ updated: (body as { positions: unknown[] }).positions.length }),
    'DELETE /maps/events/12': ok(),
    'DELETE /maps/events/13': ok(),
    'DELETE /maps/events/2': ok(),
  };
}

describe('event editor history', () => {
  it('names entries in the Undo and Redo tooltips and replays the inverse call', async () => {
    const api = await openSampleMap(creatingServer());
    render(<HistoryButtons />);
    expect(screen.getByRole('button', { name: 'Nada que deshacer' })).toBeDisabled();

    await createEvent('Nuevo evento', { x: 100, y: 200 });
    const undoButton = await screen.findByRole('button', { name: 'Deshacer: crear evento 12' });
    expect(undoButton).toHaveAttribute('title', 'Deshacer: crear evento 12');
    expect(graph().events.get(12)?.premise).toBe('Nuevo evento');

    await undo();
    expect(graph().events.has(12)).toBe(false);
    expect(await screen.findByRole('button', { name: 'Rehacer: crear evento 12' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Nada que deshacer' })).toBeDisabled();

    // Redo creates the event again; the server gives it a new id, and the history follows it.
    await redo();
    expect(graph().events.get(13)).toMatchObject({ premise: 'Nuevo evento', locked: false });
    expect(graph().positions.get(13)).toEqual({ x: 100, y: 200 });
    expect(await screen.findByRole('button', { name: 'Deshacer: crear evento 13' })).toBeEnabled();
    await undo();

    expect(callsAfterOpening(api.requests)).toEqual([
      {
        call: 'POST /maps/event_creator/create_event',
        body: { mapId: MAP_ID, premise: 'Nuevo evento', locked: false, position: { x: 100, y: 200 } },
      },
      { call: 'DELETE /maps/events/12', body: undefined },
      {
        call: 'POST /maps/event_creator/create_event',
        body: { mapId: MAP_ID, premise: 'Nuevo evento', locked: false, position: { x: 100, y: 200 } },
      },
      { call: 'DELETE /maps/events/13', body: undefined },
    ]);
  });

  it('undoes and redoes a premise edit and a lock with update_event', async () => {
    const api = await openSampleMap(creatingServer());
    await editEvent(1, { premise: 'Despiertas en una isla', locked: false });
    await editEvent(1, { premise: 'Despiertas en una isla', locked: true });
    expect(editorStore.getState().undoStack.map((entry) => entry.name.kind)).toEqual(['editEvent', 'lockEvent']);

    await undo();
    await undo();
    expect(graph().events.get(1)).toMatchObject({ premise: 'Despiertas en la playa', locked: false });
    await redo();
    expect(graph().events.get(1)).toMatchObject({ premise: 'Despiertas en una isla', locked: false });

    const labels = callsAfterOpening(api.requests).map(({ body }) => body as { label: string; locked: boolean });
    expect(labels.map(({ label, locked }) => [label, locked])).toEqual([
      ['Despiertas en una isla', false],
      ['Despiertas en una isla', true],
      ['Despiertas en una isla', false],
      ['Despiertas en la playa', false],
      ['Despiertas en una isla', false],
    ]);
  });

  it('brings a deleted event back with its options and the links that led to it', async () => {
    const api = await openSampleMap(creatingServer());
    await deleteEvent(2);
    expect(graph().events.has(2)).toBe(false);
    // Like the server, the link from event 1 to the deleted event is gone.
    expect(graph().events.get(1)?.consequences[0].follows_eventid).toBeNull();

    await undo();
    const restored = graph().events.get(12);
    expect(restored).toMatchObject({ premise: 'Una cueva oscura', locked: false });
    expect(restored?.consequences).toEqual([
      option(100, { option: 'Opción 21', consequence_text: 'Pasa algo (21)', unlocks_eventid: 3 }),
    ]);
    expect(graph().events.get(1)?.consequences[0].follows_eventid).toBe(12);
    expect(graph().positions.get(12)).toEqual({ x: 650, y: 0 });

    expect(callsAfterOpening(api.requests).slice(1)).toEqual([
      {
        call: 'POST /maps/event_creator/create_event',
        body: { mapId: MAP_ID, premise: 'Una cueva oscura', locked: false, position: { x: 650, y: 0 } },
      },
      {
        call: 'POST /maps/event_creator/create_consequence',
        body: expect.objectContaining({
          mapid: MAP_ID,
          eventid: 12,
          option: 'Opción 21',
          unlocksEventId: 3,
          followsEventId: null,
        }),
      },
      {
        call: 'POST /maps/event_creator/create_edge',
        body: { sourceEvent: 1, sourceConsequence: 11, option: 'Opción 11', targetEvent: 12, type: 'direct' },
      },
    ]);

    // Redo deletes the re-created event, under its new id.
    await redo();
    expect(api.requests.at(-1)?.url).toBe('/maps/events/12');
    expect(graph().events.has(12)).toBe(false);
  });

  it('undoes adding and deleting options', async () => {
    const api = await openSampleMap(creatingServer());
    const { consequenceid: _id, ...draft } = option(0, {
      option: 'Nadar',
      consequence_text: 'Te cansas',
      thirst_consequence: -5,
    });
    await createOption(3, draft);
    expect(
      graph()
        .events.get(3)
        ?.consequences.map((entry) => entry.option),
    ).toEqual(['Opción 31', 'Nadar']);

    await undo();
    expect(
      graph()
        .events.get(3)
        ?.consequences.map((entry) => entry.option),
    ).toEqual(['Opción 31']);

    await deleteOption(31);
    expect(graph().events.get(3)?.consequences).toEqual([]);
    await undo();
    expect(graph().events.get(3)?.consequences).toEqual([
      option(101, { option: 'Opción 31', consequence_text: 'Pasa algo (31)', wins: true }),
    ]);

    expect(
      callsAfterOpening(api.requests).map(({ call, body }) => [
        call,
        (body as { consequenceId?: number }).consequenceId,
      ]),
    ).toEqual([
      ['POST /maps/event_creator/create_consequence', undefined],
      ['POST /maps/event_creator/delete_consequence', 100],
      ['POST /maps/event_creator/delete_consequence', 31],
      ['POST /maps/event_creator/create_consequence', undefined],
    ]);
  });

  it('saves moved nodes in one batch and undoes the move with the old positions', async () => {
    const api = await openSampleMap(creatingServer());
    moveEvents([
      { eventId: 1, from: { x: 0, y: 0 }, to: { x: 40, y: 80 } },
      { eventId: 2, from: { x: 650, y: 0 }, to: { x: 700, y: 90 } },
    ]);
    expect(editorStore.getState().undoStack.at(-1)?.name).toEqual({ kind: 'move', count: 2 });
    await settle();
    await undo();
    expect(graph().positions.get(1)).toEqual({ x: 0, y: 0 });

    expect(callsAfterOpening(api.requests).map(({ body }) => body)).toEqual([
      {
        mapId: MAP_ID,
        positions: [
          { eventid: 1, x: 40, y: 80 },
          { eventid: 2, x: 700, y: 90 },
        ],
      },
      {
        mapId: MAP_ID,
        positions: [
          { eventid: 1, x: 0, y: 0 },
          { eventid: 2, x: 650, y: 0 },
        ],
      },
    ]);
  });

  it('keeps the entry and says why when an undo fails', async () => {
    await openSampleMap({
      ...creatingServer(),
      'DELETE /maps/events/12': { status: 404, body: { error: 'Evento no encontrado.', code: 'EVENT_NOT_FOUND' } },
    });
    await createEvent('Nuevo evento', { x: 0, y: 0 });
    await undo();
    expect(editorStore.getState().undoStack).toHaveLength(1);
    expect(graph().events.has(12)).toBe(true);
    const { noticesStore } = await import('@src/state/notices');
    expect(noticesStore.getState().notices.at(-1)).toMatchObject({
      tone: 'error',
      messageKey: 'editor:failed.undo',
      values: { reason: 'Evento no encontrado.' },
    });
  });

  it('keeps a change on its way, and its undo entry, when the screen asks again for the map it has open', async () => {
    let answerCreate: () => void = () => undefined;
    const api = fakeApi({
      'POST /maps/event_creator/event_consequences': { status: 200, body: { events: sampleEvents() } },
      'POST /items/getItems': { status: 200, body: { objects: [] } },
      'POST /maps/event_creator/create_event': () =>
        new Promise((resolve) => (answerCreate = () => resolve({ status: 201, body: { eventid: 12 } }))),
    });
    const visit = {};
    await openMap(MAP_ID, visit);
    const creating = createEvent('Nuevo evento', { x: 100, y: 200 });
    await waitFor(() => expect(api.requests.at(-1)?.url).toBe('/maps/event_creator/create_event'));
    // The screen's effect runs again (StrictMode, Suspense showing it again) while the event is being created.
    const reopening = openMap(MAP_ID, visit);
    answerCreate();
    await Promise.all([creating, reopening]);

    expect(graph().events.get(12)?.premise).toBe('Nuevo evento');
    expect(editorStore.getState().undoStack.map((entry) => entry.name)).toEqual([{ kind: 'createEvent', eventId: 12 }]);
    expect(api.requests.filter((request) => request.url.endsWith('/event_consequences'))).toHaveLength(1);
  });
});
