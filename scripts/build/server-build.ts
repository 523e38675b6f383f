/**
 * The server as `npm start` runs it: server/main.ts, what it imports of ours and the JavaScript packages it needs to
 * start, bundled into one ES module that plain Node runs. Starting from TypeScript through tsx compiled some 300 files
 * on every start, and loading the packages from node_modules resolved, read and compiled 731 more files one by one (a
 * quarter of the start; docs/performance.md, "Start and memory").
 */
import { build } from 'esbuild';
import { join } from 'node:path';
import { buildFreshness, type BuildState } from './build-freshness';

/** Where the bundle goes: beside the client build, which Vite empties on every build, not inside it. */
export const serverBundle = (root: string) => join(root, 'dist-server', 'main.mjs');

/** The server's code and what decides how it is bundled (docs/architecture.md, "Layers": the server imports only these of src). */
const serverSources = [
  'server',
  'src/core',
  'src/contract',
  'package-lock.json',
  'tsconfig.json',
  'scripts/build/server-build.ts',
];

/**
 * Packages left in node_modules, loaded as they are: native addons; packages loaded on first use, which a default start
 * never needs (tests/server/server-bundle.test.ts); and packages that find files of their own at run time (pino's
 * transport worker, the API docs' page).
 */
export const UNBUNDLED_PACKAGES = [
  'better-sqlite3',
  '@node-rs/argon2',
  'sharp',
  'pg',
  'ioredis',
  'stripe',
  'nodemailer',
  'pino',
  'pino-pretty',
  '@fastify/swagger',
  '@fastify/swagger-ui',
];

export function serverBuildState(root: string): BuildState {
  return buildFreshness(root, serverBundle(root), serverSources);
}

/** Bundles the server into `outfile` (where `npm start` runs it, unless a test asks for another place). */
export async function buildServer(root: string, outfile = serverBundle(root)): Promise<void> {
  await build({
    absWorkingDir: root,
    entryPoints: ['server/main.ts'],
    outfile,
    bundle: true,
    external: UNBUNDLED_PACKAGES,
    // The bundled CommonJS packages require Node's modules and the unbundled packages; an ES module has no require.
    banner: {
      js: "import { createRequire as requireFrom } from 'node:module'; const require = requireFrom(import.meta.url);",
    },
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}
