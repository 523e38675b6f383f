import { ConfigError } from '../config';

/** PostgreSQL's codes for the few start-up problems an operator fixes with one command (not bugs: no stack trace). */
const NO_SUCH_DATABASE = '3D000';
const DATABASE_EXISTS = '42P04';
const NOT_ALLOWED = '42501';
const BAD_PASSWORD = '28P01';
const NO_SUCH_ROLE = '28000';
const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH', 'ETIMEDOUT']);

interface PgProblem {
  code?: string;
  message: string;
}

/** The database a URL names, and the same server's maintenance database (where CREATE DATABASE can run). */
function targetOf(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  const role = decodeURIComponent(url.username) || process.env.USER || 'postgres';
  const maintenance = new URL(databaseUrl);
  maintenance.pathname = '/postgres';
  return { name, role, host: url.hostname || 'localhost', port: url.port || '5432', maintenance: maintenance.href };
}

/**
 * Makes sure the database of DATABASE_URL exists before the migrations run: a new operator's first start creates it
 * when the role may (as `createdb` would), and otherwise stops with one line saying what to do. Problems an operator
 * fixes (server unreachable, role refused, no right to create) are ConfigErrors: server/main.ts prints their message
 * alone, never a stack trace.
 */
export async function ensureDatabase(databaseUrl: string, log: (line: string) => void): Promise<void> {
  const { default: pg } = await import('pg');
  const target = targetOf(databaseUrl);
  const tryQuery = async (connectionString: string, sql: string): Promise<PgProblem | null> => {
    const client = new pg.Client({ connectionString, connectionTimeoutMillis: 10_000 });
    // A refused connection also emits 'error' on the client: without a listener it would crash the process.
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query(sql);
      return null;
    } catch (error) {
      return error as PgProblem;
    } finally {
      await client.end().catch(() => undefined);
    }
  };

  const reached = await tryQuery(databaseUrl, 'select 1');
  if (!reached) return;
  if (reached.code !== NO_SUCH_DATABASE) throw explain(reached, target);

  const quoted = `"${target.name.replace(/"/g, '""')}"`;
  const created = await tryQuery(target.maintenance, `create database ${quoted}`);
  // Another instance starting at the same moment may have created it first: that is what was wanted.
  if (created && created.code !== DATABASE_EXISTS) {
    if (created.code === NOT_ALLOWED) {
      throw new ConfigError(
        `The PostgreSQL database "${target.name}" does not exist and the role "${target.role}" may not create it: ` +
          `create it with \`createdb -h ${target.host} -p ${target.port} ${target.name}\` (as a role that may), then start again.`,
      );
    }
    throw explain(created, target);
  }
  if (!created) log(`Created the PostgreSQL database "${target.name}".`);
}

function explain(problem: PgProblem, target: ReturnType<typeof targetOf>): Error {
  const where = `PostgreSQL at ${target.host}:${target.port}`;
  if (problem.code && UNREACHABLE.has(problem.code)) {
    return new ConfigError(`Cannot reach ${where} (${problem.code}): start it, or correct DATABASE_URL.`);
  }
  if (problem.code === BAD_PASSWORD || problem.code === NO_SUCH_ROLE) {
    return new ConfigError(`${where} refused the role "${target.role}": ${problem.message}. Correct DATABASE_URL.`);
  }
  return problem instanceof Error ? problem : new Error(problem.message);
}
