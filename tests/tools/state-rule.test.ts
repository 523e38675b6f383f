import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The lint rule that keeps the client's state in stores (docs/architecture.md, "Layers"). */
const root = process.cwd();
const eslint = new ESLint({ cwd: root });

async function ruleIdsFor(file: string, code: string): Promise<Array<string | null>> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return result.messages.map((message) => message.ruleId);
}

describe('src/state keeps its state in stores', () => {
  it.each([
    ['a module counter', 'let generation = 0;\nexport const next = () => ++generation;'],
    ['an exported variable', 'export let queue: Promise<unknown> = Promise.resolve();'],
  ])('refuses %s', async (_what, code) => {
    expect(await ruleIdsFor('src/state/editor/fixture.ts', code)).toContain('no-restricted-syntax');
  });

  it('allows constants, and variables inside functions and store actions', async () => {
    const code = [
      'export const LIMIT = 200;',
      'export function count(items: readonly number[]) {',
      '  let total = 0;',
      '  for (const item of items) total += item;',
      '  return total;',
      '}',
    ].join('\n');
    expect(await ruleIdsFor('src/state/run/fixture.ts', code)).not.toContain('no-restricted-syntax');
  });

  it('leaves other layers to their own rules', async () => {
    expect(
      await ruleIdsFor('src/api/fixture.ts', 'let client: object | null = null;\nexport const get = () => client;'),
    ).not.toContain('no-restricted-syntax');
  });
});
