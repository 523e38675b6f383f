import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@fontsource/fredoka/latin-500.css';
import '@fontsource/fredoka/latin-600.css';
import '@fontsource/fredoka/latin-700.css';
import '@fontsource/nunito/latin-400.css';
import '@fontsource/nunito/latin-700.css';
import '@fontsource/nunito/latin-800.css';
import '@ui/styles/font-fallbacks.css';
import '@ui/styles/global.css';
import i18n, { i18nReady } from './i18n';
import { App } from './app/app';
import { isDrawnIn } from './app/drawn-page';
import { preloadScreensAt } from './app/lazy-screen';
import { appRoutes } from './app/routes';

// A page the build drew in the player's language (/login, /online: scripts/build/prerender) is hydrated: React adopts the
// drawn elements instead of building them again (if they differ after all, it renders afresh). Either way in a
// transition, so React builds the first screen in short slices instead of one long task: a slow phone stays responsive
// (and Lighthouse's Total Blocking Time low) while the app starts.
function render() {
  const root = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  startTransition(() => {
    if (isDrawnIn(root, i18n.language)) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}

// The page opens straight on its screen: index.html's loading bottle stays up until the screen's code has arrived. A
// failed download renders all the same: the screen tries once more, and its route shows the error screen if that fails.
// The first page's texts arrive alongside, in the player's language only. (Promises, not a top-level await: the
// bundler would split the first page into many more chunks for it.)
Promise.all([preloadScreensAt(appRoutes, window.location.pathname), i18nReady]).then(render, render);
