/**
 * Where the e2e server listens and keeps its data. One folder per port, so two Playwright runs on one machine
 * (E2E_PORT=3101 npx playwright test …) never share a database or an outbox.
 */
export const e2ePort = Number(process.env.E2E_PORT ?? 3100);
export const e2eDataDir = e2ePort === 3100 ? './data/e2e' : `./data/e2e-${e2ePort}`;
