import { setSessionExpiredHandler } from '@src/api/client';

/** The router method the API client needs (a data router from createBrowserRouter or createMemoryRouter). */
interface Navigator {
  navigate(to: string, options: { replace: boolean }): Promise<void>;
}

/** Sends the player to /login through the router (no page reload) when the API reports an expired token. */
export function connectSessionExpiry(router: Navigator): void {
  setSessionExpiredHandler(() => void router.navigate('/login', { replace: true }));
}
