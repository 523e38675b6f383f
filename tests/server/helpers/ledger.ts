import { expect } from 'vitest';
import { unbalancedWallets, unsettledDebts } from '../../../server/services/economy/ledger-audit';
import { credit } from '../../../server/services/economy/wallet';
import type { TestContext } from './app';

/** Every economy suite ends with this: each balance equals the sum of its ledger, and each debt its facts. */
export async function expectLedgersBalanced(ctx: TestContext): Promise<void> {
  expect(await unbalancedWallets(ctx.app.db.kysely)).toEqual([]);
  expect(await unsettledDebts(ctx.app.db.kysely)).toEqual([]);
}

let grants = 0;

/** Gives a player VPoints the way support would: through the wallet, with its ledger row. */
export async function grantVpoints(ctx: TestContext, userId: number, amount: number): Promise<void> {
  grants += 1;
  await ctx.app.db.kysely
    .transaction()
    .execute((trx) =>
      credit(trx, { userId, amount, reason: 'grant', reference: `test-grant-${process.pid}-${grants}` }),
    );
}
