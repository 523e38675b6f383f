/** Whether a build is there, and newer than every file it is made from: how `npm start` decides to rebuild. */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export type BuildState = 'missing' | 'stale' | 'fresh';

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

/** `marker` is a file every build writes last; `sources` are files and folders relative to `root`. */
export function buildFreshness(root: string, marker: string, sources: string[]): BuildState {
  if (!existsSync(marker)) return 'missing';
  const sourcesAt = Math.max(...sources.map((source) => newestMtime(join(root, source))));
  return statSync(marker).mtimeMs < sourcesAt ? 'stale' : 'fresh';
}
