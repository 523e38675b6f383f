import type { Database as SqliteFile, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';
import { setBounded } from '../lib/bounded-map';

/** Far more SQL texts than the server writes; `in (…)` lists of every length are what could grow it without end. */
const MAX_STATEMENTS = 1000;

/**
 * The SQLite file as Kysely sees it, compiling each SQL text once. Kysely prepares every query it runs, and
 * better-sqlite3 compiles a statement on every prepare (a tenth of /play/play's time under load, measured with
 * scripts/bench); the same few hundred texts come back on every request. Sharing a statement is safe because
 * better-sqlite3 runs it to completion synchronously (`all`, `run`); only a streamed query (`iterate`, which the
 * server never uses) could hold one open. The oldest text is forgotten first when the cache is full.
 */
export function cachingStatements(file: SqliteFile): SqliteDatabase {
  const statements = new Map<string, Statement>();
  return {
    close: () => file.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = file.prepare(sql);
        setBounded(statements, sql, statement, MAX_STATEMENTS);
      }
      return statement;
    },
  };
}
