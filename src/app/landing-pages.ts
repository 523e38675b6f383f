import { titleArt, titleAvifSrcSet } from '../../ui/features/main-menu/title-art.ts';
import { screenNamespaces } from './screen-namespaces.ts';

/**
 * A picture worth fetching before the app runs: the page's largest one (Lighthouse's LCP element). The page's loading
 * screen shows it too, so the first paint is the picture the player came for rather than a wait for the app's code.
 */
export interface ImageHint {
  type: string;
  srcSet: string;
  sizes: string;
  fallback: string;
  width: number;
  height: number;
  alt: string;
}

/**
 * A route a visit often starts on (the budgets of docs/architecture.md, "Budgets", cover /, /login, /online and the daily's board). The build writes a copy of
 * index.html for each (scripts/build/vite-landing-pages.ts) that also asks for the route's screen, its translations and its
 * largest picture, so they download with the app instead of after it has run.
 */
export interface LandingPage {
  path: string;
  /** The screen's module, as the build names it, and its export. */
  screenModule: string;
  screenExport: string;
  image?: ImageHint;
  /**
   * The build draws the screen into the page, in each language (scripts/build/prerender), so its largest text is painted
   * before the app runs, and the app hydrates it. Only for screens whose first render is the same for every visitor,
   * signed in or not (a different one would be drawn again from nothing).
   */
  prerender?: boolean;
  /**
   * The screen asks the server for what it shows as it mounts: the HTTP client's chunk (src/api/client.ts, axios,
   * loaded with the first request) is preloaded with the screen, instead of one round trip after the screen ran.
   */
  readsOnArrival?: boolean;
}

/**
 * The attribute on the root of a page the build drew, naming its language: src/app/drawn-page.ts reads it. (Here
 * rather than there: the build's plugin imports this file, and must not load React before the build chose its mode.)
 */
export const DRAWN_PAGE_ATTRIBUTE = 'data-drawn';

/**
 * Where the build writes a landing page: server/plugins/spa.ts serves `pages/<name>.html` for `/<name>`, or, for a
 * drawn screen, `pages/<name>.<language>.html` in the language of the player's cookie when the address has no query.
 */
export const landingPageFile = (path: string, language?: string) =>
  `pages/${path === '/' ? 'index' : path.slice(1)}${language ? `.${language}` : ''}.html`;

export const namespacesOf = (page: LandingPage) => screenNamespaces[page.screenExport] ?? [];

export const landingPages: LandingPage[] = [
  {
    path: '/',
    screenModule: 'ui/features/main-menu/main-menu-screen.tsx',
    screenExport: 'MainMenuScreen',
    image: {
      type: 'image/avif',
      srcSet: titleAvifSrcSet,
      sizes: titleArt.sizes,
      fallback: titleArt.fallback,
      width: titleArt.width,
      height: titleArt.height,
      alt: 'Vacation Survival',
    },
  },
  { path: '/login', screenModule: 'ui/features/auth/login-screen.tsx', screenExport: 'LoginScreen', prerender: true },
  {
    path: '/online',
    screenModule: 'ui/features/online/online-screen.tsx',
    screenExport: 'OnlineScreen',
    prerender: true,
    readsOnArrival: true,
  },
  // Not drawn: a signed-in player's boards have a tab a visitor's have not.
  {
    path: '/daily_island',
    screenModule: 'ui/features/daily/daily-screen.tsx',
    screenExport: 'DailyScreen',
    readsOnArrival: true,
  },
];
