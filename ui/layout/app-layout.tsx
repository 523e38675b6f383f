import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { LoadingPanel } from '@ui/components/loading-panel';
import { PadHint } from '@ui/components/pad-hint';
import { usePad } from '@src/state/pad/pad-store';
import { BottomMenu } from './bottom-menu';
import { NoticeRegion } from './notice-region';
import { usePadNavigation } from './pad/use-pad-navigation';
import { useScrollRestoration } from './use-scroll-restoration';
import styles from './app-layout.module.css';

interface AppLayoutProps {
  /** Paths that show no bottom bar: the game and the payment result pages (spec section 2). */
  hideBottomBarOn: readonly string[];
  /** Paths whose screen shows its own gamepad hint (the game names its bottle and backpack buttons). */
  ownPadHintOn: readonly string[];
}

/** The frame of every screen: the routed screen, notices, the bottom menu, and the gamepad (with its hint). */
export function AppLayout({ hideBottomBarOn, ownPadHintOn }: AppLayoutProps) {
  const { pathname } = useLocation();
  const path = pathname.replace(/(.)\/+$/, '$1').toLowerCase();
  const hideBottomBar = hideBottomBarOn.includes(path);
  const padConnected = usePad((state) => state.connected);
  usePadNavigation();
  useScrollRestoration();
  const mainRef = useMainFocusOnNavigation();

  return (
    <div className={`${styles.shell} ${padConnected ? styles.withPad : ''}`}>
      <main ref={mainRef} id="main" tabIndex={-1} className={`${styles.main} ${hideBottomBar ? '' : styles.withBar}`}>
        <Suspense fallback={<LoadingPanel />}>
          <Outlet />
        </Suspense>
      </main>
      <NoticeRegion aboveBar={!hideBottomBar} />
      {padConnected && !ownPadHintOn.includes(path) && (
        <PadHint className={`${styles.padHint} ${hideBottomBar ? '' : styles.padHintOverBar}`} />
      )}
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
