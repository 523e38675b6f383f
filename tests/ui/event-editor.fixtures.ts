import type { EditorEvent } from '@src/contract/editor';
import i18n from '@src/i18n';
import { editorStore } from '@src/state/editor/store';
import { afterEach, expect } from 'vitest';
import { resetFreshEvent } from '@ui/features/event-editor/editor-ui';
import { resetEdgeCache } from '@ui/features/event-editor/flow-model';
import { resetIssueCache } from '@ui/features/event-editor/map-issues';
import { resetItemNameCache } from '@ui/features/event-editor/use-item-names';
import { option } from '../fixtures/options';
import { fakeApi, type Reply, type SeenRequest } from './helpers/fake-api';

// The editor's actions are the store's own functions: the same across tests (tests/ui/setup.ts resets its state).
const { openMap, flushPositions } = editorStore.getState();

/** Shared set-up of the event editor tests: a small map as the server would answer it, and its fake API. */

// The editor screen's module-level state starts every test empty (the store is reset by tests/ui/setup.ts).
afterEach(() => {
  resetFreshEvent();
  resetIssueCache();
  resetEdgeCache();
  resetItemNameCache();
});

export const MAP_ID = 7;
export { option };

/** Three events: 1 leads to 2, 2 unlocks the locked 3, and 3 wins. */
export function sampleEvents(): EditorEvent[] {
  return [
    {
      eventid: 1,
      premise: 'Despiertas en la playa',
      locked: false,
      position: { x: 0, y: 0 },
      consequences: [option(11, { follows_eventid: 2, health_consequence: -10 })],
    },
    {
      eventid: 2,
      premise: 'Una cueva oscura',
      locked: false,
      position: { x: 650, y: 0 },
      consequences: [option(21, { unlocks_eventid: 3 })],
    },
    {
      eventid: 3,
      premise: 'El barco de rescate',
      locked: true,
      position: { x: 1300, y: 0 },
      consequences: [option(31, { wins: true })],
    },
  ];
}

type Routes = Record<string, Reply | ((request: SeenRequest) => Reply | Promise<Reply>)>;

/** The editor's loading calls plus `routes`, and the map opened in the editor store. */
export async function openSampleMap(routes: Routes = {}, events: EditorEvent[] = sampleEvents()) {
  await i18n.loadNamespaces(['editor', 'creator']);
  const api = fakeApi({
    'POST /maps/event_creator/event_consequences': { status: 200, body: { events } },
    'POST /items/getItems': { status: 200, body: { objects: [] } },
    ...routes,
  });
  await openMap(MAP_ID);
  expect(editorStore.getState().status).toBe('ready');
  return api;
}

/** The calls made after the map was opened, as "METHOD /path" with their bodies. */
export function callsAfterOpening(requests: readonly SeenRequest[]) {
  return requests
    .filter((request) => !['/maps/event_creator/event_consequences', '/items/getItems'].includes(request.url))
    .map((request) => ({ call: `${request.method} ${request.url}`, body: request.body }));
}

/** Waits for every queued editor call (including a pending position batch). */
export const settle = () => flushPositions();
