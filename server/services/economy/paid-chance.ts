import type { Kysely } from 'kysely';
import type { BirthYearResponse } from '@src/contract/birth-year';
import { isPlausibleBirthYear, paidChanceOpen, utcYear } from '@src/core/paid-chance-age';
import type { Database } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import { findBirthYear, setBirthYearOnce } from '../../repositories/users';

/**
 * Minors and paid chance (docs/economy.md): a gacha roll and a VPoints purchase need a stated year of birth, and a
 * player under 18 by the conservative rule of src/core/paid-chance-age.ts is refused both. Called inside the caller's
 * transaction before anything moves; the year never changes once stated, so no later write can race past the check.
 */
export async function assertPaidChanceOpen(db: Kysely<Database>, userId: number, now = new Date()): Promise<void> {
  const birthYear = await findBirthYear(db, userId);
  if (birthYear === undefined) throw notFound('USER_NOT_FOUND');
  if (birthYear === null) throw forbidden('BIRTH_YEAR_REQUIRED');
  if (!paidChanceOpen(birthYear, utcYear(now))) throw forbidden('PAID_CHANCE_UNDER_18');
}

/** What the player stated, and whether paid chance is open to them this year. */
export async function birthYearState(
  db: Kysely<Database>,
  userId: number,
  now = new Date(),
): Promise<BirthYearResponse> {
  const birthYear = await findBirthYear(db, userId);
  if (birthYear === undefined) throw notFound('USER_NOT_FOUND');
  return { birthYear, paidChance: birthYear !== null && paidChanceOpen(birthYear, utcYear(now)) };
}

/** States the year of birth, once: a second statement (even of the same year) is refused, so an answer cannot be tried again. */
export async function stateBirthYear(
  db: Kysely<Database>,
  userId: number,
  birthYear: number,
  now = new Date(),
): Promise<BirthYearResponse> {
  if (!isPlausibleBirthYear(birthYear, utcYear(now))) throw badRequest('BIRTH_YEAR_INVALID', 'birthYear');
  if (!(await setBirthYearOnce(db, userId, birthYear))) {
    if ((await findBirthYear(db, userId)) === undefined) throw notFound('USER_NOT_FOUND');
    throw conflict('BIRTH_YEAR_ALREADY_SET', 'birthYear');
  }
  return { birthYear, paidChance: paidChanceOpen(birthYear, utcYear(now)) };
}
