import {
  createConsequence,
  createEdge,
  createEditorEvent,
  deleteConsequence,
  deleteEdge,
  saveEventPositions,
  updateEdge,
  updateEditorEvent,
} from '@src/api/editor';
import { deleteEvent } from '@src/api/events';
import type { CreateConsequenceBody, EdgeType } from '@src/contract/editor';
import type { ConsequenceView } from '@src/contract/events';
import { currentEventId, currentOptionId, editorStore, type EventSnapshot, type Step } from './store';
import {
  linkField,
  locateOption,
  withEvent,
  withEventFields,
  withLink,
  withOption,
  withoutEvent,
  withoutOption,
  withPositions,
  type XY,
} from './graph-edits';

/**
 * The editor's server calls, each followed by the matching change of the graph. User actions and undo/redo both run
 * through here, one at a time, so a replayed step never overtakes the change it undoes.
 */

let queue: Promise<unknown> = Promise.resolve();

/** Runs tasks in the order they were asked for; a failed task does not stop the ones after it. */
export function serially<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

function openMapId(): number {
  const { mapId } = editorStore.getState();
  if (mapId === null) throw new Error('No map is open in the editor');
  return mapId;
}

const change = editorStore.getState().change;

/** A link target as the server should see it now: followed through aliases, and dropped when the event is gone. */
function liveTarget(target: number | null): number | null {
  if (target === null) return null;
  const id = currentEventId(target);
  return editorStore.getState().graph.events.has(id) ? id : null;
}

/** An option of the graph as the create_consequence body spells it (spec 3, camelCase). */
export type OptionDraft = Omit<ConsequenceView, 'consequenceid'>;

export async function addOption(eventId: number, draft: OptionDraft): Promise<number> {
  const links = {
    follows_eventid: liveTarget(draft.follows_eventid),
    unlocks_eventid: liveTarget(draft.unlocks_eventid),
  };
  const consequenceid = await createConsequence({
    mapid: openMapId(),
    eventid: eventId,
    option: draft.option,
    consequenceText: draft.consequence_text,
    healthConsequence: draft.health_consequence,
    hungerConsequence: draft.hunger_consequence,
    thirstConsequence: draft.thirst_consequence,
    sanityConsequence: draft.sanity_consequence,
    effectConsequence: draft.effect_consequence as CreateConsequenceBody['effectConsequence'],
    wins: draft.wins,
    objectidRequeriment: draft.idobject_requeriment,
    objectidReward: draft.idobject_reward,
    followsEventId: links.follows_eventid,
    unlocksEventId: links.unlocks_eventid,
  });
  change((graph) => withOption(graph, eventId, { ...draft, ...links, consequenceid }));
  return consequenceid;
}

/** A new event without options, placed at `position`; answers its id (also to `beforeShown`, before it is drawn). */
export async function addEvent(
  fields: { premise: string; locked: boolean },
  position: XY,
  beforeShown?: (eventId: number) => void,
): Promise<number> {
  const eventid = await createEditorEvent({
    mapId: openMapId(),
    premise: fields.premise,
    locked: fields.locked,
    position,
  });
  beforeShown?.(eventid);
  change((graph) =>
    withEvent(graph, { eventid, premise: fields.premise, locked: fields.locked, consequences: [] }, position),
  );
  return eventid;
}

/** Creates the event again with its options and the links other options had to it; answers its (new) id. */
export async function restoreEvent(snapshot: EventSnapshot): Promise<number> {
  const { event, position } = snapshot;
  const eventid = await addEvent(event, position);
  const store = editorStore.getState();
  // Before the options: an option that led to its own event must now lead to the new id.
  store.aliasEvent(event.eventid, eventid);
  for (const option of event.consequences) store.aliasOption(option.consequenceid, await addOption(eventid, option));
  for (const link of snapshot.incoming) await setLink(currentOptionId(link.consequenceId), link.type, eventid);
  return eventid;
}

export async function removeEvent(eventId: number): Promise<void> {
  await deleteEvent(eventId);
  change((graph) => withoutEvent(graph, eventId));
}

export async function saveEventFields(eventId: number, fields: { premise: string; locked: boolean }): Promise<void> {
  const saved = await updateEditorEvent({
    mapId: openMapId(),
    eventid: eventId,
    label: fields.premise,
    locked: fields.locked,
  });
  change((graph) => withEventFields(graph, eventId, { premise: saved.premise, locked: saved.locked }));
}

