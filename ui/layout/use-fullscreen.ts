import { useCallback, useSyncExternalStore } from 'react';

/** The exact log line of spec section 8; the player is shown nothing. */
export const FULLSCREEN_ERROR = 'Error al intentar activar el modo de pantalla completa';

/** Promise-returning, or missing on browsers without the Fullscreen API (iPhone Safari). */
async function requestFullscreen(): Promise<void> {
  if (document.fullscreenElement) await document.exitFullscreen();
  else if (typeof document.documentElement.requestFullscreen === 'function')
    await document.documentElement.requestFullscreen();
  else throw new Error('Fullscreen API not available');
}

const isFullscreen = () => Boolean(document.fullscreenElement);
const onFullscreenChange = (changed: () => void) => {
  document.addEventListener('fullscreenchange', changed);
  return () => document.removeEventListener('fullscreenchange', changed);
};
/** A page the build draws (scripts/build/prerender) is never fullscreen yet. */
const drawnNotFullscreen = () => false;

/** Whether the page is fullscreen (whoever changed it: the button, Esc, F11) and a toggle that logs its failures. */
export function useFullscreen() {
  const fullscreen = useSyncExternalStore(onFullscreenChange, isFullscreen, drawnNotFullscreen);
  const toggle = useCallback(() => {
    requestFullscreen().catch((reason: unknown) => console.error(FULLSCREEN_ERROR, reason));
  }, []);
  return { fullscreen, toggle };
}
