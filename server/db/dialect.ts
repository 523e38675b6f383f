import { PostgresAdapter, type Kysely } from 'kysely';

/** The few places where SQLite and PostgreSQL differ; everything else is written once. */
export type DialectName = 'sqlite' | 'postgres';

/** Whether a handle (or a transaction of it) talks to PostgreSQL. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema: only the adapter is read
export const isPostgres = (db: Kysely<any>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/** Now as ISO-8601 text, computed in Node so both dialects store the same format. */
export const nowIso = (offsetMs = 0) => new Date(Date.now() + offsetMs).toISOString();

/** True when an error is a unique-constraint violation, in either dialect. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string } | null;
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** True when an error is a foreign-key violation (a referenced row vanished under a concurrent request). */
export function isForeignKeyViolation(error: unknown): boolean {
  const e = error as { code?: string } | null;
  return e?.code === '23503' || e?.code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}
