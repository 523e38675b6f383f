/**
 * The client build as `npm start` and the bundle test run it: when it is stale, and through Vite's own command line
 * (vite.config.ts makes it a production bundle whatever NODE_ENV the shell holds).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildFreshness, type BuildState } from './build-freshness';

/** Everything the build reads, relative to the project root: a change to any of them makes a build stale. */
function clientSources(root: string): string[] {
  const buildScripts = join('scripts', 'build');
  const vitePlugins = readdirSync(join(root, buildScripts))
    .filter((file) => /^vite-.*\.ts$/.test(file))
    .map((file) => join(buildScripts, file));
  // scripts/build/prerender draws the landing screens into their pages during the build.
  return [
    'index.html',
    'vite.config.ts',
    'package-lock.json',
    'src',
    'ui',
    'scenes',
    'public',
    join(buildScripts, 'prerender'),
    ...vitePlugins,
  ];
}

/** Whether `outDir` holds a build, and whether it is newer than every source. */
export function buildState(root: string, outDir: string): BuildState {
  return buildFreshness(root, join(outDir, 'index.html'), clientSources(root));
}

/** Builds the client into `outDir`, printing only warnings and errors. */
export function buildClient(
  root: string,
  outDir: string,
  options: { env?: NodeJS.ProcessEnv; logLevel?: 'warn' | 'error' } = {},
): void {
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const args = ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', options.logLevel ?? 'warn'];
  execFileSync(process.execPath, [vite, ...args], { cwd: root, stdio: 'inherit', env: options.env ?? process.env });
}
