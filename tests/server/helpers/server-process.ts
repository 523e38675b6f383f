import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ServerProcess {
  /** Where it listens, e.g. http://127.0.0.1:41234. */
  url: string;
  dataDir: string;
  /** SIGTERM, as an orchestrator stops an instance; waits for the exit and removes DATA_DIR. */
  stop: () => Promise<void>;
}

/** A start takes a few seconds; far longer on a machine busy with other suites (tsx compiles the server first). */
export const STARTUP_MS = 75_000;
/** Fastify's own log line once the server listens (LOG_LEVEL info or lower). */
const LISTENING = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/;

/**
 * A real server in a process of its own with a fresh DATA_DIR, on a port the system picks: what a deployment runs, with
 * nothing of the test's memory shared (not the attempt counter, not the upload store). From the sources through tsx,
 * or from `bundle`, a server bundle run by plain Node as `npm start` does (scripts/build/server-build.ts).
 */
export async function startServerProcess(
  env: Record<string, string>,
  { bundle }: { bundle?: string } = {},
): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vs-instance-'));
  const [command, ...args] = bundle
    ? [process.execPath, bundle]
    : [join('node_modules', '.bin', 'tsx'), join('server', 'main.ts')];
  const child = spawn(command, args, {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no "Server listening" within ${STARTUP_MS} ms`)), STARTUP_MS);
      // Both pipes are read to the end, so a chatty server never blocks on a full pipe.
      for (const stream of [child.stdout, child.stderr]) {
        stream.on('data', (chunk: Buffer) => {
          output = (output + chunk.toString()).slice(-20_000);
          const match = LISTENING.exec(output);
          if (match) {
            clearTimeout(timer);
            resolve(match[1]);
          }
        });
      }
      void exited.then(() => reject(new Error(`the server exited with code ${child.exitCode}`)));
    });
    return { url, dataDir, stop };
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}; its output ended with:\n${output.slice(-3000)}`);
  }
}
