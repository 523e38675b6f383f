import { useCallback, useEffect, useState } from 'react';
import { toApiError } from '@src/api/errors';

export type RemoteList<T> =
  | { status: 'loading' }
  | { status: 'failed'; message: string; code: string }
  | { status: 'ready'; items: T[] };

/**
 * A list the server owns (the player's maps, events or items): loads it, and keeps it in step with the changes the
 * player makes on the screen without asking for the whole list again. `load` and `idOf` must be stable.
 */
export function useRemoteList<T>(load: () => Promise<T[]>, idOf: (item: T) => number) {
  const [state, setState] = useState<RemoteList<T>>({ status: 'loading' });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let current = true;
    load().then(
      (items) => current && setState({ status: 'ready', items }),
      (error: unknown) => current && setState({ status: 'failed', ...toApiError(error) }),
    );
    return () => {
      current = false;
    };
  }, [load, version]);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setVersion((count) => count + 1);
  }, []);

  /** Puts a created or edited entry in place (new ones go last, as the server lists them). */
  const upsert = useCallback(
    (entry: T) =>
      setState((list) => {
        if (list.status !== 'ready') return list;
        const known = list.items.some((item) => idOf(item) === idOf(entry));
        return {
          status: 'ready',
          items: known ? list.items.map((item) => (idOf(item) === idOf(entry) ? entry : item)) : [...list.items, entry],
        };
      }),
    [idOf],
  );

  const remove = useCallback(
    (id: number) =>
      setState((list) =>
        list.status === 'ready' ? { status: 'ready', items: list.items.filter((item) => idOf(item) !== id) } : list,
      ),
    [idOf],
  );

  return { state, reload, upsert, remove };
}
