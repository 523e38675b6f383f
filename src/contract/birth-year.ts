import { z } from 'zod';

/**
 * PUT /user/birth_year: the year of birth, stated once before the first gacha roll or VPoints purchase
 * (docs/economy.md, "Minors and paid chance"). The server checks it is plausible for the current UTC year.
 */
export const birthYearBody = z.strictObject({ birthYear: z.number().int().min(1800).max(9999) });
export type BirthYearBody = z.infer<typeof birthYearBody>;

/** The stated year (null until stated) and whether gacha rolls and VPoints purchases are open to the player. */
export const birthYearResponse = z.object({ birthYear: z.number().int().nullable(), paidChance: z.boolean() });
export type BirthYearResponse = z.infer<typeof birthYearResponse>;
