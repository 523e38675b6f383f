import { createServer } from 'vite';
import { languages, type Language } from '../../../src/i18n/languages.ts';
import type { LandingPage } from '../../../src/app/landing-pages.ts';
import type { DrawnPage } from './render-landing.tsx';

/** A landing screen drawn in each language. */
export type LandingScreens = Map<LandingPage, Record<Language, DrawnPage>>;

/** The browser storage of a first visit: empty, and kept in memory. */
class EmptyStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key = (index: number) => [...this.items.keys()][index] ?? null;
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, String(value));
  removeItem = (key: string) => void this.items.delete(key);
  clear = () => this.items.clear();
}

/**
 * Renders the landing pages' screens (those marked `prerender`) as a first-time visitor first sees them, in every
 * language, through a Vite server on the project's own config: the screens' modules and CSS modules load as in the
 * app, so the markup carries the class names the client build gives them (the build checks it,
 * scripts/build/vite-landing-pages.ts). The app's stores read the browser's storage when they load: they find it empty.
 */
export async function renderLandingScreens(root: string, pages: readonly LandingPage[]): Promise<LandingScreens> {
  const screens: LandingScreens = new Map();
  const wanted = pages.filter((page) => page.prerender);
  if (wanted.length === 0) return screens;
  const storage = { localStorage: new EmptyStorage(), sessionStorage: new EmptyStorage() };
  Object.assign(globalThis, storage);
  const vite = await createServer({
    root,
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'error',
  });
  try {
    const { renderLanding } = await vite.ssrLoadModule('/scripts/build/prerender/render-landing.tsx');
    for (const page of wanted) {
      const drawn = {} as Record<Language, DrawnPage>;
      for (const language of languages) drawn[language] = await renderLanding(page.path, language);
      screens.set(page, drawn);
    }
  } finally {
    await vite.close();
    for (const name of Object.keys(storage)) Reflect.deleteProperty(globalThis, name);
  }
  return screens;
}
