import { getEditorGraph } from '@src/api/editor';
import { toApiError } from '@src/api/errors';
import { getItems } from '@src/api/items';
import type { EdgeType } from '@src/contract/editor';
import { editorStore, type HistoryEntry, type HistoryKind, type Step } from './store';
import { graphFromServer, incomingLinks, linkField, locateOption, type GraphLink, type XY } from './graph-edits';
import {
  addEvent,
  addOption,
  dropQueuedPositions,
  queuePositions,
  removeEvent,
  removeOption,
  resetServerSteps,
  runStep,
  saveEventFields,
  serially,
  setLink,
  setPositionFailureHandler,
  switchLink,
  type OptionDraft,
} from './server-steps';
import { noticesStore } from '../notices';

/**
 * What the creator does in the diagram editor. Each change is sent to the server, applied to the graph, and recorded
 * with the steps that undo and redo it. A failure leaves the graph as it was and says why in a notice.
 */

type FailureKind = HistoryKind | 'undo' | 'redo' | 'positions';

function reportFailure(kind: FailureKind, error: unknown) {
  noticesStore.getState().push('error', `editor:failed.${kind}`, { reason: toApiError(error).message });
}

setPositionFailureHandler((error) => reportFailure('positions', error));

/** Runs a change after the ones already asked for; null when it failed (and was reported). */
async function attempt<T>(kind: FailureKind, task: () => Promise<T>): Promise<T | null> {
  try {
    return await serially(task);
  } catch (error) {
    reportFailure(kind, error);
    return null;
  }
}

const state = () => editorStore.getState();
const record = (entry: HistoryEntry) => state().record(entry);

let openGeneration = 0;
let pendingCount = 0;

/** Empties the store and this module's counters, and the queue of calls (between tests, which share the modules). */
export function resetEditorState() {
  openGeneration = 0;
  pendingCount = 0;
  resetServerSteps();
  state().reset(null, 'idle');
}

/**
 * Loads a map into the editor for one visit of the screen: its events, the player's items, and a grid place for nodes
 * that never had one. Asking again for the map the same visit already holds does nothing: the screen's effect runs
 * again without a new visit (StrictMode, or the layout's Suspense hiding and showing the screen while a translation
 * loads), and a reload then would replace the graph under changes still on their way (their node vanishes while
 * their undo entry stays). A new visit, another map or a failed load starts over. The load waits for the calls already
 * asked for, and a later open makes an earlier answer stale.
 */
export function openMap(mapId: number, visit: object = {}): Promise<void> {
  const now = state();
  if (now.mapId === mapId && now.visit === visit && now.status !== 'failed') return Promise.resolve();
  const generation = ++openGeneration;
  dropQueuedPositions();
  now.reset(mapId, 'loading', visit);
  return serially(async () => {
    if (generation !== openGeneration) return;
    try {
      // Without items the selects only offer "none"; the diagram itself still opens.
      const [events, items] = await Promise.all([getEditorGraph(mapId), getItems().catch(() => [])]);
      if (generation !== openGeneration) return;
      const { graph, placed } = graphFromServer(events);
      editorStore.setState({ graph, items, status: 'ready' });
      // The editor benchmark (scripts/bench/editor-open.ts) times the first paint from here.
      performance.mark('editor:graph-ready');
      // Saved once, so later events never shuffle the grid around.
      if (placed.length > 0)
        queuePositions(placed.map((eventId) => [eventId, graph.positions.get(eventId) as XY] as const));
    } catch (error) {
      if (generation === openGeneration) editorStore.setState({ status: 'failed', loadError: toApiError(error) });
    }
  });
}

/** A new unlocked event at `position`; answers its id. `beforeShown` hears the id before the event is drawn. */
export function createEvent(
  premise: string,
  position: XY,
  beforeShown?: (eventId: number) => void,
): Promise<number | null> {
  return attempt('createEvent', async () => {
    const eventid = await addEvent({ premise, locked: false }, position, beforeShown);
    const snapshot = { event: { eventid, premise, locked: false, consequences: [] }, position, incoming: [] };
    record({
      name: { kind: 'createEvent', eventId: eventid },
      undo: [{ op: 'deleteEvent', eventId: eventid }],
      redo: [{ op: 'createEvent', snapshot }],
    });
    return eventid;
  });
}

export function deleteEvent(eventId: number): Promise<void | null> {
  return attempt('deleteEvent', async () => {
    const { graph } = state();
    const event = graph.events.get(eventId);
    const position = graph.positions.get(eventId);
    if (!event || !position) return;
    // The event's own options come back with it; only links from other events are restored separately.
    const incoming = incomingLinks(graph, eventId).filter((link) => link.sourceEvent !== eventId);
    await removeEvent(eventId);
    record({
      name: { kind: 'deleteEvent', eventId },
      undo: [{ op: 'createEvent', snapshot: { event, position, incoming } }],
      redo: [{ op: 'deleteEvent', eventId }],
    });
  });
}

/** Saves a new premise or lock; nothing happens when both are unchanged. */
export function editEvent(eventId: number, fields: { premise: string; locked: boolean }): Promise<void | null> {
  const before = state().graph.events.get(eventId);
  if (!before || (before.premise === fields.premise && before.locked === fields.locked)) return Promise.resolve();
  const kind: HistoryKind =
    before.premise !== fields.premise ? 'editEvent' : fields.locked ? 'lockEvent' : 'unlockEvent';
  return attempt(kind, async () => {
    await saveEventFields(eventId, fields);
    record({
      name: { kind, eventId },
      undo: [{ op: 'updateEvent', eventId, premise: before.premise, locked: before.locked }],
      redo: [{ op: 'updateEvent', eventId, ...fields }],
    });
  });
}

