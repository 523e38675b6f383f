import { describe, expect, it } from 'vitest';
import { ruleIdsFor } from './lint-fixtures';

/**
 * The lint rule that keeps every write of `users.vpoints` inside the wallet's statements,
 * server/repositories/economy/wallet.ts, which only the wallet (server/services/economy/wallet.ts) calls
 * (docs/architecture.md, "Data").
 */
const RULE = 'house/wallet-writes-vpoints';
const header = "import type { Kysely } from 'kysely';\ndeclare const db: Kysely<any>;\n";

describe('VPoints are written by the wallet only', () => {
  it.each([
    ['an object in set()', "db.updateTable('users').set({ vpoints: 10 });"],
    ['a callback in set()', "db.updateTable('users').set((eb) => ({ vpoints: eb('vpoints', '+', 1) }));"],
    ['set() by column name', "db.updateTable('users').set('vpoints', 10);"],
    ['an insert', "db.insertInto('users').values({ vpoints: 10 });"],
    ['raw SQL', 'db.executeQuery(sql`update users set vpoints = vpoints + 1`);'],
  ])('refuses %s elsewhere: another repository, the wallet service, a route, a script', async (_what, code) => {
    for (const file of [
      'server/repositories/users.ts',
      'server/services/economy/wallet.ts',
      'server/routes/user/fixture.ts',
      'scripts/fixture.ts',
    ]) {
      expect(await ruleIdsFor(file, header + code), file).toContain(RULE);
    }
  });

  it("allows the wallet's statements, and reading the balance anywhere", async () => {
    expect(
      await ruleIdsFor(
        'server/repositories/economy/wallet.ts',
        header + "db.updateTable('users').set({ vpoints: 1 });",
      ),
    ).not.toContain(RULE);
    const otherTable = "db.insertInto('checkout_sessions').values({ id: 'cs_1', vpoints: 1000 });";
    expect(await ruleIdsFor('server/repositories/economy/fixture.ts', header + otherTable)).not.toContain(RULE);
    const read =
      "db.selectFrom('users').select('vpoints');\nexport const view = (user: { vpoints: number }) => ({ vpoints: user.vpoints });";
    expect(await ruleIdsFor('server/repositories/fixture.ts', header + read)).not.toContain(RULE);
  });
});
