import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages } from '@src/i18n';
import { namespaces, resources } from '@src/i18n/resources';

/** Every leaf key path of a locale tree ("a.b.c"). */
function keyPaths(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([key, value]) => keyPaths(value, prefix ? `${prefix}.${key}` : key));
}

// Vitest runs from the project root.
const localesDir = join(process.cwd(), 'src/i18n/locales');

describe('locales', () => {
  it.each(namespaces)('namespace %s has the same keys in Spanish and English, none empty', (namespace) => {
    const es = resources.es[namespace];
    const en = resources.en[namespace];
    expect(keyPaths(en).sort()).toEqual(keyPaths(es).sort());
    for (const language of [es, en]) {
      for (const path of keyPaths(language)) {
        const value = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], language);
        expect(value, `${namespace}:${path}`).toEqual(expect.stringMatching(/\S/));
      }
    }
  });

  it.each(languages)('registers every %s locale file as a namespace', (language) => {
    const files = readdirSync(join(localesDir, language)).map((file) => file.replace(/\.json$/, ''));
    expect(files.sort()).toEqual([...namespaces].sort());
  });
});
