/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists */
import { sql, type Kysely } from 'kysely';
import { STARTER_CHARACTER_ID } from '@src/core/characters';
import { upsertCharacterCatalogue } from '../../content/characters';
import type { DialectName } from '../dialect';

/** The character catalogue and what each player owns; every account, old or new, owns the starter. */
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('characters')
    .addColumn('characterid', 'integer', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('name_en', 'text')
    .addColumn('skin', 'text', (col) => col.notNull())
    .addColumn('rarity', 'text', (col) => col.notNull())
    .addColumn('health', 'integer', (col) => col.notNull().check(sql`health > 0`))
    .addColumn('hunger', 'integer', (col) => col.notNull().check(sql`hunger > 0`))
    .addColumn('thirst', 'integer', (col) => col.notNull().check(sql`thirst > 0`))
    .addColumn('sanity', 'integer', (col) => col.notNull().check(sql`sanity > 0`))
    .addColumn('pasiva', 'text')
    .addColumn('price', 'integer', (col) => col.notNull().check(sql`price >= 0`))
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('description_en', 'text')
    .execute();

  await db.schema
    .createTable('user_characters')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('characterid', 'integer', (col) => col.notNull().references('characters.characterid'))
    .addColumn('lvl', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(1)
        .check(sql`lvl >= 1`),
    )
    .addColumn('num_cards', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`num_cards >= 0`),
    )
    .addPrimaryKeyConstraint('user_characters_pk', ['user_id', 'characterid'])
    .execute();

  // The starter must exist before anyone can own it; the seeder keeps the catalogue current at every start.
  await upsertCharacterCatalogue(db);
  await db
    .insertInto('user_characters')
    .columns(['user_id', 'characterid'])
    .expression(db.selectFrom('users').select(['id', sql.lit(STARTER_CHARACTER_ID).as('characterid')]))
    .execute();
  await grantStarterToNewAccounts(db, dialect);
}

/**
 * Every account created from now on owns the starter from the statement that creates it, whichever code inserts it
 * (password registration, Google sign-in, tools): the database keeps the rule, and the insert stays one statement.
 */
async function grantStarterToNewAccounts(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const grant = sql`insert into user_characters (user_id, characterid) values (new.id, ${sql.lit(STARTER_CHARACTER_ID)})`;
  if (dialect === 'postgres') {
    await sql`create function grant_starter_character() returns trigger language plpgsql as $$
      begin ${grant}; return new; end $$`.execute(db);
    await sql`create trigger users_starter_character after insert on users
      for each row execute function grant_starter_character()`.execute(db);
  } else {
    await sql`create trigger users_starter_character after insert on users begin ${grant}; end`.execute(db);
  }
}
