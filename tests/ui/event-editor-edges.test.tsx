import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import i18n from '@src/i18n';
import { editorStore } from '@src/state/editor/store';
import { drawableLinks } from '@src/state/editor/graph-edits';
import { noticesStore } from '@src/state/notices';
import { EdgeMenu } from '@ui/features/event-editor/edge-menu';
import { toFlowEdges } from '@ui/features/event-editor/flow-model';
import { callsAfterOpening, MAP_ID, openSampleMap } from './event-editor.fixtures';
import { failure, type Reply } from './helpers/fake-api';

// The editor's actions are the store's own functions: the same across tests (tests/ui/setup.ts resets its state).
const { connect, switchLinkType, undo } = editorStore.getState();

const optionOf = (eventId: number) => editorStore.getState().graph.events.get(eventId)?.consequences[0];

/** A reply the test releases when it wants, to look at the editor while the call is on its way. */
function deferred() {
  let release: (reply: Reply) => void = () => undefined;
  const reply = new Promise<Reply>((resolve) => (release = resolve));
  return { handler: () => reply, release };
}

describe('event editor links', () => {
  it('draws a new link at once with a temporary id, then keeps it once the server agrees', async () => {
    const answer = deferred();
    await openSampleMap({ 'POST /maps/event_creator/create_edge': answer.handler });
    const saving = connect({ sourceEvent: 3, consequenceId: 31, target: 1, type: 'direct' });

    const [pending] = editorStore.getState().pendingLinks;
    expect(pending).toMatchObject({ sourceEvent: 3, consequenceId: 31, target: 1, type: 'direct' });
    expect(pending.id).toMatch(/^pending-/);
    const edges = toFlowEdges([pending], new Set([pending.id]), null, () => 'enlace');
    expect(edges[0]).toMatchObject({
      id: pending.id,
      source: '3',
      sourceHandle: 'option-31',
      target: '1',
      data: { pending: true },
    });

    answer.release({
      status: 201,
      body: { edge: { id: 'direct-31', sourceEvent: 3, sourceConsequence: 31, targetEvent: 1, type: 'direct' } },
    });
    expect(await saving).toBe(true);
    expect(editorStore.getState().pendingLinks).toEqual([]);
    expect(optionOf(3)?.follows_eventid).toBe(1);
    expect(drawableLinks(editorStore.getState().graph.events).map((link) => link.id)).toContain('direct-31');
  });

  it('takes an optimistic link away again, with a message, when the server refuses it', async () => {
    const answer = deferred();
    await openSampleMap({ 'POST /maps/event_creator/create_edge': answer.handler });
    const saving = connect({ sourceEvent: 3, consequenceId: 31, target: 1, type: 'unlocks' });
    expect(editorStore.getState().pendingLinks).toHaveLength(1);

    answer.release(failure(400, 'EVENT_NOT_IN_MAP', 'Ese evento no pertenece a este mapa.'));
    expect(await saving).toBe(false);
    expect(editorStore.getState().pendingLinks).toEqual([]);
    expect(optionOf(3)?.unlocks_eventid).toBeNull();
    expect(editorStore.getState().undoStack).toEqual([]);
    const notice = noticesStore.getState().notices.at(-1);
    expect(notice && i18n.t(notice.messageKey, notice.values)).toBe(
      'No se pudo crear la conexión, así que se ha quitado: Ese evento no pertenece a este mapa.',
    );
  });

  it('switches a link between next event and unlocks event, and undoes the switch', async () => {
    const api = await openSampleMap({ 'POST /maps/event_creator/update_edge': { status: 200, body: { edge: {} } } });
    await switchLinkType(11, 'direct');
    expect(optionOf(1)).toMatchObject({ follows_eventid: null, unlocks_eventid: 2 });
    expect(editorStore.getState().undoStack.at(-1)?.name).toEqual({ kind: 'switchLink', eventId: 2, type: 'unlocks' });

    await undo();
    expect(optionOf(1)).toMatchObject({ follows_eventid: 2, unlocks_eventid: null });
    expect(callsAfterOpening(api.requests).map(({ body }) => body)).toEqual([
      { consequenceId: 11, eventId: 2, mapId: MAP_ID, type: 'unlocks' },
      { consequenceId: 11, eventId: 2, mapId: MAP_ID, type: 'direct' },
    ]);
  });

  it("offers the spec's menu on a link: switch its type or Eliminar (spec: '❌ Eliminar')", async () => {
    const api = await openSampleMap({
      'POST /maps/event_creator/update_edge': { status: 200, body: { edge: {} } },
      'POST /maps/event_creator/delete_edge': { status: 200, body: { message: 'Conexión eliminada.' } },
    });
    const user = userEvent.setup();
    const link = drawableLinks(editorStore.getState().graph.events).find((candidate) => candidate.id === 'unlocks-21');
    if (!link) throw new Error('the sample map links option 21 to event 3');
    const { unmount } = render(<EdgeMenu link={link} onClose={() => undefined} />);

    const menu = screen.getByRole('menu', { name: 'Conexión al evento 3' });
    expect(menu).toBeInTheDocument();
    expect(screen.getByRole('menuitemradio', { name: 'Desbloquea evento' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('menuitemradio', { name: 'Siguiente evento' }));
    await waitFor(() => expect(optionOf(2)).toMatchObject({ follows_eventid: 3, unlocks_eventid: null }));
    unmount();

    const switched = drawableLinks(editorStore.getState().graph.events).find(
      (candidate) => candidate.id === 'direct-21',
    );
    if (!switched) throw new Error('option 21 now follows to event 3');
    render(<EdgeMenu link={switched} onClose={() => undefined} />);
    await user.click(screen.getByRole('menuitem', { name: 'Eliminar' }));
    await waitFor(() => expect(optionOf(2)?.follows_eventid).toBeNull());
    expect(callsAfterOpening(api.requests)).toEqual([
      {
        call: 'POST /maps/event_creator/update_edge',
        body: { consequenceId: 21, eventId: 3, mapId: MAP_ID, type: 'direct' },
      },
      {
        call: 'POST /maps/event_creator/delete_edge',
        body: { consequenceId: 21, eventId: 3, mapId: MAP_ID, type: 'direct' },
      },
    ]);
  });
});
