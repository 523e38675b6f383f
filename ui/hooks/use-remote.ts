import { useCallback, useEffect, useState } from 'react';
import { toApiError } from '@src/api/errors';

/** Something the server owns, as a screen sees it while it loads. */
export type Remote<T> =
  | { status: 'loading' }
  | { status: 'failed'; message: string; code: string }
  | { status: 'ready'; value: T };

interface RemoteOptions {
  /** Raised by the caller when the answer has changed on the server (after a roll): loads again. */
  version?: number;
  /** Keeps showing the last answer while the next one loads (a page of rolls) instead of `loading`. */
  keepStale?: boolean;
}

/**
 * One answer the server owns, loaded again whenever `load` changes (another page, another rarity), `version` goes up,
 * or `reload` is called (a retry button). `setState` lets the screen apply what a later answer told it.
 */
export function useRemote<T>(load: () => Promise<T>, { version = 0, keepStale = false }: RemoteOptions = {}) {
  const [state, setState] = useState<Remote<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    if (!keepStale) setState({ status: 'loading' });
    load().then(
      (value) => current && setState({ status: 'ready', value }),
      (error: unknown) => current && setState({ status: 'failed', ...toApiError(error) }),
    );
    return () => {
      current = false;
    };
  }, [load, version, round, keepStale]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { state, setState, reload };
}
