import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './scripts/chromium.mjs';
import { e2eDataDir, e2ePort as port } from './tests/e2e/helpers/server';

/** End-to-end tests drive Debian's Chromium against the real built server on a fresh DATA_DIR. */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: port === 3100 ? 'test-results' : `test-results-${port}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    // A Spanish browser, as most journeys read the screens in Spanish: a first visit follows the browser's languages
    // (src/i18n). tests/e2e/language.spec.ts opens an English one.
    locale: 'es-ES',
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // As `npm start` runs it: the server bundle with plain Node (the client build is the test run's own step).
    command: `rm -rf ${e2eDataDir} && tsx scripts/build/prepare-start.ts && node dist-server/main.mjs`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: e2eDataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '100000',
      LOGIN_RATE_LIMIT: '1000',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
  },
});
