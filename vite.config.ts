import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { precompress } from './scripts/vite-precompress.ts';
import { landingPagesHtml } from './scripts/vite-landing-pages.ts';
import { productionBuild } from './scripts/vite-production-build.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const apiPort = Number(process.env.PORT ?? 3000);
const api = `http://127.0.0.1:${apiPort}`;
/** The code the screens share: none of it imports Phaser, React Flow or another heavy library (ARCHITECTURE.md §8). */
const sharedModules = /[\\/](ui[\\/](components|hooks)|src[\\/](api|core|state|content))[\\/]/;
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
    sourcemap: false,
    chunkSizeWarningLimit: 1600,
    rolldownOptions: {
      // The timings warning reports Vite's own CSS steps whenever the machine is busy (two shared cores here): it says
      // nothing about our code that `node --cpu-prof` (docs/performance.md) would not say better, so a build stays quiet.
      checks: { bundlerTimings: false },
      output: {
        // Few, larger chunks for the pages a visit starts on: left alone, the bundler cuts the app and the shared
        // components into a dozen small chunks, and on HTTP/1.1 each one costs a phone another round trip.
        codeSplitting: {
          groups: [
            // Everything the app runs before its first screen.
            { name: 'app', tags: ['$initial'], priority: 2 },
            // Components, API calls, rules and stores used by two screens or more (not the screens' own code).
            { name: 'shared', minShareCount: 2, test: sharedModules, priority: 1 },
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
