import { CompiledQuery, type Transaction } from 'kysely';
import type { Database } from './schema';

type Work<T> = (trx: Transaction<Database>) => Promise<T>;

interface Waiting {
  work: Work<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

// Sent as they are, several times a batch: nothing for Kysely to build or compile.
const SAVEPOINT = CompiledQuery.raw('savepoint member');
const RELEASE = CompiledQuery.raw('release savepoint member');
const ROLLBACK = CompiledQuery.raw('rollback to savepoint member');

/**
 * Group commit for SQLite: the transactions asked for in one turn of the event loop run in one database transaction,
 * each inside a savepoint of its own, so they share one commit and its fsync. With `synchronous = FULL` that fsync is
 * most of a write's cost (0.24 ms on these disks; issue 15); a commit for every run started held `/play/play` under
 * 1,100 a second. Every transaction is still all or nothing: one that throws rolls back to its savepoint and fails
 * alone while the others commit, and no caller hears of success before the shared commit is on disk.
 *
 * `runBatch` runs the shared transaction and is given the whole batch again when it must try again (see `transact`):
 * a failure of the transaction itself (the commit, SQLite busy) fails or retries every member, and a member whose
 * own failure is such a transient one (`isTransient`) fails the shared transaction so that all are tried again.
 */
export class GroupCommit {
  private waiting: Waiting[] = [];

  constructor(
    private readonly runBatch: (batch: (trx: Transaction<Database>) => Promise<Outcome[]>) => Promise<Outcome[]>,
    private readonly isTransient: (error: unknown) => boolean,
  ) {}

  run<T>(work: Work<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      // The first of a turn schedules the commit after the turn's I/O callbacks, which bring the others.
      if (this.waiting.length === 0) setImmediate(() => void this.commit());
      this.waiting.push({ work, resolve: resolve as (value: unknown) => void, reject });
    });
  }

  private async commit(): Promise<void> {
    const batch = this.waiting;
    this.waiting = [];
    let outcomes: Outcome[];
    try {
      outcomes = await this.runBatch(async (trx) => {
        // Alone, a transaction needs no savepoint: its failure is the shared transaction's, as it always was.
        if (batch.length === 1) return [{ ok: true, value: await batch[0].work(trx) }];
        const done: Outcome[] = [];
        for (const member of batch) done.push(await this.inSavepoint(trx, member.work));
        return done;
      });
    } catch (error) {
      for (const member of batch) member.reject(error);
      return;
    }
    batch.forEach((member, i) => {
      const outcome = outcomes[i];
      if (outcome.ok) member.resolve(outcome.value);
      else member.reject(outcome.error);
    });
  }

  private async inSavepoint(trx: Transaction<Database>, work: Work<unknown>): Promise<Outcome> {
    await trx.executeQuery(SAVEPOINT);
    try {
      const value = await work(trx);
      await trx.executeQuery(RELEASE);
      return { ok: true, value };
    } catch (error) {
      if (this.isTransient(error)) throw error;
      await trx.executeQuery(ROLLBACK);
      await trx.executeQuery(RELEASE);
      return { ok: false, error };
    }
  }
}
