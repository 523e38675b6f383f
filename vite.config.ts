import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { precompress } from './scripts/vite-precompress';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const apiPort = Number(process.env.PORT ?? 3000);
const api = `http://127.0.0.1:${apiPort}`;
// Every spec route prefix the dev server forwards to Fastify; the rest is the SPA.
const apiPrefixes = ['/auth', '/user', '/quest', '/maps', '/play', '/items', '/characters', '/api', '/uploads', '/docs'];

export default defineConfig({
  plugins: [react(), precompress()],
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
  },
});

/** Browser navigations (Accept: text/html) to SPA routes such as /user-less paths stay with Vite. */
function htmlBypass(req: { headers: Record<string, string | string[] | undefined> }) {
  const accept = String(req.headers.accept ?? '');
  return accept.includes('text/html') ? '/index.html' : undefined;
}
