import type { ReactNode, Ref } from 'react';
import styles from './app-layout.module.css';

interface ScreenFrameProps {
  /** Leaves room under the screen for the bottom bar. */
  withBar: boolean;
  mainRef?: Ref<HTMLElement>;
  /** What the screen is drawn under: notices and the bottom bar. */
  overlays?: ReactNode;
  /**
   * A copy drawn before the app runs (the build's landing pages, scripts/prerender): shown as it will look, but
   * nothing in it can be focused or clicked until the app replaces it.
   */
  waiting?: boolean;
  children: ReactNode;
}

/** The page around every screen; the build draws the landing screens in it too, so both copies lay out alike. */
export function ScreenFrame({ withBar, mainRef, overlays, waiting, children }: ScreenFrameProps) {
  return (
    <div className={styles.shell} inert={waiting} aria-busy={waiting || undefined}>
      <main ref={mainRef} id="main" tabIndex={-1} className={`${styles.main} ${withBar ? styles.withBar : ''}`}>
        {children}
      </main>
      {overlays}
    </div>
  );
}
