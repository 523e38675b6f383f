import { afterAll, expect, it } from 'vitest';
import { nowIso } from '../../server/db/dialect';
import { AppError } from '../../server/errors';
import { unbalancedWallets, unsettledDebts } from '../../server/services/economy/ledger-audit';
import { credit, debit, type Movement } from '../../server/services/economy/wallet';
import { describeEachDb, type TestContext } from './helpers/app';
import { expectLedgersBalanced } from './helpers/ledger';

let serial = 0;

async function newUser(ctx: TestContext): Promise<number> {
  serial += 1;
  const row = await ctx.app.db.kysely
    .insertInto('users')
    .values({
      username: `wallet_${serial}`,
      username_key: `wallet_${serial}`,
      email: `wallet_${serial}@example.com`,
      profile_image: 'avatar1.png',
      banner: 'banner1.png',
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const move = (ctx: TestContext, kind: 'credit' | 'debit', movement: Movement) =>
  ctx.app.db.kysely.transaction().execute((trx) => (kind === 'credit' ? credit(trx, movement) : debit(trx, movement)));

async function balanceOf(ctx: TestContext, userId: number): Promise<number> {
  const row = await ctx.app.db.kysely
    .selectFrom('users')
    .select('vpoints')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.vpoints;
}

const ledgerOf = (ctx: TestContext, userId: number) =>
  ctx.app.db.kysely.selectFrom('vpoint_ledger').selectAll().where('user_id', '=', userId).orderBy('id').execute();

function codeOf(outcome: PromiseSettledResult<unknown>): string | undefined {
  return outcome.status === 'rejected' && outcome.reason instanceof AppError ? outcome.reason.code : undefined;
}

describeEachDb('wallet', (ctx) => {
  afterAll(async () => {
    await expectLedgersBalanced(ctx());
  });

  it('credits and debits with a ledger row each, carrying the balance after', async () => {
    const userId = await newUser(ctx());
    expect(await move(ctx(), 'credit', { userId, amount: 500, reason: 'grant', reference: `g-${userId}` })).toBe(500);
    expect(await move(ctx(), 'debit', { userId, amount: 120, reason: 'shop', reference: `s-${userId}` })).toBe(380);
    const rows = await ledgerOf(ctx(), userId);
    expect(rows.map((row) => [row.delta, row.balance_after, row.reason])).toEqual([
      [500, 500, 'grant'],
      [-120, 380, 'shop'],
    ]);
  });

  it('refuses a debit the balance cannot cover and changes nothing', async () => {
    const userId = await newUser(ctx());
    await move(ctx(), 'credit', { userId, amount: 50, reason: 'grant', reference: `g-${userId}` });
    await expect(
      move(ctx(), 'debit', { userId, amount: 51, reason: 'shop', reference: `s-${userId}` }),
    ).rejects.toMatchObject({
      status: 409,
      code: 'INSUFFICIENT_VPOINTS',
    });
    expect(await balanceOf(ctx(), userId)).toBe(50);
    expect(await ledgerOf(ctx(), userId)).toHaveLength(1);
  });

  it('rolls the balance back with the fact when the caller’s transaction fails', async () => {
    const userId = await newUser(ctx());
    await expect(
      ctx()
        .app.db.kysely.transaction()
        .execute(async (trx) => {
          await credit(trx, { userId, amount: 70, reason: 'grant', reference: `g-${userId}` });
          throw new Error('the fact could not be recorded');
        }),
    ).rejects.toThrow('the fact could not be recorded');
    expect(await balanceOf(ctx(), userId)).toBe(0);
    expect(await ledgerOf(ctx(), userId)).toEqual([]);
  });

  it('never spends the same points twice: ten debits at once against money for four', async () => {
    const userId = await newUser(ctx());
    await move(ctx(), 'credit', { userId, amount: 400, reason: 'grant', reference: `g-${userId}` });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        move(ctx(), 'debit', { userId, amount: 100, reason: 'shop', reference: `s-${userId}-${i}` }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(4);
    expect(outcomes.filter((outcome) => codeOf(outcome) === 'INSUFFICIENT_VPOINTS')).toHaveLength(6);
    expect(await balanceOf(ctx(), userId)).toBe(0);
  });

  it('moves money once per fact: ten credits at once for one reference pay once', async () => {
    const userId = await newUser(ctx());
    const reference = `quest-${userId}-first-run`;
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        move(ctx(), 'credit', { userId, amount: 250, reason: 'quest', reference, onDuplicate: 'CONCURRENT_CHANGE' }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(outcomes.filter((outcome) => codeOf(outcome) === 'CONCURRENT_CHANGE')).toHaveLength(9);
    expect(await balanceOf(ctx(), userId)).toBe(250);
    expect(await ledgerOf(ctx(), userId)).toHaveLength(1);
  });

  it('refuses amounts that are not positive whole numbers before touching anything', async () => {
    const userId = await newUser(ctx());
    for (const amount of [0, -5, 1.5, Number.NaN]) {
      await expect(
        move(ctx(), 'credit', { userId, amount, reason: 'grant', reference: `bad-${amount}` }),
      ).rejects.toThrow('positive whole amount');
    }
    expect(await balanceOf(ctx(), userId)).toBe(0);
  });

  it('the audit finds a balance written around the wallet', async () => {
    const userId = await newUser(ctx());
    await move(ctx(), 'credit', { userId, amount: 30, reason: 'grant', reference: `g-${userId}` });
    const db = ctx().app.db.kysely;
    await db.updateTable('users').set({ vpoints: 1000 }).where('id', '=', userId).execute();
    expect(await unbalancedWallets(db)).toEqual([{ userId, balance: 1000, ledgerSum: 30 }]);
    await db.updateTable('users').set({ vpoints: 30 }).where('id', '=', userId).execute();
  });

  it('the audit finds a debt written around the wallet', async () => {
    const userId = await newUser(ctx());
    const db = ctx().app.db.kysely;
    await db.updateTable('users').set({ vpoints_debt: 500 }).where('id', '=', userId).execute();
    expect(await unsettledDebts(db)).toEqual([{ userId, debt: 500, expected: 0 }]);
    await db.updateTable('users').set({ vpoints_debt: 0 }).where('id', '=', userId).execute();
    expect(await unsettledDebts(db)).toEqual([]);
  });
});
