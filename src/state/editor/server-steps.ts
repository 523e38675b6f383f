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
import type { StoreApi } from 'zustand/vanilla';
import type { EditorState, EventSnapshot, Step } from './store';
import {
  followAliases,
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

/** An option of the graph as the create_consequence body spells it (spec 3, camelCase). */
export type OptionDraft = Omit<ConsequenceView, 'consequenceid'>;

const POSITION_SAVE_DELAY_MS = 600;

/**
 * The editor's server calls, each followed by the matching change of the graph in `store`. User actions and undo/redo
 * both run through here, one at a time (the queue is the store's `calls`), so a replayed step never overtakes the
 * change it undoes. Node positions are saved together, a moment after the nodes stop moving; `onPositionsFailed`
 * hears a batch that could not be saved.
 */
export function serverSteps(store: StoreApi<EditorState>, onPositionsFailed: (error: unknown) => void) {
  const state = () => store.getState();
  const change: EditorState['change'] = (update) => state().change(update);
  const currentEventId = (id: number) => followAliases(state().eventAliases, id);
  const currentOptionId = (id: number) => followAliases(state().optionAliases, id);

  /** Runs tasks in the order they were asked for; a failed task does not stop the ones after it. */
  function serially<T>(task: () => Promise<T>): Promise<T> {
    const run = state().calls.then(task, task);
    store.setState({ calls: run.catch(() => undefined) });
    return run;
  }

  function openMapId(): number {
    const { mapId } = state();
    if (mapId === null) throw new Error('No map is open in the editor');
    return mapId;
  }

  /** A link target as the server should see it now: followed through aliases, and dropped when the event is gone. */
  function liveTarget(target: number | null): number | null {
    if (target === null) return null;
    const id = currentEventId(target);
    return state().graph.events.has(id) ? id : null;
  }

  async function addOption(eventId: number, draft: OptionDraft): Promise<number> {
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
  async function addEvent(
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
  async function restoreEvent(snapshot: EventSnapshot): Promise<number> {
    const { event, position } = snapshot;
    const eventid = await addEvent(event, position);
    // Before the options: an option that led to its own event must now lead to the new id.
    state().aliasEvent(event.eventid, eventid);
    for (const option of event.consequences)
      state().aliasOption(option.consequenceid, await addOption(eventid, option));
    for (const link of snapshot.incoming) await setLink(currentOptionId(link.consequenceId), link.type, eventid);
    return eventid;
  }

  async function removeEvent(eventId: number): Promise<void> {
    await deleteEvent(eventId);
    change((graph) => withoutEvent(graph, eventId));
  }

  async function saveEventFields(eventId: number, fields: { premise: string; locked: boolean }): Promise<void> {
    const saved = await updateEditorEvent({
      mapId: openMapId(),
      eventid: eventId,
      label: fields.premise,
      locked: fields.locked,
    });
    change((graph) => withEventFields(graph, eventId, { premise: saved.premise, locked: saved.locked }));
  }

  async function removeOption(consequenceId: number): Promise<void> {
    await deleteConsequence(openMapId(), consequenceId);
    change((graph) => withoutOption(graph, consequenceId));
  }

  /** Points the option's link of `type` at `target`, or removes that link with null. */
  async function setLink(consequenceId: number, type: EdgeType, target: number | null): Promise<void> {
    const found = locateOption(state().graph, consequenceId);
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
  async function switchLink(consequenceId: number, from: EdgeType, to: EdgeType): Promise<void> {
    const target = locateOption(state().graph, consequenceId)?.option[linkField(from)];
    if (target === undefined || target === null) throw new Error(`Option ${consequenceId} has no ${from} link`);
    await updateEdge({ consequenceId, eventId: target, mapId: openMapId(), type: to });
    change((graph) => withLink(withLink(graph, consequenceId, from, null), consequenceId, to, target));
  }

  /* ---------- Node positions: saved together, a moment after the nodes stop moving ---------- */

  /** Moves nodes in the graph now and saves them with the next batch. */
  function queuePositions(moved: readonly (readonly [number, XY])[]) {
    change((graph) => withPositions(graph, moved));
    const positions = new Map(state().positionsToSave);
    for (const [eventId, position] of moved)
      positions.set(eventId, { x: Math.round(position.x), y: Math.round(position.y) });
    clearTimeout(state().positionTimer);
    const positionTimer = setTimeout(() => void flushPositions().catch(onPositionsFailed), POSITION_SAVE_DELAY_MS);
    store.setState({ positionsToSave: positions, positionTimer });
  }

  /** Saves every queued position now, after the calls already asked for. */
  function flushPositions(): Promise<void> {
    clearTimeout(state().positionTimer);
    return serially(sendQueuedPositions);
  }

  /** Sends the queued positions (events deleted meanwhile are left out). */
  async function sendQueuedPositions(): Promise<void> {
    const { graph, mapId, positionsToSave, positionTimer } = state();
    clearTimeout(positionTimer);
    const positions = [...positionsToSave]
      .filter(([eventId]) => graph.events.has(eventId))
      .map(([eventid, { x, y }]) => ({ eventid, x, y }));
    store.setState({ positionsToSave: new Map() });
    if (positions.length > 0 && mapId !== null) await saveEventPositions({ mapId, positions });
  }

  /** Forgets queued positions (another map is being opened). */
  function dropQueuedPositions() {
    clearTimeout(state().positionTimer);
    store.setState({ positionsToSave: new Map() });
  }

  /** Replays one recorded step, following aliases to the ids things have now. */
  async function runStep(step: Step): Promise<void> {
    switch (step.op) {
      case 'createEvent':
        await restoreEvent(step.snapshot);
        return;
      case 'deleteEvent':
        return removeEvent(currentEventId(step.eventId));
      case 'updateEvent':
        return saveEventFields(currentEventId(step.eventId), step);
      case 'createOption':
        state().aliasOption(step.option.consequenceid, await addOption(currentEventId(step.eventId), step.option));
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

  return {
    serially,
    addOption,
    addEvent,
    removeEvent,
    saveEventFields,
    removeOption,
    setLink,
    switchLink,
    queuePositions,
    flushPositions,
    dropQueuedPositions,
    runStep,
  };
}
