/**
 * The built server for a screenshot tool, started as the browser tests start theirs (playwright.config.ts, webServer):
 * the server bundle with plain Node on a fresh DATA_DIR, so accounts and the outbox are the tool's own. And the
 * browser that shoots it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { chromium, type Browser } from '@playwright/test';
import { chromiumPath } from '../chromium.mjs';

export interface BuiltServer {
  readonly url: string;
  readonly stop: () => void;
}

async function waitUntilUp(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server stopped with code ${server.exitCode}`);
    const up = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`the server did not answer on ${url} within ${timeoutMs / 1000} s`);
}

/** Starts `npm start`'s two halves on 127.0.0.1:`port` with `dataDir` emptied first; needs `npm run build` before. */
export async function startBuiltServer(port: number, dataDir: string): Promise<BuiltServer> {
  if (!existsSync('dist/index.html')) throw new Error('No client build: run `npm run build` first.');
  rmSync(dataDir, { recursive: true, force: true });
  const url = `http://127.0.0.1:${port}`;
  // The e2e server runs on SQLite in its DATA_DIR, whatever this shell points at.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const env = {
    ...inherited,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT: '100000',
    LOGIN_RATE_LIMIT: '1000',
    PUBLIC_URL: url,
  };
  const server = spawn('sh', ['-c', 'npx tsx scripts/build/prepare-start.ts && exec node dist-server/main.mjs'], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitUntilUp(`${url}/`, server, 120_000);
  return { url, stop: () => server.kill('SIGTERM') };
}

/** Debian's Chromium, as the browser tests launch it. */
export const launchShotBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
