import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/fredoka/latin-500.css';
import '@fontsource/fredoka/latin-600.css';
import '@fontsource/fredoka/latin-700.css';
import '@fontsource/nunito/latin-400.css';
import '@fontsource/nunito/latin-700.css';
import '@fontsource/nunito/latin-800.css';
import '@ui/styles/global.css';
import { i18nReady } from './i18n';
import { App } from './app/app';
import { preloadScreensAt } from './app/lazy-screen';
import { appRoutes } from './app/routes';

// A transition lets React build the first screen in short slices instead of one long task, so a slow phone stays
// responsive (and Lighthouse's Total Blocking Time low) while the app starts.
function render() {
  startTransition(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

// The page opens straight on its screen: index.html's loading bottle stays up until the screen's code has arrived. A
// failed download renders all the same: the screen tries once more, and its route shows the error screen if that fails.
// The first page's texts arrive alongside, in the player's language only. (Promises, not a top-level await: the
// bundler would split the first page into many more chunks for it.)
Promise.all([preloadScreensAt(appRoutes, window.location.pathname), i18nReady]).then(render, render);
