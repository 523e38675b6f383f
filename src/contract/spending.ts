import { z } from 'zod';
import { SPENDING_LIMIT_MAX } from './account-limits';

/** PUT /api/spending-limit: the monthly limit in cents, whole euros, or null for none (docs/payments.md). */
export const spendingLimitBody = z.strictObject({
  monthlyLimit: z
    .number()
    .int()
    .min(0)
    .max(SPENDING_LIMIT_MAX)
    // multipleOf, not a refinement: the OpenAPI document then says "whole euros" as the validator does.
    .multipleOf(100, 'whole euros')
    .nullable(),
});
export type SpendingLimitBody = z.infer<typeof spendingLimitBody>;

/** GET /api/spending: what the money shop and the settings show about spending, debt and 'Vacation express'. */
export const spendingResponse = z.object({
  /** The monthly limit in force, in cents; null when there is none. */
  limit: z.number().int().nullable(),
  /** Paid and still-open purchases this calendar month (UTC), in cents. */
  spent: z.number().int(),
  /** What can still be spent this month, in cents; null without a limit. */
  remaining: z.number().int().nullable(),
  /** A raise or a removal of the limit waiting out its cooling-off period. */
  pending: z.object({ limit: z.number().int().nullable(), from: z.string() }).nullable(),
  /** VPoints owed after a refund or dispute: spending is blocked until a purchase repays them. */
  debt: z.number().int(),
  vacationExpress: z.enum(['available', 'pending', 'owned']),
});
export type SpendingResponse = z.infer<typeof spendingResponse>;
