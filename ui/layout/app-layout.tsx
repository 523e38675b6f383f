import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { LoadingPanel } from '@ui/components/loading-panel';
import { BottomMenu } from './bottom-menu';
import { NoticeRegion } from './notice-region';
import { useScrollRestoration } from './use-scroll-restoration';
import styles from './app-layout.module.css';

interface AppLayoutProps {
  /** Paths that show no bottom bar: the game and the payment result pages (spec section 2). */
  hideBottomBarOn: readonly string[];
}

/** The frame of every screen: the routed screen, notices, and the bottom menu. */
export function AppLayout({ hideBottomBarOn }: AppLayoutProps) {
  const { pathname } = useLocation();
  const hideBottomBar = hideBottomBarOn.includes(pathname.replace(/(.)\/+$/, '$1').toLowerCase());
  useScrollRestoration();
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
