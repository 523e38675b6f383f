import { useCallback, useEffect, useState } from 'react';
import { toApiError } from '@src/api/errors';
import { getProfile } from '@src/api/user';
import type { Profile } from '@src/contract/user';

export type ProfileState =
  | { status: 'loading' }
  | { status: 'failed'; notFound: boolean }
  | { status: 'ready'; profile: Profile };

/** Loads one player's profile. Mount it per username (a `key`) so a new name starts from "loading". */
export function useProfile(username: string) {
  const [state, setState] = useState<ProfileState>({ status: 'loading' });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let current = true;
    getProfile(username).then(
      (profile) => current && setState({ status: 'ready', profile }),
      (error: unknown) =>
        current && setState({ status: 'failed', notFound: toApiError(error).code === 'USER_NOT_FOUND' }),
    );
    return () => {
      current = false;
    };
  }, [username, version]);

  /** Asks again; `quietly` keeps the current profile on screen until the answer arrives. */
  const reload = useCallback((quietly = false) => {
    if (!quietly) setState({ status: 'loading' });
    setVersion((count) => count + 1);
  }, []);

  /** Applies a change the player just made (a new picture) without asking the server again. */
  const patch = useCallback((change: Partial<Profile>) => {
    setState((state) =>
      state.status === 'ready' ? { status: 'ready', profile: { ...state.profile, ...change } } : state,
    );
  }, []);

  return { state, reload, patch };
}
