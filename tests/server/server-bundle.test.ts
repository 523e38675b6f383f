/**
 * `npm start` runs the server as one bundle with plain Node (scripts/build/server-build.ts): it must hold all our code (no
 * import left pointing at a TypeScript path alias or file) and the JavaScript packages it starts with, leave out of its
 * start the packages a default start never needs before its first answers (pg, ioredis, sharp, stripe and nodemailer
 * load on first use), and serve the game.
 * The e2e suite runs on this bundle too.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, UNBUNDLED_PACKAGES } from '../../scripts/build/server-build';
import { STARTUP_MS, startServerProcess } from './helpers/server-process';

// Inside the project, as dist-server/ is: the bundle's package imports resolve through the project's node_modules.
const cache = join(process.cwd(), 'node_modules', '.cache');
mkdirSync(cache, { recursive: true });
const folder = mkdtempSync(join(cache, 'server-bundle-'));
const bundle = join(folder, 'main.mjs');

beforeAll(() => buildServer(process.cwd(), bundle), 60_000);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The modules the bundle imports as it loads (static imports), and the ones it imports later (dynamic). */
function importsOf(code: string) {
  const statics = [...code.matchAll(/^import\s[^;]*?from\s*"([^"]+)"/gm)].map((match) => match[1]);
  const dynamics = [...code.matchAll(/\bimport\("([^"]+)"\)/g)].map((match) => match[1]);
  return { statics: new Set(statics), dynamics: new Set(dynamics) };
}

describe('the server bundle', () => {
  it('holds our code and the packages it starts with, and loads pg, ioredis, sharp, stripe and nodemailer only when they are used', () => {
    const { statics, dynamics } = importsOf(readFileSync(bundle, 'utf8'));
    for (const name of statics) {
      expect(name, 'a path of ours left unbundled').not.toMatch(/^(@src|@server|\.|\/)/);
      // Fastify, Kysely, zod… are in the bundle: loading them file by file was a quarter of the start.
      expect(name.startsWith('node:') || UNBUNDLED_PACKAGES.includes(name), `${name} is not bundled`).toBe(true);
    }
    for (const lazy of ['pg', 'ioredis', 'sharp', 'stripe', 'nodemailer']) {
      expect(statics, `${lazy} is loaded at start`).not.toContain(lazy);
      expect(dynamics).toContain(lazy);
    }
  });

  it(
    'starts with plain Node and serves the API',
    async () => {
      const server = await startServerProcess({}, { bundle });
      try {
        const answer = await fetch(`${server.url}/maps/all`);
        expect(answer.status).toBe(200);
        expect(await answer.json()).toEqual(expect.objectContaining({ maps: expect.any(Array) }));
      } finally {
        await server.stop();
      }
    },
    STARTUP_MS + 10_000,
  );
});
