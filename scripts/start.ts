/**
 * `npm start`: builds the client when the build is missing or older than its sources, then starts the server
 * (which applies migrations and seeds built-in content before it listens).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const clientSources = ['index.html', 'vite.config.ts', 'package-lock.json', 'src', 'ui', 'scenes', 'public'];
const builtMarker = join('dist', 'index.html');

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

const builtAt = existsSync(builtMarker) ? statSync(builtMarker).mtimeMs : 0;
const sourcesAt = Math.max(...clientSources.map(newestMtime));
if (builtAt < sourcesAt) {
  console.log(builtAt ? 'The client build is stale: rebuilding…' : 'No client build yet: building…');
  execFileSync(process.execPath, [join('node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
}

await import('../server/main');
