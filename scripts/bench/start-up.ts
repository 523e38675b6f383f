import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildServer, serverBundle, serverBuildState } from '../build/server-build';
import { residentMb } from './processes';

export interface StartUp<T> {
  /** From the process's spawn to the first 200 of GET /maps/all: migrations checked, content seeded, listening. */
  firstAnswerMs: number;
  /** Resident memory once it has answered and sat idle for a few seconds. */
  idleMb: number;
  /** What `then` found, run on the started server after the idle reading. */
  then: T;
}

/** A port of the bench's own range (BENCH_PORT), for the one server started the way `npm start` starts it. */
const PORT = Number(process.env.BENCH_PORT ?? 3431);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 5);

/**
 * Starts the real entry as `npm start` runs it (the server bundle, built first if stale, with plain Node) on an existing
 * data directory (or database), times it to its first answer, reads its memory at rest, then runs `then` against it
 * (its address and process id). The client build is not needed. It trusts X-Forwarded-For, as behind a proxy, so a
 * load can play a crowd of addresses (load.ts).
 */
export async function measureStartUp<T>(
  dataDir: string,
  databaseUrl: string,
  then: (url: string, pid: number) => Promise<T>,
): Promise<StartUp<T>> {
  const root = process.cwd();
  if (serverBuildState(root) !== 'fresh') await buildServer(root);
  const started = performance.now();
  const server = spawn(process.execPath, [serverBundle(root)], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
      TRUST_PROXY: 'true',
    },
    stdio: ['ignore', openSync('/dev/null', 'w'), 'inherit'],
  });
  const exited = new Promise<never>((_, reject) =>
    server.once('exit', (code) => reject(new Error(`the server bundle exited with ${code} while starting`))),
  );
  try {
    await Promise.race([firstAnswer(`http://127.0.0.1:${PORT}/maps/all`), exited]);
    const firstAnswerMs = performance.now() - started;
    await sleep(IDLE_SECONDS * 1000);
    const idleMb = residentMb(server.pid!);
    return { firstAnswerMs, idleMb, then: await then(`http://127.0.0.1:${PORT}`, server.pid!) };
  } finally {
    server.removeAllListeners('exit');
    if (server.exitCode === null) {
      const gone = new Promise((done) => server.once('exit', done));
      server.kill('SIGTERM');
      await gone;
    }
  }
}

async function firstAnswer(url: string): Promise<void> {
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(5);
  }
}
