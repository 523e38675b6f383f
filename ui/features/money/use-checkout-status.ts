import { useCallback, useEffect, useState } from 'react';
import { toApiError } from '@src/api/errors';
import { getCheckoutSession } from '@src/api/payments';
import { getUserData } from '@src/api/user';
import type { CheckoutStatusResponse } from '@src/contract/payments';
import { sessionStore } from '@src/state/session';

/** How often /success asks again while the webhook has not credited the session, and for how long. */
export const POLL_EVERY_MS = 1_000;
export const POLL_FOR_MS = 30_000;

export type CheckoutView =
  | { kind: 'confirming' }
  /** Credited by the webhook; `balance` is the refreshed wallet (absent when the refresh failed). */
  | { kind: 'paid'; vpoints: number; balance?: number; product: CheckoutStatusResponse['kind'] }
  /** Still `open` after {@link POLL_FOR_MS}: the webhook may come later. */
  | { kind: 'slow' }
  | { kind: 'expired' }
  /** No such session, or another player's. */
  | { kind: 'notFound' }
  | { kind: 'failed'; message: string };

/** The wallet after the credit, read from the server (the session's copy of it is stale). */
async function refreshedBalance(): Promise<number | undefined> {
  try {
    const data = await getUserData();
    sessionStore.getState().applyUserData(data);
    return data.vpoints;
  } catch {
    return undefined;
  }
}

/**
 * What /success shows for a Checkout session: it asks the server every second until the session is paid (or for 30 s)
 * and never credits anything itself. `checkAgain` starts another round.
 */
export function useCheckoutStatus(sessionId: string | null) {
  const [view, setView] = useState<CheckoutView>(sessionId ? { kind: 'confirming' } : { kind: 'notFound' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!sessionId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const started = Date.now();
    const ask = async () => {
      try {
        const session = await getCheckoutSession(sessionId);
        if (stopped) return;
        if (session.status === 'open') {
          if (Date.now() - started >= POLL_FOR_MS) setView({ kind: 'slow' });
          else timer = setTimeout(() => void ask(), POLL_EVERY_MS);
          return;
        }
        if (session.status === 'expired') {
          setView({ kind: 'expired' });
          return;
        }
        const balance = await refreshedBalance();
        if (!stopped) setView({ kind: 'paid', vpoints: session.vpoints, balance, product: session.kind });
      } catch (error) {
        if (stopped) return;
        const problem = toApiError(error);
        setView(
          problem.code === 'CHECKOUT_SESSION_NOT_FOUND'
            ? { kind: 'notFound' }
            : { kind: 'failed', message: problem.message },
        );
      }
    };
    void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [sessionId, round]);

  const checkAgain = useCallback(() => {
    setView({ kind: 'confirming' });
    setRound((value) => value + 1);
  }, []);

  return { view, checkAgain };
}
