import { randomUUID } from 'node:crypto';
import { expect, it, vi } from 'vitest';
import type { Transaction } from 'kysely';
import { transact, withRetry, isTransientConflict } from '../../server/db/concurrency';
import { GroupCommit } from '../../server/db/group-commit';
import type { Database } from '../../server/db/schema';
import { badRequest } from '../../server/errors';
import { insertRun } from '../../server/repositories/runs';
import { describeEachDb } from './helpers/app';

/** A visitor's run on Beach Island: a row any transaction may write. */
const startRun = (trx: Transaction<Database>, gameHash: string) =>
  insertRun(trx, { game_hash: gameHash, user_id: null, mapid: 1, seed: 's', characterid: 1, character_level: 1 });

describeEachDb('transactions asked for together', (ctx) => {
  const db = () => ctx().app.db.kysely;
  const runsNamed = async (hashes: string[]) =>
    (await db().selectFrom('runs').select('game_hash').where('game_hash', 'in', hashes).execute()).map(
      (row) => row.game_hash,
    );

  it('keeps each all or nothing: one that fails leaves nothing, the others commit', async () => {
    const hashes = [randomUUID(), randomUUID(), randomUUID()];
    const outcomes = await Promise.allSettled([
      transact(db(), (trx) => startRun(trx, hashes[0])),
      transact(db(), async (trx) => {
        await startRun(trx, hashes[1]);
        throw badRequest('MAP_NOT_FOUND', 'mapId');
      }),
      transact(db(), (trx) => startRun(trx, hashes[2])),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((outcomes[1] as PromiseRejectedResult).reason).toMatchObject({ status: 400, code: 'MAP_NOT_FOUND' });
    expect((await runsNamed(hashes)).sort()).toEqual([hashes[0], hashes[2]].sort());
  });

  it('shares one database transaction among them on SQLite; PostgreSQL gives each its own', async () => {
    const begun = vi.spyOn(db(), 'transaction');
    try {
      await Promise.all(Array.from({ length: 10 }, () => transact(db(), (trx) => startRun(trx, randomUUID()))));
      expect(begun).toHaveBeenCalledTimes(ctx().dialect === 'sqlite' ? 1 : 10);
    } finally {
      begun.mockRestore();
    }
  });

  it('answers each its own result, and a unique fact once even when two ask for it at once', async () => {
    const hash = randomUUID();
    const outcomes = await Promise.allSettled(
      ['first', 'second'].map((name) => transact(db(), async (trx) => (await startRun(trx, hash), name))),
    );
    // SQLite runs them in order in one commit; on PostgreSQL either may reach the row first.
    const won = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    expect(won).toHaveLength(1);
    expect(['first', 'second']).toContain((won[0] as PromiseFulfilledResult<string>).value);
    expect(await runsNamed([hash])).toEqual([hash]);
  });
});

describeEachDb('group commit', (ctx) => {
  const db = () => ctx().app.db.kysely;
  /** A group whose shared transactions are counted. */
  const countedGroup = () => {
    const batches = { count: 0 };
    const group = new GroupCommit(
      (batch) =>
        withRetry(() => {
          batches.count++;
          return db().transaction().execute(batch);
        }),
      isTransientConflict,
    );
    return { group, batches };
  };

  it('commits what one turn of the event loop asks for once, and a later turn apart', async () => {
    const { group, batches } = countedGroup();
    const hashes = Array.from({ length: 20 }, () => randomUUID());
    await Promise.all(hashes.map((hash) => group.run((trx) => startRun(trx, hash))));
    expect(batches.count).toBe(1);
    await group.run((trx) => startRun(trx, randomUUID()));
    expect(batches.count).toBe(2);
    const stored = await db().selectFrom('runs').select('game_hash').where('game_hash', 'in', hashes).execute();
    expect(stored).toHaveLength(20);
  });

  it('tries the whole commit again when a member lost to another process, and writes every member once', async () => {
    const { group, batches } = countedGroup();
    const [steady, unlucky] = [randomUUID(), randomUUID()];
    let busy = true;
    await Promise.all([
      group.run((trx) => startRun(trx, steady)),
      group.run(async (trx) => {
        if (busy) {
          busy = false;
          throw Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
        }
        await startRun(trx, unlucky);
      }),
    ]);
    expect(batches.count).toBe(2);
    const stored = await db()
      .selectFrom('runs')
      .select('game_hash')
      .where('game_hash', 'in', [steady, unlucky])
      .execute();
    expect(stored).toHaveLength(2);
  });
});
