import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { CHARACTERS } from '@src/core/catalogue/characters';
import type * as CharactersModule from '@src/core/catalogue/characters';
import { defaultBanner, defaultProfilePicture } from '../../server/content/cosmetics';
import { seedBuiltInContent } from '../../server/content/seed';
import { MIGRATIONS, migrateToLatest, type DialectMigration } from '../../server/db/migrate';
import { insertUser } from '../../server/repositories/users';
import { dialects } from './helpers/app';
import { emptyDatabase } from './helpers/empty-database';

/*
 * A later release adds a character stat: its migration adds the column and the catalogue in code gains the field. The
 * mock stands in for that code change; a migration that read the app's catalogue would now write a column that does not
 * exist yet when it runs, and every new install would fail.
 */
vi.mock('@src/core/catalogue/characters', async (importOriginal) => {
  const original = await importOriginal<typeof CharactersModule>();
  return {
    ...original,
    CHARACTERS: original.CHARACTERS.map((character) => ({ ...character, base: { ...character.base, luck: 7 } })),
  };
});

const addLuck: DialectMigration = {
  up: async (db) => {
    await db.schema
      .alterTable('characters')
      .addColumn('luck', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
  },
};

const withLuck = { ...MIGRATIONS, '9999_test_luck': addLuck };

for (const dialect of dialects) {
  describe(`migrations [${dialect}]`, () => {
    it('apply from an empty database with a later migration that adds a column to characters, and seeding works', async () => {
      const db = await emptyDatabase(dialect);
      const applied = await migrateToLatest(db.kysely, dialect, withLuck);
      expect(applied).toEqual([...Object.keys(MIGRATIONS), '9999_test_luck']);

      await seedBuiltInContent(db);
      await seedBuiltInContent(db); // a restart seeds again without harm
      const rows = await sql<{ characterid: number; luck: number }>`select characterid, luck from characters`.execute(
        db.kysely,
      );
      expect(rows.rows.map((row) => row.characterid).sort((a, b) => a - b)).toEqual(
        CHARACTERS.map((character) => character.id).sort((a, b) => a - b),
      );
    });

    it('give every new account the starter character', async () => {
      const db = await emptyDatabase(dialect);
      await migrateToLatest(db.kysely, dialect, withLuck);
      await seedBuiltInContent(db);
      const user = await insertUser(db.kysely, {
        username: 'ana',
        email: 'ana@example.com',
        profile_image: defaultProfilePicture,
        banner: defaultBanner,
      });
      const owned = await db.kysely
        .selectFrom('user_characters')
        .select('characterid')
        .where('user_id', '=', user.id)
        .execute();
      expect(owned).toEqual([{ characterid: 1 }]);
    });
  });
}
