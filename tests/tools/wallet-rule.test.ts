import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The lint rule that keeps every write of `users.vpoints` inside the wallet (docs/architecture.md, "Data"). */
const root = process.cwd();
const eslint = new ESLint({ cwd: root });

async function ruleIdsFor(file: string, code: string): Promise<Array<string | null>> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return result.messages.map((message) => message.ruleId);
}

const header = "import type { Kysely } from 'kysely';\ndeclare const db: Kysely<any>;\n";

describe('VPoints are written by the wallet only', () => {
  it.each([
    ['an object in set()', "db.updateTable('users').set({ vpoints: 10 });"],
    ['a callback in set()', "db.updateTable('users').set((eb) => ({ vpoints: eb('vpoints', '+', 1) }));"],
    ['set() by column name', "db.updateTable('users').set('vpoints', 10);"],
    ['an insert', "db.insertInto('users').values({ vpoints: 10 });"],
    ['raw SQL', 'db.executeQuery(sql`update users set vpoints = vpoints + 1`);'],
  ])('refuses %s elsewhere in the server', async (_what, code) => {
    expect(await ruleIdsFor('server/services/maps/fixture.ts', header + code)).toContain('no-restricted-syntax');
  });

  it('allows the wallet itself, and reading the balance anywhere', async () => {
    expect(
      await ruleIdsFor('server/services/economy/wallet.ts', header + "db.updateTable('users').set({ vpoints: 1 });"),
    ).not.toContain('no-restricted-syntax');
    const otherTable = "db.insertInto('checkout_sessions').values({ id: 'cs_1', vpoints: 1000 });";
    expect(await ruleIdsFor('server/services/economy/fixture.ts', header + otherTable)).not.toContain(
      'no-restricted-syntax',
    );
    const read =
      "db.selectFrom('users').select('vpoints');\nexport const view = (user: { vpoints: number }) => ({ vpoints: user.vpoints });";
    expect(await ruleIdsFor('server/routes/user/fixture.ts', header + read)).not.toContain('no-restricted-syntax');
  });
});
