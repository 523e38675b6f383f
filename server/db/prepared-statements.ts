import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type { Pool } from 'pg';

/** Far more than the queries compiled once (db/compiled-once.ts); past it, texts are sent unnamed as all others. */
const MAX_NAMES = 200;

/** The SQL texts sent as named prepared statements on PostgreSQL, with their names. */
const names = new Map<string, string>();

/** `select *` or `"table".*` (not `count(*)`): such a text stays unnamed, its columns are the table's of the moment. */
const SELECTS_ALL_COLUMNS = /(?:\bselect|,|\.)\s*\*/i;

/**
 * Marks a SQL text whose shape never changes (a query compiled once) to be sent as a named prepared statement, which
 * PostgreSQL parses and plans once per connection instead of on every call. A text that selects `*` is left unnamed:
 * a prepared statement whose result columns change under it (a migration of a rolling deployment) fails.
 */
export function prepareOnPostgres(sql: string): void {
  if (SELECTS_ALL_COLUMNS.test(sql) || names.has(sql) || names.size >= MAX_NAMES) return;
  names.set(sql, `vs_${names.size + 1}`);
}

/** The pool as Kysely sees it: a client sends the texts marked by `prepareOnPostgres` by name, the others as they are. */
export function preparingPool(pool: Pool): PostgresPool {
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      const query = (text: string, values: unknown[]) => {
        const name = names.get(text);
        return name ? client.query({ name, text, values }) : client.query(text, values);
      };
      return { query, release: () => client.release() } as unknown as PostgresPoolClient;
    },
    end: () => pool.end(),
  };
}