export async function removeOption(consequenceId: number): Promise<void> {
  await deleteConsequence(openMapId(), consequenceId);
  change((graph) => withoutOption(graph, consequenceId));
}

/** Points the option's link of `type` at `target`, or removes that link with null. */
export async function setLink(consequenceId: number, type: EdgeType, target: number | null): Promise<void> {
  const found = locateOption(editorStore.getState().graph, consequenceId);
  if (!found) throw new Error(`Option ${consequenceId} is not on the map`);
  const current = found.option[linkField(type)];
  if (target === null) {
    if (current === null) return;
    await deleteEdge({ consequenceId, eventId: current, mapId: openMapId(), type });
  } else {
    await createEdge({
      sourceEvent: found.event.eventid,
      sourceConsequence: consequenceId,
      option: found.option.option,
      targetEvent: target,
      type,
    });
  }
  change((graph) => withLink(graph, consequenceId, type, target));
}

/** Turns the option's `from` link into a link of type `to` to the same event (replacing any `to` link it had). */
export async function switchLink(consequenceId: number, from: EdgeType, to: EdgeType): Promise<void> {
  const target = locateOption(editorStore.getState().graph, consequenceId)?.option[linkField(from)];
  if (target === undefined || target === null) throw new Error(`Option ${consequenceId} has no ${from} link`);
  await updateEdge({ consequenceId, eventId: target, mapId: openMapId(), type: to });
  change((graph) => withLink(withLink(graph, consequenceId, from, null), consequenceId, to, target));
}

/* ---------- Node positions: saved together, a moment after the nodes stop moving ---------- */

const POSITION_SAVE_DELAY_MS = 600;
const positionQueue = new Map<number, XY>();
let positionTimer: ReturnType<typeof setTimeout> | undefined;
/** Called when a batch of positions could not be saved. */
let onPositionsFailed: (error: unknown) => void = () => undefined;

export function setPositionFailureHandler(handler: (error: unknown) => void) {
  onPositionsFailed = handler;
}

/** Moves nodes in the graph now and saves them with the next batch. */
export function queuePositions(moved: readonly (readonly [number, XY])[]) {
  change((graph) => withPositions(graph, moved));
  for (const [eventId, position] of moved)
    positionQueue.set(eventId, { x: Math.round(position.x), y: Math.round(position.y) });
  clearTimeout(positionTimer);
  positionTimer = setTimeout(() => void flushPositions().catch(onPositionsFailed), POSITION_SAVE_DELAY_MS);
}

/** Saves every queued position now, after the calls already asked for. */
export function flushPositions(): Promise<void> {
  clearTimeout(positionTimer);
  return serially(sendQueuedPositions);
}

/** Sends the queued positions (events deleted meanwhile are left out). */
async function sendQueuedPositions(): Promise<void> {
  clearTimeout(positionTimer);
  const { graph, mapId } = editorStore.getState();
  const positions = [...positionQueue]
    .filter(([eventId]) => graph.events.has(eventId))
    .map(([eventid, { x, y }]) => ({ eventid, x, y }));
  positionQueue.clear();
  if (positions.length > 0 && mapId !== null) await saveEventPositions({ mapId, positions });
}

/** Forgets the queue of calls and the positions waiting for their batch (between tests, which share the module). */
export function resetServerSteps() {
  queue = Promise.resolve();
  dropQueuedPositions();
}

/** Forgets queued positions (another map is being opened). */
export function dropQueuedPositions() {
  clearTimeout(positionTimer);
  positionQueue.clear();
}

/** Replays one recorded step, following aliases to the ids things have now. */
export async function runStep(step: Step): Promise<void> {
  switch (step.op) {
    case 'createEvent':
      await restoreEvent(step.snapshot);
      return;
    case 'deleteEvent':
      return removeEvent(currentEventId(step.eventId));
    case 'updateEvent':
      return saveEventFields(currentEventId(step.eventId), step);
    case 'createOption':
      editorStore
        .getState()
        .aliasOption(step.option.consequenceid, await addOption(currentEventId(step.eventId), step.option));
      return;
    case 'deleteOption':
      return removeOption(currentOptionId(step.consequenceId));
    case 'setLink':
      return setLink(
        currentOptionId(step.consequenceId),
        step.type,
        step.target === null ? null : currentEventId(step.target),
      );
    case 'switchLink':
      return switchLink(currentOptionId(step.consequenceId), step.from, step.to);
    case 'move':
      queuePositions(step.positions.map(([eventId, position]) => [currentEventId(eventId), position] as const));
      return sendQueuedPositions();
  }
}
