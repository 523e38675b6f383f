import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, dirname } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The lint rules of eslint.config.js that keep the layers of docs/architecture.md, "Layers" one-way. Each forbidden import is
 * written twice, with the path alias and as a relative path, because a rule that matches only one spelling is a rule
 * anybody can walk around.
 */
const root = process.cwd();
const eslint = new ESLint({ cwd: root });

/** A real module in `folder` (path without extension, from the repository root): the rules resolve what they judge. */
function moduleIn(folder: string): string {
  const file = readdirSync(join(root, folder)).find((name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts'));
  if (!file) throw new Error(`no module in ${folder}`);
  return `${folder}/${file.replace(/\.tsx?$/, '')}`;
}

const alias = (target: string) =>
  target
    .replace(/^src\//, '@src/')
    .replace(/^ui\//, '@ui/')
    .replace(/^scenes\//, '@scenes/')
    .replace(/^server\//, '@server/');
const relativeTo = (file: string, target: string) => {
  const path = relative(dirname(file), target);
  return path.startsWith('.') ? path : `./${path}`;
};

async function ruleIdsFor(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return result.messages.map((message) => message.ruleId ?? message.message);
}

const layerCases: Array<[what: string, file: string, target: string]> = [
  ['src/core imports nothing of ours', 'src/core/fixture.ts', moduleIn('src/state')],
  ['src/contract imports only src/core', 'src/contract/fixture.ts', moduleIn('src/api')],
  ['scenes never import ui/', 'scenes/play/fixture.ts', moduleIn('ui/components')],
  ['scenes never import src/api', 'scenes/play/fixture.ts', moduleIn('src/api')],
  ['ui never imports scenes/', 'ui/features/online/fixture.ts', moduleIn('scenes/play')],
  ['ui never imports the app shell', 'ui/features/online/fixture.ts', moduleIn('src/app')],
  ['the server imports only src/core and src/contract', 'server/routes/fixture.ts', moduleIn('src/state')],
  ['the server never imports ui/', 'server/routes/fixture.ts', moduleIn('ui/components')],
  ['features never import each other', 'ui/features/online/fixture.ts', moduleIn('ui/features/profile')],
  ['ui/components never read stores', 'ui/components/fixture.tsx', moduleIn('src/state')],
  ['shared ui code never imports a screen', 'ui/hooks/fixture.ts', moduleIn('ui/features/news')],
  ['src/state never imports ui/', 'src/state/fixture.ts', moduleIn('ui/components')],
];

describe('import layers', () => {
  for (const [what, file, target] of layerCases) {
    it(`${what}: caught as ${alias(target)}`, async () => {
      expect(await ruleIdsFor(file, `import '${alias(target)}';\n`)).toContain('import-x/no-restricted-paths');
    });
    it(`${what}: caught as ${relativeTo(file, target)}`, async () => {
      expect(await ruleIdsFor(file, `import '${relativeTo(file, target)}';\n`)).toContain(
        'import-x/no-restricted-paths',
      );
    });
  }

  it('allows what the layers allow', async () => {
    const allowed: Array<[string, string]> = [
      ['ui/features/online/fixture.ts', moduleIn('src/state')],
      ['ui/features/online/fixture.ts', moduleIn('ui/components')],
      ['scenes/play/fixture.ts', moduleIn('src/state')],
      ['server/routes/fixture.ts', moduleIn('src/core')],
      ['src/contract/fixture.ts', moduleIn('src/core')],
    ];
    for (const [file, target] of allowed) {
      expect(await ruleIdsFor(file, `import '${alias(target)}';\n`), `${file} → ${target}`).toEqual([]);
    }
  });

  it.each([
    ['src/core/fixture.ts', 'react', 'no-restricted-imports'],
    ['src/core/fixture.ts', 'zod', 'no-restricted-imports'],
    ['scenes/play/fixture.ts', 'react', 'no-restricted-imports'],
    ['ui/features/online/fixture.ts', 'phaser', 'no-restricted-imports'],
    ['server/routes/fixture.ts', 'react-dom', 'no-restricted-imports'],
  ])('%s may not use the package %s', async (file, name, rule) => {
    expect(await ruleIdsFor(file, `import '${name}';\n`)).toContain(rule);
  });
});

describe('import cycles', () => {
  const folder = join(root, 'tests/tools', `cycle-fixture-${process.pid}`);
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('are refused, however short', async () => {
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'first.ts'), "import { second } from './second';\nexport const first = () => second;\n");
    writeFileSync(join(folder, 'second.ts'), "import { first } from './first';\nexport const second = () => first;\n");
    const results = await eslint.lintFiles([join(folder, 'first.ts')]);
    expect(results[0].messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
  });
});

describe('file names', () => {
  it.each(['ui/components/BadName.tsx', 'src/state/badName.ts', 'server/routes/Bad_name.ts'])(
    '%s is refused: every source file is kebab-case',
    async (file) => {
      expect(await ruleIdsFor(file, 'export {};\n')).toContain('check-file/filename-naming-convention');
    },
  );

  it('accepts kebab-case names with middle extensions', async () => {
    expect(await ruleIdsFor('ui/components/map-postcard.tsx', 'export {};\n')).toEqual([]);
  });

  it('numbers migrations: 0010-name.ts, never 0010_name.ts', async () => {
    expect(await ruleIdsFor('server/db/migrations/0010_bad_name.ts', 'export {};\n')).toContain(
      'check-file/filename-naming-convention',
    );
    expect(await ruleIdsFor('server/db/migrations/0010-good-name.ts', 'export {};\n')).toEqual([]);
  });
});
