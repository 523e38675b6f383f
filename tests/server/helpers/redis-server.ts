import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';

/** Whether `redis-server` is installed: the suites that start their own Redis are skipped without it. */
export const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

export interface RedisServer {
  port: number;
  url: string;
  /** Kills it, as an outage would (nothing when it is already down). */
  stop(): Promise<void>;
  /** Starts it again, empty, on the same port (nothing when it runs). */
  restart(): Promise<void>;
}

/** A port nothing listens on now, for a private server. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.once('error', reject);
  });
}

/** Runs redis-server on `port` until it prints that it listens; answers a function that kills it. */
async function runRedisServer(port: number): Promise<() => Promise<void>> {
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  const server = spawn('redis-server', args);
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    server.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) resolve();
    });
    server.once('exit', (code) => reject(new Error(`redis-server exited with code ${code}`)));
  });
  return async () => {
    server.kill('SIGKILL');
    await exited;
  };
}

/** A private redis-server keeping nothing on disk, so a test can take it away without touching anyone else's. */
export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  let kill: (() => Promise<void>) | undefined = await runRedisServer(port);
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      await kill?.();
      kill = undefined;
    },
    restart: async () => {
      kill ??= await runRedisServer(port);
    },
  };
}