/** Adds an option to an event; answers its id. */
export function createOption(eventId: number, draft: OptionDraft): Promise<number | null> {
  return attempt('addOption', async () => {
    const consequenceid = await addOption(eventId, draft);
    record({
      name: { kind: 'addOption', eventId },
      undo: [{ op: 'deleteOption', consequenceId: consequenceid }],
      redo: [{ op: 'createOption', eventId, option: { ...draft, consequenceid } }],
    });
    return consequenceid;
  });
}

export function deleteOption(consequenceId: number): Promise<void | null> {
  return attempt('deleteOption', async () => {
    const found = locateOption(state().graph, consequenceId);
    if (!found) return;
    const eventId = found.event.eventid;
    await removeOption(consequenceId);
    record({
      name: { kind: 'deleteOption', eventId },
      undo: [{ op: 'createOption', eventId, option: found.option }],
      redo: [{ op: 'deleteOption', consequenceId }],
    });
  });
}

/**
 * Links an option to an event. The edge is drawn at once with a temporary id; when the server refuses it, it is taken
 * away again and a notice says why (spec 4).
 */
export async function connect(link: Omit<GraphLink, 'id'>): Promise<boolean> {
  const { consequenceId, target, type } = link;
  if (locateOption(state().graph, consequenceId)?.option[linkField(type)] === target) return true;
  const pending: GraphLink = { ...link, id: `pending-${++pendingCount}` };
  editorStore.setState({ pendingLinks: [...state().pendingLinks, pending] });
  const done = await attempt('connect', async () => {
    const previous = locateOption(state().graph, consequenceId)?.option[linkField(type)] ?? null;
    await setLink(consequenceId, type, target);
    record({
      name: { kind: 'connect', eventId: target, type },
      undo: [{ op: 'setLink', consequenceId, type, target: previous }],
      redo: [{ op: 'setLink', consequenceId, type, target }],
    });
    return true;
  });
  editorStore.setState({ pendingLinks: state().pendingLinks.filter((candidate) => candidate.id !== pending.id) });
  return done === true;
}

const otherEdgeType = (type: EdgeType): EdgeType => (type === 'direct' ? 'unlocks' : 'direct');

/** 'Siguiente evento' ⇄ 'Desbloquea evento': the option's link keeps its target and changes type. */
export function switchLinkType(consequenceId: number, from: EdgeType): Promise<void | null> {
  return attempt('switchLink', async () => {
    const option = locateOption(state().graph, consequenceId)?.option;
    const target = option?.[linkField(from)] ?? null;
    if (!option || target === null) return;
    const to = otherEdgeType(from);
    // An option has one link of each type: a link of the new type it had to another event is replaced.
    const displaced = option[linkField(to)];
    await switchLink(consequenceId, from, to);
    const restoreDisplaced: Step[] =
      displaced === null ? [] : [{ op: 'setLink', consequenceId, type: to, target: displaced }];
    record({
      name: { kind: 'switchLink', eventId: target, type: to },
      undo: [{ op: 'switchLink', consequenceId, from: to, to: from }, ...restoreDisplaced],
      redo: [{ op: 'switchLink', consequenceId, from, to }],
    });
  });
}

export function disconnect(consequenceId: number, type: EdgeType): Promise<void | null> {
  return attempt('disconnect', async () => {
    const target = locateOption(state().graph, consequenceId)?.option[linkField(type)] ?? null;
    if (target === null) return;
    await setLink(consequenceId, type, null);
    record({
      name: { kind: 'disconnect', eventId: target, type },
      undo: [{ op: 'setLink', consequenceId, type, target }],
      redo: [{ op: 'setLink', consequenceId, type, target: null }],
    });
  });
}

export interface Move {
  readonly eventId: number;
  readonly from: XY;
  readonly to: XY;
}

/** Nodes the creator dragged: moved now, saved with the next batch, and undoable. */
export function moveEvents(moves: readonly Move[]) {
  const moved = moves.filter(({ from, to }) => from.x !== to.x || from.y !== to.y);
  if (moved.length === 0) return;
  queuePositions(moved.map(({ eventId, to }) => [eventId, to] as const));
  record({
    name:
      moved.length === 1
        ? { kind: 'move', eventId: moved[0].eventId, count: 1 }
        : { kind: 'move', count: moved.length },
    undo: [{ op: 'move', positions: moved.map(({ eventId, from }) => [eventId, from] as const) }],
    redo: [{ op: 'move', positions: moved.map(({ eventId, to }) => [eventId, to] as const) }],
  });
}

/** Takes back the last change by replaying its inverse calls on the server. */
export const undo = () => replay('undo');
/** Makes the last undone change again. */
export const redo = () => replay('redo');

async function replay(direction: 'undo' | 'redo'): Promise<void> {
  if (state().replaying) return;
  editorStore.setState({ replaying: true });
  try {
    await attempt(direction, async () => {
      // Read at run time, so an undo asked for while a change was still saving takes back that change.
      const { undoStack, redoStack } = state();
      const entry = (direction === 'undo' ? undoStack : redoStack).at(-1);
      if (!entry) return;
      for (const step of entry[direction]) await runStep(step);
      // Fresh stacks: a node dragged meanwhile has been recorded since.
      const now = state();
      const without = (stack: readonly HistoryEntry[]) => stack.filter((candidate) => candidate !== entry);
      editorStore.setState(
        direction === 'undo'
          ? { undoStack: without(now.undoStack), redoStack: [...now.redoStack, entry] }
          : { redoStack: without(now.redoStack), undoStack: [...now.undoStack, entry] },
      );
    });
  } finally {
    editorStore.setState({ replaying: false });
  }
}
