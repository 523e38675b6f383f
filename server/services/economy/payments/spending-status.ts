import type { Kysely } from 'kysely';
import type { SpendingResponse } from '@src/contract/spending';
import type { Database } from '../../../db/schema';
import { balanceOf } from '../../../repositories/economy/wallet';
import { setSpendingLimit, spendingState, type SpendingState } from './spending-limit';
import { expressState } from './vacation-express';

async function statusFrom(db: Kysely<Database>, userId: number, state: SpendingState): Promise<SpendingResponse> {
  const user = await balanceOf(db, userId);
  if (!user) throw new Error(`spendingStatus: no user ${userId}`);
  return {
    ...state,
    remaining: state.limit === null ? null : Math.max(0, state.limit - state.spent),
    debt: user.vpoints_debt,
    vacationExpress: await expressState(db, userId),
  };
}

/** What the money shop and the settings show: the limit and what is left of it, a debt, and the bundle's state. */
export async function spendingStatus(db: Kysely<Database>, userId: number): Promise<SpendingResponse> {
  return statusFrom(db, userId, await spendingState(db, userId));
}

export async function changeSpendingLimit(
  db: Kysely<Database>,
  userId: number,
  monthlyLimit: number | null,
): Promise<SpendingResponse> {
  return statusFrom(db, userId, await setSpendingLimit(db, userId, monthlyLimit));
}
