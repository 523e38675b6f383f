import { expect } from 'vitest';
import { unbalancedWallets } from '../../../server/services/economy/ledger-audit';
import type { TestContext } from './app';

/** Every economy suite ends with this: each balance equals the sum of its ledger. */
export async function expectLedgersBalanced(ctx: TestContext): Promise<void> {
  expect(await unbalancedWallets(ctx.app.db.kysely)).toEqual([]);
}
