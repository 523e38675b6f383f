import type { SpendingResponse } from '@src/contract/spending';
import type { Reply } from './fake-api';

/** GET /api/spending as the server answers a player with no limit, no debt and 'Vacation express' still to buy. */
export const spendingReply = (overrides: Partial<SpendingResponse> = {}): Reply => ({
  status: 200,
  body: {
    limit: null,
    spent: 0,
    remaining: null,
    pending: null,
    debt: 0,
    vacationExpress: 'available',
    ...overrides,
  } satisfies SpendingResponse,
});

/** The routes of a screen that reads the spending state (the money shop, the settings), plus the test's own. */
export const withSpending = <T extends object>(routes: T, overrides: Partial<SpendingResponse> = {}) => ({
  'GET /api/spending': spendingReply(overrides),
  ...routes,
});
