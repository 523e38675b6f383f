import type { StoreApi } from 'zustand/vanilla';
import { getEditorGraph } from '@src/api/editor';
import { toApiError } from '@src/api/errors';
import { getItems } from '@src/api/items';
import type { EdgeType } from '@src/contract/editor';
import type { EditorState, HistoryEntry, HistoryKind, Step } from './store';
import { graphFromServer, incomingLinks, linkField, locateOption, type GraphLink, type XY } from './graph-edits';
import { serverSteps, type OptionDraft } from './server-steps';
import { noticesStore } from '../notices';

type FailureKind = HistoryKind | 'undo' | 'redo' | 'positions';

function reportFailure(kind: FailureKind, error: unknown) {
  noticesStore.getState().push('error', `editor:failed.${kind}`, { reason: toApiError(error).message });
}

const otherEdgeType = (type: EdgeType): EdgeType => (type === 'direct' ? 'unlocks' : 'direct');

export interface Move {
  readonly eventId: number;
  readonly from: XY;
  readonly to: XY;
}

/**
 * What the creator does in the diagram editor, as actions of the editor store. Each change is sent to the server,
 * applied to the graph, and recorded with the steps that undo and redo it. A failure leaves the graph as it was and
 * says why in a notice.
 */
export interface CreatorActions {
  /**
   * Loads a map into the editor for one visit of the screen: its events, the player's items, and a grid place for
   * nodes that never had one. Asking again for the map the same visit already holds does nothing: the screen's effect
   * runs again without a new visit (StrictMode, or the layout's Suspense hiding and showing the screen while a
   * translation loads), and a reload then would replace the graph under changes still on their way (their node
   * vanishes while their undo entry stays). A new visit, another map or a failed load starts over. The load waits for
   * the calls already asked for, and a later open makes an earlier answer stale.
   */
  openMap(mapId: number, visit?: object): Promise<void>;
  /** A new unlocked event at `position`; answers its id. `beforeShown` hears the id before the event is drawn. */
  createEvent(premise: string, position: XY, beforeShown?: (eventId: number) => void): Promise<number | null>;
  deleteEvent(eventId: number): Promise<void | null>;
  /** Saves a new premise or lock; nothing happens when both are unchanged. */
  editEvent(eventId: number, fields: { premise: string; locked: boolean }): Promise<void | null>;
  /** Adds an option to an event; answers its id. */
  createOption(eventId: number, draft: OptionDraft): Promise<number | null>;
  deleteOption(consequenceId: number): Promise<void | null>;
  /**
   * Links an option to an event. The edge is drawn at once with a temporary id; when the server refuses it, it is
   * taken away again and a notice says why (spec 4).
   */
  connect(link: Omit<GraphLink, 'id'>): Promise<boolean>;
  /** 'Siguiente evento' ⇄ 'Desbloquea evento': the option's link keeps its target and changes type. */
  switchLinkType(consequenceId: number, from: EdgeType): Promise<void | null>;
  disconnect(consequenceId: number, type: EdgeType): Promise<void | null>;
  /**
   * Nodes the creator dragged (or the whole map arranged in flow order: `arranged`, which also settles
   * `unplacedOnOpen`): moved now, saved with the next batch, and undoable as one change.
   */
  moveEvents(moves: readonly Move[], arranged?: boolean): void;
  /** Saves the moved nodes' positions now (leaving the editor, or playtesting), after the calls already asked for. */
  flushPositions(): Promise<void>;
  /** Takes back the last change by replaying its inverse calls on the server. */
  undo(): Promise<void>;
  /** Makes the last undone change again. */
  redo(): Promise<void>;
}

