import { execFileSync } from 'node:child_process';
import { e2eDataDir } from './server';

/**
 * Runs an operator command (scripts/ops) against the e2e server's database, as the operator would on the server:
 * the e2e server runs on SQLite in its DATA_DIR (playwright.config.ts), whatever DATABASE_URL this shell points at.
 */
export function runOperatorCommand(command: string, args: string[]): void {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  execFileSync('npm', ['run', '--silent', command, '--', ...args], {
    env: { ...env, DATA_DIR: e2eDataDir },
    stdio: 'pipe',
  });
}
