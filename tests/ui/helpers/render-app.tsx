import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { appRoutes } from '@src/app/routes';
import { connectSessionExpiry } from '@src/app/session-expiry';
import type { SessionData } from '@src/state/session';
import { sessionStore } from '@src/state/session';

/** Renders the real route table at `path` in a memory router, wired to the API client like the browser app. */
export function renderApp(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  connectSessionExpiry(router);
  const user = userEvent.setup();
  // Strict mode like src/main.tsx: effects run twice, as in development.
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return { router, user };
}

/** A signed-in player, stored like a real sign-in would. */
export function signInAs(userName: string, extra: Partial<SessionData> = {}) {
  sessionStore.getState().update({ token: `token-of-${userName}`, userName, lvl: 2, exp: 50, vpoints: 1200, ...extra });
}
