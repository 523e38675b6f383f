import type { Kysely } from 'kysely';
import { nowIso } from '../db/dialect';
import type { Database, NewUser, User } from '../db/schema';
import { compiledOnce } from '../db/compiled-once';
import { transact } from '../db/concurrency';

/** Usernames are unique regardless of case: this is the key the unique index holds. */
export const usernameKey = (username: string) => username.toLowerCase();
/** E-mails are stored and compared lower-cased. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

type Db = Kysely<Database>;

export function findUserById(db: Db, id: number): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

// Every signed-in call checks it (compiled once: db/compiled-once.ts).
const selectTokenVersion = compiledOnce((db, id: number) =>
  db.selectFrom('users').select('token_version').where('id', '=', id),
);

/** The token generation of a user, or undefined when the account no longer exists. */
export async function findTokenVersion(db: Db, id: number): Promise<number | undefined> {
  return (await selectTokenVersion(db, id)).rows[0]?.token_version;
}

export function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
}

export function findUserByUsername(db: Db, username: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('username_key', '=', usernameKey(username)).executeTakeFirst();
}

export function findUserByGoogleId(db: Db, googleId: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('google_id', '=', googleId).executeTakeFirst();
}

export type UserDraft = Omit<NewUser, 'username_key' | 'created_at'> & { username: string; email: string };

/** Inserts a user; a taken e-mail, username or Google id surfaces as a unique violation (see isUniqueViolation). */
export function insertUser(db: Db, draft: UserDraft): Promise<User> {
  return db
    .insertInto('users')
    .values({
      ...draft,
      email: normalizeEmail(draft.email),
      username_key: usernameKey(draft.username),
      created_at: nowIso(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function markEmailVerified(db: Db, userId: number): Promise<void> {
  await db.updateTable('users').set({ email_verified: 1 }).where('id', '=', userId).execute();
}

/** Links a Google identity to an account that has none yet; undefined when another request linked one first. */
export function linkGoogleId(db: Db, userId: number, googleId: string): Promise<User | undefined> {
  return db
    .updateTable('users')
    .set({ google_id: googleId, email_verified: 1 })
    .where('id', '=', userId)
    .where('google_id', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

export async function updateCosmetics(
  db: Db,
  userId: number,
  changes: { banner?: string; profile_image?: string },
): Promise<User> {
  return db.updateTable('users').set(changes).where('id', '=', userId).returningAll().executeTakeFirstOrThrow();
}

/** Stores a new password hash and bumps token_version, so every token issued before stops working. */
export function replacePassword(db: Db, userId: number, passwordHash: string): Promise<User> {
  return db
    .updateTable('users')
    .set((eb) => ({ password_hash: passwordHash, token_version: eb('token_version', '+', 1) }))
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function setNewplayer(db: Db, userId: number, newplayer: boolean): Promise<void> {
  await db
    .updateTable('users')
    .set({ newplayer: newplayer ? 1 : 0 })
    .where('id', '=', userId)
    .execute();
}

/**
 * Moves a user to a new level and experience only if nobody changed them since `from` was read, so two concurrent
 * level-ups cannot both spend the same experience. True when this call won.
 */
export async function applyLevelChange(
  db: Db,
  userId: number,
  from: { lvl: number; exp: number },
  to: { lvl: number; exp: number },
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set(to)
    .where('id', '=', userId)
    .where('lvl', '=', from.lvl)
    .where('exp', '=', from.exp)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Deletes the account; every table that belongs to a user references users.id with ON DELETE CASCADE. Returns the
 * uploaded pictures of the maps and items that went with it, so the caller can remove the files too.
 */
export async function deleteUser(db: Db, userId: number): Promise<{ mapImages: string[]; itemImages: string[] }> {
  return transact(db, async (trx) => {
    const maps = await trx
      .selectFrom('maps')
      .select('image')
      .where('owner_id', '=', userId)
      .where('image', 'is not', null)
      .execute();
    const items = await trx
      .selectFrom('objects')
      .select('image')
      .where('owner_id', '=', userId)
      .where('image', 'is not', null)
      .execute();
    await trx.deleteFrom('users').where('id', '=', userId).execute();
    return { mapImages: maps.map((m) => m.image!), itemImages: items.map((i) => i.image!) };
  });
}

/** Adds earned experience; levels are spent separately by GET /user/levelup. */
export async function addExperience(db: Db, userId: number, amount: number): Promise<void> {
  if (amount > 0) await addToExperience(db, userId, amount);
}

// Every rewarded run's end: compiled once (prepared on PostgreSQL: db/compiled-once.ts).
const addToExperience = compiledOnce((db, userId: number, amount: number) =>
  db
    .updateTable('users')
    .set((eb) => ({ exp: eb('exp', '+', amount) }))
    .where('id', '=', userId),
);

// Every roll reads it first (services/economy/paid-chance.ts): compiled once, prepared on PostgreSQL.
const selectBirthYear = compiledOnce((db, userId: number) =>
  db.selectFrom('users').select('birth_year').where('id', '=', userId),
);

/** The year of birth a player stated (null until then); undefined when the account does not exist. */
export async function findBirthYear(db: Db, userId: number): Promise<number | null | undefined> {
  return (await selectBirthYear(db, userId)).rows[0]?.birth_year;
}

/** Records the year of birth unless one is already there: true when this call set it (once per account). */
export async function setBirthYearOnce(db: Db, userId: number, birthYear: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ birth_year: birthYear })
    .where('id', '=', userId)
    .where('birth_year', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
