import { useCallback, useEffect, useState } from 'react';
import { isTokenInvalid } from '@src/api/http-error';
import { getUserData, levelUp } from '@src/api/user';
import { expToNextLevel } from '@src/core/levels';
import { noticesStore } from '@src/state/notices';
import { sessionStore, useSession } from '@src/state/session';

export type AccountSyncProblem = 'data' | 'level';

/**
 * With a token, refreshes the player's data from the server and, when the experience reaches 100 × level, asks for the
 * level-up, stores the result (spec section 4) and says which level to celebrate. An expired token is handled by the
 * API client (logout + /login).
 */
export function useAccountSync() {
  const token = useSession((state) => state.token);
  const [problem, setProblem] = useState<AccountSyncProblem | null>(null);
  const [attempt, setAttempt] = useState(0);
  /** The level just reached, while its celebration is on screen. */
  const [celebratedLevel, setCelebratedLevel] = useState<number | null>(null);
  /** The server's copy of the player has been asked for (answered or failed): the first-time tour waits for it. */
  const [dataSettled, setDataSettled] = useState(false);

  useEffect(() => {
    if (!token) return;
    let current = true;
    const fail = (which: AccountSyncProblem) => (error: unknown) => {
      if (current && !isTokenInvalid(error)) setProblem(which);
    };
    const sync = async () => {
      const data = await getUserData().catch(fail('data'));
      if (!current) return;
      setDataSettled(true);
      if (!data) return;
      sessionStore.getState().applyUserData(data);
      // Loaded here, not with the menu: a visitor's first page has no use for the moderation links' store.
      const { moderator, unreadNotices } = data;
      void import('@src/state/account-flags').then(({ accountFlagsStore }) =>
        accountFlagsStore.setState({ moderator, unreadNotices }),
      );
      if (data.exp < expToNextLevel(data.lvl)) return;
      const result = await levelUp().catch(fail('level'));
      if (!result || !current) return;
      const { lvl, exp, vacation_points: vpoints } = result.user;
      sessionStore.getState().update({ lvl, exp, vpoints });
      if (!result.leveledUp) return;
      noticesStore.getState().push('success', 'menu:levelUp', { lvl });
      setCelebratedLevel(lvl);
    };
    void sync();
    return () => {
      current = false;
    };
  }, [token, attempt]);

  const retry = useCallback(() => {
    setProblem(null);
    setAttempt((count) => count + 1);
  }, []);

  const endCelebration = useCallback(() => setCelebratedLevel(null), []);

  return { problem, retry, celebratedLevel, endCelebration, dataSettled: !token || dataSettled };
}
