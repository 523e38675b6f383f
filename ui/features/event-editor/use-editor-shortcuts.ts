import { useEffect, useRef } from 'react';
import { editorStore } from '@src/state/editor/store';

export interface ShortcutHandlers {
  /** N: a new event. */
  onCreate(): void;
  /** Delete or Backspace: remove what is selected. */
  onDelete(): void;
  /** "/": jump to the search box. */
  onSearch(): void;
}

/** Typing in a field keeps its own keys (including the field's own ctrl+Z). */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** What a key press asks the editor to do, if anything. */
export function shortcutFor(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>) {
  const key = event.key.toLowerCase();
  const mod = event.ctrlKey || event.metaKey;
  if (mod && !event.altKey) {
    if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
    if (key === 'y') return 'redo';
    return null;
  }
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  if (key === 'n') return 'create';
  if (key === 'delete' || key === 'backspace') return 'delete';
  if (key === '/') return 'search';
  return null;
}

/**
 * The editor's keys (spec 2 and beyond): ctrl/cmd+Z undo, ctrl/cmd+Y (or ctrl/cmd+shift+Z) redo, N new event,
 * Delete remove the selection, "/" search. Ignored while typing and inside dialogs and menus.
 */
export function useEditorShortcuts(handlers: ShortcutHandlers) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || isTyping(event.target)) return;
      if (event.target instanceof Element && event.target.closest('[role="dialog"], [role="menu"]')) return;
      const action = shortcutFor(event);
      if (!action) return;
      event.preventDefault();
      if (action === 'undo') void editorStore.getState().undo();
      else if (action === 'redo') void editorStore.getState().redo();
      else if (action === 'create') latest.current.onCreate();
      else if (action === 'delete') latest.current.onDelete();
      else latest.current.onSearch();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
