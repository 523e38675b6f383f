import { useRoutes } from 'react-router-dom';
import { CrashBoundary } from './crash-boundary';
import { useDrawnPageTakenOver } from './drawn-page';
import { appRoutes } from './routes';
import { useSessionExpiryRedirect } from './session-expiry';

/**
 * The route table rendered inside whichever router holds it (the browser's, or a memory router in tests). A declarative
 * router rather than a data router: the app loads no route data, and the data router's code was 18 KB of the first
 * page's gzipped JavaScript (docs/performance.md, "First page").
 */
export function AppRoutes() {
  useSessionExpiryRedirect();
  useDrawnPageTakenOver();
  const screens = useRoutes(appRoutes);
  // The last resort, for an error in the layout itself: screens' errors are caught inside it (ScreenCrashBoundary).
  return <CrashBoundary>{screens}</CrashBoundary>;
}
