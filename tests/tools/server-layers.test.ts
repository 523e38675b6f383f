import { describe, expect, it } from 'vitest';
import { alias, moduleIn, relativeTo, ruleIdsFor } from './lint-fixtures';

/**
 * The server's two rules of eslint.config.js (docs/architecture.md, "Server" and "Data"): a route calls services and
 * never a repository; SQL is written in server/repositories/ (and server/db/) only, services passing their
 * transaction to the repository functions.
 */
const route = 'server/routes/maps/fixture.ts';
const NO_REPOSITORY = 'import-x/no-restricted-paths';
const QUERIES = 'house/queries-in-repositories';

describe('routes import no repository', () => {
  const repositories = [moduleIn('server/repositories'), moduleIn('server/repositories/economy')];
  for (const target of repositories) {
    it.each([alias(target), relativeTo(route, target)])(`refuses ${target} imported as %s`, async (spelling) => {
      expect(await ruleIdsFor(route, `import '${spelling}';\n`)).toContain(NO_REPOSITORY);
    });
  }

  it('lets routes import services, and services import repositories, in both forms', async () => {
    const service = moduleIn('server/services/maps');
    const repository = moduleIn('server/repositories');
    const serviceFile = 'server/services/maps/fixture.ts';
    for (const [file, target] of [
      [route, service],
      [serviceFile, repository],
    ]) {
      for (const spelling of [alias(target), relativeTo(file, target)]) {
        expect(await ruleIdsFor(file, `import '${spelling}';\n`), `${file} → ${spelling}`).toEqual([]);
      }
    }
  });
});

describe('SQL lives in repositories', () => {
  const header = "import type { Kysely } from 'kysely';\nimport type { Database } from '@server/db/schema';\n";
  const handle = 'declare const db: Kysely<Database>;\n';
  const builders = [
    "db.selectFrom('maps').selectAll().execute();",
    'db.selectNoFrom((eb) => eb.val(1).as("one")).execute();',
    "db.insertInto('likes').values({ user_id: 1, mapid: 1, created_at: '' }).execute();",
    "db.replaceInto('likes').values({ user_id: 1, mapid: 1, created_at: '' }).execute();",
    "db.updateTable('maps').set({ likes: 0 }).execute();",
    "db.deleteFrom('likes').execute();",
    "db.mergeInto('maps').using('likes', 'likes.mapid', 'maps.mapid');",
    "void db.transaction().execute((trx) => trx.selectFrom('maps').selectAll().execute());",
  ];
  const outside = [
    'server/services/maps/fixture.ts',
    'server/services/economy/fixture.ts',
    'server/plugins/fixture.ts',
    'server/content/fixture.ts',
    'server/lib/fixture.ts',
    route,
  ];

  it.each(builders)('refuses %s outside repositories/ and db/', async (statement) => {
    for (const file of outside) {
      expect(await ruleIdsFor(file, header + handle + statement + '\n'), file).toContain(QUERIES);
    }
  });

  // The `sql` tag imported by name or reached through a namespace import of kysely, and its helpers.
  it.each([
    ["import { sql } from 'kysely';\n", 'void sql`select 1`.execute(db);'],
    ["import { sql } from 'kysely';\n", 'void sql<number>`select 1`.execute(db);'],
    ["import { sql as raw } from 'kysely';\n", 'void raw`select 1`.execute(db);'],
    ["import * as kysely from 'kysely';\n", 'void kysely.sql`select 1`.execute(db);'],
    ["import { sql } from 'kysely';\n", "void sql.raw('select 1').execute(db);"],
    ['', "void db.executeQuery({ sql: 'select 1', parameters: [], query: {} as never, queryId: {} as never });"],
  ])('refuses raw SQL outside repositories/ and db/: %s%s', async (imports, statement) => {
    const code = `${header}${imports}${handle}${statement}\n`;
    expect(await ruleIdsFor('server/services/maps/fixture.ts', code)).toContain(QUERIES);
  });

  it.each([
    'server/repositories/fixture.ts',
    'server/repositories/economy/fixture.ts',
    'server/db/fixture.ts',
    'server/db/migrations/9999-fixture.ts',
  ])('allows queries and raw SQL in %s', async (file) => {
    const code = `${header}import { sql } from 'kysely';\n${handle}${builders.join('\n')}\nvoid sql\`select 1\`.execute(db);\n`;
    expect(await ruleIdsFor(file, code)).not.toContain(QUERIES);
  });

  it('lets services open transactions and hand them to repositories', async () => {
    const code = `${header}${handle}void db.transaction().execute(async (trx) => trx);\n`;
    expect(await ruleIdsFor('server/services/maps/fixture.ts', code)).toEqual([]);
  });
});
