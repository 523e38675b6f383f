import { Suspense, useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router-dom';
import { LoadingPanel } from '@ui/components/loading-panel';
import { BottomMenu } from './bottom-menu';
import { NoticeRegion } from './notice-region';
import styles from './app-layout.module.css';

/** What a route can tell the layout through its `handle`. */
export interface LayoutHandle {
  /** The game and the payment result pages show no bottom bar (spec section 2). */
  hideBottomBar?: boolean;
}

/** The frame of every screen: the routed screen, notices, and the bottom menu. */
export function AppLayout() {
  const matches = useMatches();
  const hideBottomBar = matches.some((match) => (match.handle as LayoutHandle | undefined)?.hideBottomBar);
  const mainRef = useMainFocusOnNavigation();

  return (
    <div className={styles.shell}>
      <main ref={mainRef} id="main" tabIndex={-1} className={`${styles.main} ${hideBottomBar ? '' : styles.withBar}`}>
        <Suspense fallback={<LoadingPanel />}>
          <Outlet />
        </Suspense>
      </main>
      <NoticeRegion aboveBar={!hideBottomBar} />
      {!hideBottomBar && <BottomMenu />}
      <ScrollRestoration />
    </div>
  );
}

/** After a client-side navigation, move focus to the new screen so keyboard and screen reader users start there. */
function useMainFocusOnNavigation() {
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);
  return mainRef;
}
