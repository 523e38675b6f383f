import { useEffect, useState } from 'react';
import { toApiError } from '@src/api/errors';

export type RemotePage<T> =
  | { status: 'loading' }
  | { status: 'failed'; message: string; code: string }
  | { status: 'ready'; value: T };

/**
 * One answer the server owns (the gacha summary, a page of rolls), loaded again whenever `load` changes (a new page)
 * or `version` goes up (after a roll). Keeps showing the last answer while the next one loads.
 */
export function useRemotePage<T>(load: () => Promise<T>, version: number): RemotePage<T> {
  const [state, setState] = useState<RemotePage<T>>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    load().then(
      (value) => current && setState({ status: 'ready', value }),
      (error: unknown) => current && setState({ status: 'failed', ...toApiError(error) }),
    );
    return () => {
      current = false;
    };
  }, [load, version]);
  return state;
}
