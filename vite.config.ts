import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { precompress } from './scripts/build/vite-precompress.ts';
import { landingPagesHtml } from './scripts/build/vite-landing-pages.ts';
import { productionBuild } from './scripts/build/vite-production-build.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const apiPort = Number(process.env.PORT ?? 3000);
const api = `http://127.0.0.1:${apiPort}`;
/** The code the screens share: none of it imports Phaser, React Flow or another heavy library (docs/architecture.md, "Budgets"). */
const sharedModules = /[\\/](ui[\\/](components|hooks)|src[\\/](api|core|state|content))[\\/]/;
/** The texts of the first page (src/i18n/index.ts loads them before the first render), per language. */
const firstPageLocale = /[\\/]src[\\/]i18n[\\/]locales[\\/](es|en)[\\/](common|errors|menu)\.json$/;
const firstPageLocaleChunk = (id: string) => {
  const language = firstPageLocale.exec(id)?.[1];
  return language ? `texts-${language}` : null;
};
const shortName = (name: string) => (name.startsWith('shared~') ? 'shared' : name.replace(/\.[^.]+$/, ''));
// Every spec route prefix the dev server forwards to Fastify; the rest is the SPA.
const apiPrefixes = [
  '/auth',
  '/user',
  '/quest',
  '/maps',
  '/play',
  '/items',
  '/characters',
  '/api',
  '/uploads',
  '/docs',
];

export default defineConfig({
  plugins: [productionBuild(), react(), landingPagesHtml(), precompress()],
  resolve: {
    alias: {
      '@src': here('./src'),
      '@ui': here('./ui'),
      '@scenes': here('./scenes'),
      '@server': here('./server'),
    },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: Object.fromEntries(apiPrefixes.map((prefix) => [prefix, { target: api, bypass: htmlBypass }])),
  },
  build: {
    outDir: 'dist',
    assetsDir: 'build',
    manifest: true,
    sourcemap: !!process.env.BUILD_SOURCEMAP,
    chunkSizeWarningLimit: 1600,
    rolldownOptions: {
      // The timings warning reports Vite's own CSS steps whenever the machine is busy (two shared cores here): it says
      // nothing about our code that `node --cpu-prof` (docs/performance.md) would not say better, so a build stays quiet.
      checks: { bundlerTimings: false },
      output: {
        // Few, larger chunks for the pages a visit starts on: left alone, the bundler cuts the app and the shared
        // components into a dozen small chunks, and on HTTP/1.1 each one costs a phone another round trip.
        // A shared chunk's name lists every screen that uses it: too long for a file name.
        chunkFileNames: ({ name }) => `build/${shortName(name)}-[hash].js`,
        assetFileNames: ({ names }) => `build/${shortName(names[0] ?? '[name]')}-[hash][extname]`,
        codeSplitting: {
          groups: [
            // The first page's texts in one chunk per language, instead of three round trips.
            { name: (id: string) => firstPageLocaleChunk(id), priority: 3 },
            // Everything the app runs before its first screen.
            { name: 'app', tags: ['$initial'], priority: 2 },
            // Components, API calls, rules and stores used by two screens or more (not the screens' own code), in one
            // chunk per set of screens that use them: a single chunk made the first page download 12 KB of the other
            // screens' code. Sets under 1 KB (before minifying) join their closest neighbour: at 2 KB the menu's
            // small sets joined the dialogs and forms of other screens, 2 KB more on the first page for one request less.
            {
              name: 'shared',
              minShareCount: 2,
              test: sharedModules,
              priority: 1,
              entriesAware: true,
              entriesAwareMergeThreshold: 1024,
            },
          ],
        },
      },
    },
  },
});

/** Browser navigations (Accept: text/html) to SPA routes such as /user-less paths stay with Vite. */
function htmlBypass(req: { headers: Record<string, string | string[] | undefined> }) {
  const accept = String(req.headers.accept ?? '');
  return accept.includes('text/html') ? '/index.html' : undefined;
}
