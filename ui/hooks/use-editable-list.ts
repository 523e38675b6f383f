import { useState } from 'react';
import { useRemoteList } from './use-remote-list';

/**
 * The entries a creator screen lists and edits (maps, items, events): the list from the server, the search box's
 * text, the entry the form is open for (`entry` null: a new one) and the one waiting for a delete confirmation.
 * `saved` and `deleted` take the server's answer into the list and close the form or the question.
 * `load` and `idOf` must be stable.
 */
export function useEditableList<T>(load: () => Promise<T[]>, idOf: (entry: T) => number) {
  const { state, reload, upsert, remove } = useRemoteList(load, idOf);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<{ entry: T | null } | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  return {
    state,
    reload,
    search,
    setSearch,
    editing,
    openForm: (entry: T | null) => setEditing({ entry }),
    closeForm: () => setEditing(null),
    saved: (entry: T) => {
      upsert(entry);
      setEditing(null);
    },
    deleting,
    askDelete: (entry: T) => setDeleting(entry),
    closeDelete: () => setDeleting(null),
    deleted: (entry: T) => {
      remove(idOf(entry));
      setDeleting(null);
    },
  };
}
