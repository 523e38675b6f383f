/**
 * `npm start`: builds the client when the build is missing or older than its sources, then starts the server
 * (which applies migrations and seeds built-in content before it listens).
 */
import { resolve } from 'node:path';
import { buildClient, buildState } from './client-build';

const root = process.cwd();
const outDir = resolve('dist');
const state = buildState(root, outDir);
if (state !== 'fresh') {
  console.log(state === 'stale' ? 'The client build is stale: rebuilding…' : 'No client build yet: building…');
  buildClient(root, outDir);
}

await import('../server/main');
