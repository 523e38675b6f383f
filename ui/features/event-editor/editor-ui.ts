import { createContext, useContext } from 'react';
import type { GraphLink } from '@src/state/editor/graph-edits';

/**
 * What parts of the canvas (nodes, option rows) ask of the editor screen around them: open a form or a menu, confirm a
 * deletion, show an event. The callbacks are stable, so using them never re-renders a node.
 */
export interface EditorUi {
  openOptionForm(eventId: number): void;
  /** `at` is where the pointer was (client pixels); without it the menu opens as a sheet. */
  openLinkMenu(link: GraphLink, at?: { x: number; y: number }): void;
  requestDeleteEvents(eventIds: readonly number[]): void;
  showEvent(eventId: number): void;
}

export const EditorUiContext = createContext<EditorUi | null>(null);

export function useEditorUi(): EditorUi {
  const ui = useContext(EditorUiContext);
  if (!ui) throw new Error('useEditorUi needs an EditorUiContext provider');
  return ui;
}

let freshEventId: number | null = null;

/** Remembers an event just created, so its node focuses the premise when it first appears. */
export function markFreshEvent(eventId: number) {
  freshEventId = eventId;
}

/** True once for the event just created. */
export function takeFreshEvent(eventId: number): boolean {
  if (freshEventId !== eventId) return false;
  freshEventId = null;
  return true;
}

/** Forgets the event just created (between tests, which share the module). */
export function resetFreshEvent() {
  freshEventId = null;
}
