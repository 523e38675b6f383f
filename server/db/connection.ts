import Sqlite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { join } from 'node:path';
import type { Database } from './schema';
import type { DialectName } from './dialect';
import { cachingStatements } from './statement-cache';
import { preparingPool } from './prepared-statements';

export interface Db {
  kysely: Kysely<Database>;
  dialect: DialectName;
}

/** PostgreSQL when a URL is given, otherwise the embedded SQLite file in `dataDir`. */
export function connect(
  options: { databaseUrl?: string; dataDir: string },
  onConnectionLost: (error: Error) => void = () => undefined,
): Db {
  if (options.databaseUrl) {
    const { databaseUrl } = options;
    // pg is loaded with the first query: a server on SQLite never loads it (docs/performance.md, "Start and memory").
    const pool = async () => {
      const { default: pg } = await import('pg');
      // COUNT(*) and BIGINT arrive as strings from pg; our numbers stay far below 2^53.
      pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
      const created = new pg.Pool({ connectionString: databaseUrl, max: 10 });
      // An idle connection the server closes (a restart, an administrator) must not crash the process: the pool opens
      // a new one for the next query.
      created.on('error', onConnectionLost);
      return preparingPool(created);
    };
    return { kysely: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
  }
  const file = new Sqlite(join(options.dataDir, 'vacation-survival.db'));
  file.pragma('journal_mode = WAL');
  file.pragma('foreign_keys = ON');
  // Money and progress must survive a power cut (docs/architecture.md, "Data").
  file.pragma('synchronous = FULL');
  file.pragma('busy_timeout = 5000');
  return {
    kysely: new Kysely<Database>({ dialect: new SqliteDialect({ database: cachingStatements(file) }) }),
    dialect: 'sqlite',
  };
}
