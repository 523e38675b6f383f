/**
 * The server as `npm start` runs it: server/main.ts and what it imports of ours, bundled into one ES module that plain
 * Node runs. Starting from TypeScript through tsx compiled some 300 files on every start (docs/performance.md, "Start
 * and memory"); the packages stay in node_modules, loaded as they are.
 */
import { build } from 'esbuild';
import { join } from 'node:path';
import { buildFreshness, type BuildState } from './build-freshness';

/** Where the bundle goes: beside the client build, which Vite empties on every build, not inside it. */
export const serverBundle = (root: string) => join(root, 'dist-server', 'main.mjs');

/** The server's code and what decides how it is bundled (ARCHITECTURE.md §2: the server imports only these of src). */
const serverSources = [
  'server',
  'src/core',
  'src/contract',
  'package-lock.json',
  'tsconfig.json',
  'scripts/server-build.ts',
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
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}
