import { setSessionExpiredHandler } from '@src/api/client';
import type { SessionEndedState } from '@src/api/session-end';

/** The router method the API client needs (a data router from createBrowserRouter or createMemoryRouter). */
interface Navigator {
  navigate(to: string, options: { replace: boolean; state: SessionEndedState }): Promise<void>;
}

/** Sends the player to /login through the router (no page reload), telling it why the session ended. */
export function connectSessionExpiry(router: Navigator): void {
  setSessionExpiredHandler(
    (reason) => void router.navigate('/login', { replace: true, state: { sessionEnded: reason } }),
  );
}
