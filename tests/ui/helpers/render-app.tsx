import { act, render, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { StrictMode } from 'react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { AppRoutes } from '@src/app/app-routes';
import type { SessionData } from '@src/state/session';
import { sessionStore } from '@src/state/session';

/** Where the app is, and a way to move it, as a player's address bar would: read and driven from the test. */
function AddressBar({
  onChange,
}: {
  onChange: (pathname: string, search: string, navigate: NavigateFunction) => void;
}) {
  const { pathname, search } = useLocation();
  onChange(pathname, search, useNavigate());
  return null;
}

/** Renders the real route table at `path` in a memory router, wired to the API client like the browser app. */
export function renderApp(path: string) {
  let pathname = path;
  let query = '';
  let navigateTo: NavigateFunction | null = null;
  const user = userEvent.setup();
  // Strict mode like src/main.tsx: effects run twice, as in development.
  render(
    <StrictMode>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <AddressBar
          onChange={(current, search, navigate) => {
            pathname = current;
            query = search;
            navigateTo = navigate;
          }}
        />
      </MemoryRouter>
    </StrictMode>,
  );
  return {
    user,
    /** The path the app has rendered so far (a navigation into a lazy screen lands once its code has loaded). */
    currentPath: () => pathname,
    /** The query string of the address (`?a=1`, or '' without one), decoded. */
    currentQuery: () => decodeURIComponent(query),
    /** Waits for the app to show `expected`: navigation runs in a transition, so the address changes a moment later. */
    expectPath: (expected: string) => waitFor(() => expect(pathname).toBe(expected)),
    /** Moves the app to `to`, like a link would. */
    navigate: (to: string) => act(async () => void (await navigateTo?.(to))),
  };
}

/** A signed-in player, stored like a real sign-in would. */
export function signInAs(userName: string, extra: Partial<SessionData> = {}) {
  sessionStore.getState().update({ token: `token-of-${userName}`, userName, lvl: 2, exp: 50, vpoints: 1200, ...extra });
}