/** The creator's actions on `store` (docs/architecture.md, "Layers": an intent is an action of a store). */
export function creatorActions(store: StoreApi<EditorState>): CreatorActions {
  const steps = serverSteps(store, (error) => reportFailure('positions', error));
  const state = () => store.getState();
  const record = (entry: HistoryEntry) => state().record(entry);

  /** Runs a change after the ones already asked for; null when it failed (and was reported). */
  async function attempt<T>(kind: FailureKind, task: () => Promise<T>): Promise<T | null> {
    try {
      return await steps.serially(task);
    } catch (error) {
      reportFailure(kind, error);
      return null;
    }
  }

  async function replay(direction: 'undo' | 'redo'): Promise<void> {
    if (state().replaying) return;
    store.setState({ replaying: true });
    try {
      await attempt(direction, async () => {
        // Read at run time, so an undo asked for while a change was still saving takes back that change.
        const { undoStack, redoStack } = state();
        const entry = (direction === 'undo' ? undoStack : redoStack).at(-1);
        if (!entry) return;
        for (const step of entry[direction]) await steps.runStep(step);
        // Fresh stacks: a node dragged meanwhile has been recorded since.
        const now = state();
        const without = (stack: readonly HistoryEntry[]) => stack.filter((candidate) => candidate !== entry);
        store.setState(
          direction === 'undo'
            ? { undoStack: without(now.undoStack), redoStack: [...now.redoStack, entry] }
            : { redoStack: without(now.redoStack), undoStack: [...now.undoStack, entry] },
        );
      });
    } finally {
      store.setState({ replaying: false });
    }
  }

  return {
    openMap(mapId, visit = {}) {
      const now = state();
      if (now.mapId === mapId && now.visit === visit && now.status !== 'failed') return Promise.resolve();
      const generation = now.opens + 1;
      store.setState({ opens: generation });
      steps.dropQueuedPositions();
      now.reset(mapId, 'loading', visit);
      return steps.serially(async () => {
        if (generation !== state().opens) return;
        try {
          // Without items the selects only offer "none"; the diagram itself still opens.
          const [events, items] = await Promise.all([getEditorGraph(mapId), getItems().catch(() => [])]);
          if (generation !== state().opens) return;
          const { graph, placed } = graphFromServer(events);
          const unplacedOnOpen = placed.length > 1 && placed.length === graph.events.size;
          store.setState({ graph, items, status: 'ready', unplacedOnOpen });
          // The editor benchmark (scripts/bench/editor-open.ts) times the first paint from here.
          performance.mark('editor:graph-ready');
          // Saved once, so later events never shuffle the grid around.
          if (placed.length > 0)
            steps.queuePositions(placed.map((eventId) => [eventId, graph.positions.get(eventId) as XY] as const));
        } catch (error) {
          if (generation === state().opens) store.setState({ status: 'failed', loadError: toApiError(error) });
        }
      });
    },

    createEvent(premise, position, beforeShown) {
      return attempt('createEvent', async () => {
        const eventid = await steps.addEvent({ premise, locked: false }, position, beforeShown);
        const snapshot = { event: { eventid, premise, locked: false, consequences: [] }, position, incoming: [] };
        record({
          name: { kind: 'createEvent', eventId: eventid },
          undo: [{ op: 'deleteEvent', eventId: eventid }],
          redo: [{ op: 'createEvent', snapshot }],
        });
        return eventid;
      });
    },

    deleteEvent(eventId) {
      return attempt('deleteEvent', async () => {
        const { graph } = state();
        const event = graph.events.get(eventId);
        const position = graph.positions.get(eventId);
        if (!event || !position) return;
        // The event's own options come back with it; only links from other events are restored separately.
        const incoming = incomingLinks(graph, eventId).filter((link) => link.sourceEvent !== eventId);
        await steps.removeEvent(eventId);
        record({
          name: { kind: 'deleteEvent', eventId },
          undo: [{ op: 'createEvent', snapshot: { event, position, incoming } }],
          redo: [{ op: 'deleteEvent', eventId }],
        });
      });
    },

    editEvent(eventId, fields) {
      const before = state().graph.events.get(eventId);
      if (!before || (before.premise === fields.premise && before.locked === fields.locked)) return Promise.resolve();
      const kind: HistoryKind =
        before.premise !== fields.premise ? 'editEvent' : fields.locked ? 'lockEvent' : 'unlockEvent';
      return attempt(kind, async () => {
        await steps.saveEventFields(eventId, fields);
        record({
          name: { kind, eventId },
          undo: [{ op: 'updateEvent', eventId, premise: before.premise, locked: before.locked }],
          redo: [{ op: 'updateEvent', eventId, ...fields }],
        });
      });
    },

    createOption(eventId, draft) {
      return attempt('addOption', async () => {
        const consequenceid = await steps.addOption(eventId, draft);
        record({
          name: { kind: 'addOption', eventId },
          undo: [{ op: 'deleteOption', consequenceId: consequenceid }],
          redo: [{ op: 'createOption', eventId, option: { ...draft, consequenceid } }],
        });
        return consequenceid;
      });
    },

    deleteOption(consequenceId) {
      return attempt('deleteOption', async () => {
        const found = locateOption(state().graph, consequenceId);
        if (!found) return;
        const eventId = found.event.eventid;
        await steps.removeOption(consequenceId);
        record({
          name: { kind: 'deleteOption', eventId },
          undo: [{ op: 'createOption', eventId, option: found.option }],
          redo: [{ op: 'deleteOption', consequenceId }],
        });
      });
    },

    async connect(link) {
      const { consequenceId, target, type } = link;
      if (locateOption(state().graph, consequenceId)?.option[linkField(type)] === target) return true;
      const drawn = state().pendingLinksDrawn + 1;
      const pending: GraphLink = { ...link, id: `pending-${drawn}` };
      store.setState({ pendingLinksDrawn: drawn, pendingLinks: [...state().pendingLinks, pending] });
      const done = await attempt('connect', async () => {
        const previous = locateOption(state().graph, consequenceId)?.option[linkField(type)] ?? null;
        await steps.setLink(consequenceId, type, target);
        record({
          name: { kind: 'connect', eventId: target, type },
          undo: [{ op: 'setLink', consequenceId, type, target: previous }],
          redo: [{ op: 'setLink', consequenceId, type, target }],
        });
        return true;
      });
      store.setState({ pendingLinks: state().pendingLinks.filter((candidate) => candidate.id !== pending.id) });
      return done === true;
    },

    switchLinkType(consequenceId, from) {
      return attempt('switchLink', async () => {
        const option = locateOption(state().graph, consequenceId)?.option;
        const target = option?.[linkField(from)] ?? null;
        if (!option || target === null) return;
        const to = otherEdgeType(from);
        // An option has one link of each type: a link of the new type it had to another event is replaced.
        const displaced = option[linkField(to)];
        await steps.switchLink(consequenceId, from, to);
        const restoreDisplaced: Step[] =
          displaced === null ? [] : [{ op: 'setLink', consequenceId, type: to, target: displaced }];
        record({
          name: { kind: 'switchLink', eventId: target, type: to },
          undo: [{ op: 'switchLink', consequenceId, from: to, to: from }, ...restoreDisplaced],
          redo: [{ op: 'switchLink', consequenceId, from, to }],
        });
      });
    },

    disconnect(consequenceId, type) {
      return attempt('disconnect', async () => {
        const target = locateOption(state().graph, consequenceId)?.option[linkField(type)] ?? null;
        if (target === null) return;
        await steps.setLink(consequenceId, type, null);
        record({
          name: { kind: 'disconnect', eventId: target, type },
          undo: [{ op: 'setLink', consequenceId, type, target }],
          redo: [{ op: 'setLink', consequenceId, type, target: null }],
        });
      });
    },

    moveEvents(moves, arranged = false) {
      // Arranged, the map has its places: a map opened without any is not laid out again.
      if (arranged) store.setState({ unplacedOnOpen: false });
      const moved = moves.filter(({ from, to }) => from.x !== to.x || from.y !== to.y);
      if (moved.length === 0) return;
      steps.queuePositions(moved.map(({ eventId, to }) => [eventId, to] as const));
      record({
        name: arranged
          ? { kind: 'arrange', count: moved.length }
          : moved.length === 1
            ? { kind: 'move', eventId: moved[0].eventId, count: 1 }
            : { kind: 'move', count: moved.length },
        undo: [{ op: 'move', positions: moved.map(({ eventId, from }) => [eventId, from] as const) }],
        redo: [{ op: 'move', positions: moved.map(({ eventId, to }) => [eventId, to] as const) }],
      });
    },

    flushPositions: () => steps.flushPositions(),
    undo: () => replay('undo'),
    redo: () => replay('redo'),
  };
}
