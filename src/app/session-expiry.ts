import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { setSessionExpiredHandler } from '@src/api/session-end';

/**
 * Sends the player to /login through the router (no page reload) when the API client finds the session ended, telling
 * the login screen why. Mounted once, inside the router, by the app's routes.
 */
export function useSessionExpiryRedirect(): void {
  const navigate = useNavigate();
  useEffect(() => {
    setSessionExpiredHandler((reason) => {
      void navigate('/login', { replace: true, state: { sessionEnded: reason } });
    });
  }, [navigate]);
}
