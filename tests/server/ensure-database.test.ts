import { execFile } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../server/config';
import { ensureDatabase } from '../../server/db/ensure-database';

const adminUrl = process.env.TEST_DATABASE_URL;
const suffix = `${process.pid}_${Date.now()}`;
const newDatabase = `vs_first_start_${suffix}`;
const limitedRole = `vs_no_createdb_${suffix}`;

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function urlFor(database: string, role?: string): string {
  const url = new URL(adminUrl!);
  url.pathname = `/${database}`;
  if (role) url.username = role;
  return url.href;
}

/** PostgreSQL only: the first start of a new operator (issue 30), where the database of DATABASE_URL does not exist. */
describe.runIf(adminUrl)('the first start on PostgreSQL [postgres]', () => {
  afterAll(async () => {
    await admin(`drop database if exists ${newDatabase}`);
    await admin(`drop role if exists ${limitedRole}`);
  });

  it('creates the database when the role may, once, and says so', async () => {
    const lines: string[] = [];
    await ensureDatabase(urlFor(newDatabase), (line) => lines.push(line));
    await ensureDatabase(urlFor(newDatabase), (line) => lines.push(line));
    expect(lines).toEqual([`Created the PostgreSQL database "${newDatabase}".`]);
    const client = new pg.Client({ connectionString: urlFor(newDatabase) });
    await client.connect();
    await client.end();
  });

  it('stops with one line saying how to create it when the role may not', async () => {
    await admin(`create role ${limitedRole} login nocreatedb`);
    const refusal = ensureDatabase(urlFor(`${newDatabase}_x`, limitedRole), () => undefined);
    await expect(refusal).rejects.toBeInstanceOf(ConfigError);
    await expect(refusal).rejects.toThrow(/may not create it: create it with `createdb .*`/);
  });

  it('says the server cannot be reached, without a stack trace, when nothing listens', async () => {
    const url = new URL(urlFor(newDatabase));
    url.port = '1';
    await expect(ensureDatabase(url.href, () => undefined)).rejects.toThrow(
      /^Cannot reach PostgreSQL at 127\.0\.0\.1:1 \(ECONNREFUSED\)/,
    );
  });

  it('prints one line and no stack trace when the built server cannot start', async () => {
    const url = new URL(urlFor(`${newDatabase}_y`, limitedRole));
    const server = join(process.cwd(), 'server/main.ts');
    const run = promisify(execFile)('npx', ['tsx', server], {
      env: { ...process.env, DATABASE_URL: url.href, PORT: '0', DATA_DIR: join(tmpdir(), 'vs-first-start') },
    });
    const failure = await run.then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr.trim().split('\n')).toEqual([expect.stringMatching(/may not create it/)]);
  }, 30_000);
});
