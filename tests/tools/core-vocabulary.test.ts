import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The lint rule that keeps src/core in the game's own words (docs/architecture.md, "Layers"): the wire's spellings
 * are mapped in src/contract/to-core.ts and never reach the rules.
 */
const root = process.cwd();
const eslint = new ESLint({ cwd: root });

async function ruleIdsFor(file: string, code: string): Promise<Array<string | null>> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return result.messages.map((message) => message.ruleId);
}

describe('src/core speaks one vocabulary', () => {
  it.each([
    ['a field named as on the wire', 'export const event = { consecuencias: [] };\n'],
    [
      'a read of a wire field',
      'export const needs = (option: { idobject_requeriment: number }) => option.idobject_requeriment;\n',
    ],
    ['a type with a wire field', 'export interface Item {\n  readonly objectid: number;\n}\n'],
  ])('refuses %s', async (_what, code) => {
    expect(await ruleIdsFor('src/core/run/fixture.ts', code)).toContain('no-restricted-syntax');
  });

  it("accepts the core's words, and the wire's spellings in the contract that maps them", async () => {
    const core = 'export const option = { id: 1, requiredItemId: null, consequences: [] };\n';
    expect(await ruleIdsFor('src/core/run/fixture.ts', core)).not.toContain('no-restricted-syntax');
    const contract = 'export const wire = (option: { idobject_requeriment: number }) => option.idobject_requeriment;\n';
    expect(await ruleIdsFor('src/contract/fixture.ts', contract)).not.toContain('no-restricted-syntax');
  });
});
