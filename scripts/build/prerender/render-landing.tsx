/**
 * Draws a landing page as the app's first render draws it for a first-time visitor, so the browser can hydrate it
 * (src/main.tsx). scripts/build/prerender/landing-screens.ts loads this through Vite, so the screens' CSS modules get the
 * class names the client build gives them.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { AppRoutes } from '@src/app/app-routes';
import { preloadScreensAt } from '@src/app/lazy-screen';
import { appRoutes } from '@src/app/routes';
import i18n, { i18nReady, setLanguage } from '@src/i18n';
import type { Language } from '@src/i18n/languages';

/** A drawn page: the root's markup, and the page's description for search engines and link previews. */
export interface DrawnPage {
  markup: string;
  description: string;
}

export async function renderLanding(path: string, language: Language): Promise<DrawnPage> {
  await i18nReady;
  // As src/main.tsx does before its first render: the screen's code and texts at hand, so nothing suspends. The
  // language first: the screen's texts load in the language current when they are asked for.
  await setLanguage(language);
  await preloadScreensAt(appRoutes, path);
  const markup = renderToString(
    <StrictMode>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </StrictMode>,
  );
  // A screen that suspended is drawn as React's client-rendered fallback (`<!--$!-->`): the page would paint a loading
  // panel, then throw it away when the app hydrates. No build is better than that page.
  if (markup.includes('<!--$!-->')) {
    throw new Error(`${path} in ${language} suspended while drawn: its code or its texts were not at hand`);
  }
  return { markup, description: i18n.t('common:pageDescription') };
}
