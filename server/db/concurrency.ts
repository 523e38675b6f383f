import { sql, type Kysely, type Transaction } from 'kysely';
import { isPostgres } from './dialect';
import { conflict } from '../errors';
import type { Database } from './schema';
import { GroupCommit } from './group-commit';

/**
 * How writes that race each other are made safe on both databases (docs/operations.md, "What each backend guarantees under concurrency"):
 * - `lockRow` first in a transaction serialises the writers of one owner or one map, so a count-then-insert or a
 *   read-then-toggle inside it sees every earlier writer's commit;
 * - `transact` runs a transaction and tries it again, a bounded number of times, when the database aborted it only
 *   because of a concurrent one (a PostgreSQL deadlock or serialization failure, SQLite busy), then answers 409.
 */

/** The tables whose rows writers lock, with their key column. */
const LOCKABLE = { users: 'id', maps: 'mapid', events: 'eventid' } as const;
type LockableTable = keyof typeof LOCKABLE;

/**
 * Takes the row's write lock until the transaction ends; true when the row exists. PostgreSQL: `SELECT … FOR UPDATE`.
 * SQLite needs nothing: the server's one connection runs one transaction at a time, so its writers are already in line.
 */
export async function lockRow(trx: Transaction<Database>, table: LockableTable, id: number): Promise<boolean> {
  const key = LOCKABLE[table];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the key column is chosen by the table above
  const query = (trx as Kysely<any>).selectFrom(table).select(key).where(key, '=', id);
  if (!isPostgres(trx)) return (await query.executeTakeFirst()) !== undefined;
  return (await query.forUpdate().executeTakeFirst()) !== undefined;
}

/** What an advisory lock (lockKey) is of: each its own number, so two kinds of key never share a lock. */
const KEY_SPACES = { versionTally: 28 } as const;

/**
 * Takes a write lock on a key that has no row to lock (yet), until the transaction ends: PostgreSQL's transaction
 * advisory lock on (space, id). SQLite needs nothing, as for lockRow.
 */
export async function lockKey(trx: Transaction<Database>, space: keyof typeof KEY_SPACES, id: number): Promise<void> {
  if (isPostgres(trx))
    await sql`select pg_advisory_xact_lock(${sql.lit(KEY_SPACES[space])}, ${id}::integer)`.execute(trx);
}

/** PostgreSQL's serialization_failure and deadlock_detected, and SQLite's busy (another process held the file). */
const TRANSIENT = new Set(['40001', '40P01', 'SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT']);
export const isTransientConflict = (error: unknown) => TRANSIENT.has((error as { code?: string } | null)?.code ?? '');

const ATTEMPTS = 5;

/** Runs `work`, again after a short random pause while it fails transiently; at the end a 409, never a 500. */
export async function withRetry<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!isTransientConflict(error)) throw error;
      if (attempt === ATTEMPTS) throw conflict('CONCURRENT_CHANGE');
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}

/**
 * A transaction that is tried again when it lost to a concurrent one (see withRetry): `work` must only touch the
 * database. On SQLite the transactions of one turn of the event loop share a commit (db/group-commit.ts); PostgreSQL
 * commits each on its own connection of the pool.
 */
export function transact<T>(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  if (isPostgres(db)) return withRetry(() => db.transaction().execute(work));
  let group = groupCommits.get(db);
  if (!group) {
    group = new GroupCommit((batch) => withRetry(() => db.transaction().execute(batch)), isTransientConflict);
    groupCommits.set(db, group);
  }
  return group.run(work);
}

/**
 * A write of one statement, which needs no transaction around it (a statement is atomic on both databases), tried
 * again like `transact`'s: on PostgreSQL it is sent alone, one round trip instead of three (BEGIN, it, COMMIT); on
 * SQLite it joins the group commit, where alone it would commit, and wait for the disk, by itself.
 */
export function writeStatement<T>(db: Kysely<Database>, statement: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  return isPostgres(db) ? withRetry(() => statement(db)) : transact(db, statement);
}

/** One group commit per SQLite handle (the tests run servers on several in one process). */
const groupCommits = new WeakMap<Kysely<Database>, GroupCommit>();
