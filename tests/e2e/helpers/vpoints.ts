import { execFileSync } from 'node:child_process';
import { e2eDataDir } from './server';

/**
 * An operator's grant through the wallet (reason 'grant', with its ledger row) on the e2e server's database: there is
 * no payment flow yet, and quest rewards alone do not pay for a character or a roll.
 */
export function grantVPoints(username: string, amount: number): void {
  execFileSync('npx', ['tsx', 'scripts/ops/grant-vpoints.ts', username, String(amount), `e2e:${username}`], {
    env: { ...withoutDatabaseUrl(process.env), DATA_DIR: e2eDataDir },
    stdio: 'pipe',
  });
}

/** The e2e server runs on SQLite in its DATA_DIR (playwright.config.ts), whatever this shell points at. */
function withoutDatabaseUrl(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...rest } = env;
  return rest;
}
