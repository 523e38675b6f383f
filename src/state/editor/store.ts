import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { ApiError } from '@src/api/errors';
import type { EdgeType } from '@src/contract/editor';
import type { ConsequenceView } from '@src/contract/events';
import type { ItemView } from '@src/contract/items';
import { creatorActions, type CreatorActions } from './creator-actions';
import {
  emptyGraph,
  followAliases,
  type EditorGraph,
  type GraphEventData,
  type GraphLink,
  type XY,
} from './graph-edits';

/**
 * The event diagram editor's store: the graph of the open map, links still waiting for the server, the player's items
 * (for the requirement and reward selects), the undo/redo stacks, and the queue of calls to the server. Its actions
 * are the creator's (creator-actions.ts), which call the server first (server-steps.ts); nothing here is written while
 * a node is being dragged.
 */

/** An event as it was, to bring it back: its options, where it stood and the links other options had to it. */
export interface EventSnapshot {
  readonly event: GraphEventData;
  readonly position: XY;
  readonly incoming: readonly GraphLink[];
}

/**
 * One server call and its effect on the graph, as data. Ids are the ones of the moment the step was recorded; an
 * event or option brought back by undo gets a new id, and the aliases below lead the old id to it.
 */
export type Step =
  | { readonly op: 'createEvent'; readonly snapshot: EventSnapshot }
  | { readonly op: 'deleteEvent'; readonly eventId: number }
  | { readonly op: 'updateEvent'; readonly eventId: number; readonly premise: string; readonly locked: boolean }
  | { readonly op: 'createOption'; readonly eventId: number; readonly option: ConsequenceView }
  | { readonly op: 'deleteOption'; readonly consequenceId: number }
  | { readonly op: 'setLink'; readonly consequenceId: number; readonly type: EdgeType; readonly target: number | null }
  | { readonly op: 'switchLink'; readonly consequenceId: number; readonly from: EdgeType; readonly to: EdgeType }
  | { readonly op: 'move'; readonly positions: readonly (readonly [number, XY])[] };

export type HistoryKind =
  | 'createEvent'
  | 'deleteEvent'
  | 'editEvent'
  | 'lockEvent'
  | 'unlockEvent'
  | 'addOption'
  | 'deleteOption'
  | 'connect'
  | 'disconnect'
  | 'switchLink'
  | 'move'
  | 'arrange';

/** What a history entry did, for "Deshacer: crear evento 12": a message key of the `editor` namespace and its values. */
export interface HistoryName {
  readonly kind: HistoryKind;
  /** The event the change is about (for a link, its target). */
  readonly eventId?: number;
  /** For a move or an arrangement: how many events moved. */
  readonly count?: number;
  /** For a link: its type after the change. */
  readonly type?: EdgeType;
}

export interface HistoryEntry {
  readonly name: HistoryName;
  /** Steps that take the change back, in order. */
  readonly undo: readonly Step[];
  /** Steps that make the change again, in order. */
  readonly redo: readonly Step[];
}

export type EditorStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface EditorState extends CreatorActions {
  readonly mapId: number | null;
  /** The visit of the editor screen the map was opened for (see openMap). */
  readonly visit: object | null;
  readonly status: EditorStatus;
  /** Why the map could not be opened. */
  readonly loadError: ApiError | null;
  readonly graph: EditorGraph;
  /** Links drawn before the server confirmed them (temporary ids). */
  readonly pendingLinks: readonly GraphLink[];
  readonly items: readonly ItemView[];
  /**
   * None of the map's events had a place when it opened (a map imported from a file without places, or made in the
   * event list): the editor lays it out in flow order once, as "Ordenar" does, when its nodes have been measured.
   */
  readonly unplacedOnOpen: boolean;
  readonly undoStack: readonly HistoryEntry[];
  readonly redoStack: readonly HistoryEntry[];
  /** An undo or redo is being replayed on the server. */
  readonly replaying: boolean;
  /** Old id → new id of events and options brought back by undo or redo. */
  readonly eventAliases: ReadonlyMap<number, number>;
  readonly optionAliases: ReadonlyMap<number, number>;

  // The queue of calls, kept across maps (a load waits for the calls already asked for).
  /** The last call asked for: the next one starts when it has settled. */
  readonly calls: Promise<unknown>;
  /** Counts openMap calls: an answer for an older one is stale. */
  readonly opens: number;
  /** Numbers the temporary ids of links drawn before the server confirmed them. */
  readonly pendingLinksDrawn: number;
  /** Node positions waiting for their batch, and the timer that sends it. */
  readonly positionsToSave: ReadonlyMap<number, XY>;
  readonly positionTimer: ReturnType<typeof setTimeout> | undefined;

  /** Starts over for a map: empty graph, empty history (the queue of calls goes on). */
  reset(mapId: number | null, status: EditorStatus, visit?: object | null): void;
  change(update: (graph: EditorGraph) => EditorGraph): void;
  /** A new change: on top of the undo stack, and the redo stack is forgotten. */
  record(entry: HistoryEntry): void;
  aliasEvent(oldId: number, newId: number): void;
  aliasOption(oldId: number, newId: number): void;
}

const HISTORY_LIMIT = 200;

/** One map's state: what `reset` starts over from. */
const initialMap = {
  mapId: null,
  visit: null,
  status: 'idle',
  loadError: null,
  graph: emptyGraph,
  pendingLinks: [],
  items: [],
  unplacedOnOpen: false,
  undoStack: [],
  redoStack: [],
  replaying: false,
  eventAliases: new Map(),
  optionAliases: new Map(),
} satisfies Partial<EditorState>;

export const editorStore = createStore<EditorState>()((set, get, store) => ({
  ...initialMap,
  calls: Promise.resolve(),
  opens: 0,
  pendingLinksDrawn: 0,
  positionsToSave: new Map(),
  positionTimer: undefined,
  reset: (mapId, status, visit = null) =>
    set({ ...initialMap, eventAliases: new Map(), optionAliases: new Map(), mapId, status, visit }),
  change: (update) => set({ graph: update(get().graph) }),
  record: (entry) => set({ undoStack: [...get().undoStack, entry].slice(-HISTORY_LIMIT), redoStack: [] }),
  aliasEvent: (oldId, newId) => oldId !== newId && set({ eventAliases: new Map(get().eventAliases).set(oldId, newId) }),
  aliasOption: (oldId, newId) =>
    oldId !== newId && set({ optionAliases: new Map(get().optionAliases).set(oldId, newId) }),
  ...creatorActions(store),
}));

/** The id an event has now, following undo/redo re-creations. */
export const currentEventId = (id: number) => followAliases(editorStore.getState().eventAliases, id);

export function useEditor<T>(selector: (state: EditorState) => T): T {
  return useStore(editorStore, selector);
}
