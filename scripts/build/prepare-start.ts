/**
 * The first half of `npm start`: builds the client when its build is missing or older than its sources, and the server
 * bundle likewise (scripts/build/server-build.ts). `npm start` then runs the bundle with plain Node, which applies migrations
 * and seeds built-in content before it listens.
 */
import { resolve } from 'node:path';
import { buildClient, buildState } from './client-build';
import { buildServer, serverBuildState } from './server-build';

const root = process.cwd();
const outDir = resolve('dist');

const explain = (state: string, what: string) =>
  console.log(state === 'stale' ? `The ${what} build is stale: rebuilding…` : `No ${what} build yet: building…`);

const client = buildState(root, outDir);
if (client !== 'fresh') {
  explain(client, 'client');
  buildClient(root, outDir);
}
const server = serverBuildState(root);
if (server !== 'fresh') {
  explain(server, 'server');
  await buildServer(root);
}
