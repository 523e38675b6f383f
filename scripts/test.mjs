// `npm test`: every suite in order (typecheck, lint, unit + API integration, browser end-to-end); stops at the first failure.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './chromium.mjs';

const steps = [
  ['typecheck', ['npm', 'run', '-s', 'typecheck']],
  ['lint', ['npm', 'run', '-s', 'lint']],
  ['unit and API tests', ['npx', 'vitest', 'run']],
  ['client build', ['npx', 'vite', 'build', '--logLevel', 'warn']],
  ['browser end-to-end tests', ['npx', 'playwright', 'test']],
];

try {
  ensureChromium();
} catch (error) {
  console.error(`\nThe browser tests cannot run: ${error.message}`);
  process.exit(1);
}
if (!process.env.TEST_DATABASE_URL) {
  console.warn(
    'TEST_DATABASE_URL is not set: API tests run on SQLite only (CI sets it to run them on PostgreSQL too).',
  );
}
for (const [name, [command, ...args]] of steps) {
  console.log(`\n▶ ${name}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  if (status !== 0) {
    console.error(`\n✖ ${name} failed`);
    process.exit(status ?? 1);
  }
}
console.log('\n✔ all suites passed');
