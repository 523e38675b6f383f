import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import i18n, { languages } from '@src/i18n';

/**
 * Every locale file on disk (not only the registered namespaces): Spanish and English must have the same keys, no empty
 * text and the same {{placeholders}}; and the app must be able to load each namespace in each language.
 */
const localesDir = join(process.cwd(), 'src', 'i18n', 'locales');
const namespaceFiles = readdirSync(join(localesDir, 'es')).filter((file) => file.endsWith('.json'));
const read = (language: string, file: string): unknown =>
  JSON.parse(readFileSync(join(localesDir, language, file), 'utf8'));

/** Every leaf of a locale tree as [key path, text]. */
function leaves(tree: unknown, prefix = ''): Array<[string, unknown]> {
  if (typeof tree !== 'object' || tree === null) return [[prefix, tree]];
  return Object.entries(tree).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]).sort();

describe('locale keys', () => {
  it('has the same namespace files in every language', () => {
    for (const language of languages)
      expect(readdirSync(join(localesDir, language)).sort()).toEqual([...namespaceFiles].sort());
  });

  it.each(namespaceFiles)('%s: same keys and placeholders in Spanish and English, and no empty text', (file) => {
    const es = new Map(leaves(read('es', file)));
    const en = new Map(leaves(read('en', file)));
    expect([...en.keys()].sort()).toEqual([...es.keys()].sort());
    for (const [key, text] of es) {
      expect(text, `es ${file} ${key}`).toEqual(expect.stringMatching(/\S/));
      expect(en.get(key), `en ${file} ${key}`).toEqual(expect.stringMatching(/\S/));
      expect(placeholders(en.get(key)), `${file} ${key}`).toEqual(placeholders(text));
    }
  });

  it.each(namespaceFiles.map((file) => file.replace(/\.json$/, '')))(
    'loads the %s namespace in both languages',
    async (namespace) => {
      await i18n.loadLanguages([...languages]);
      await i18n.loadNamespaces(namespace);
      for (const language of languages)
        expect(i18n.hasResourceBundle(language, namespace), `${language}/${namespace}`).toBe(true);
    },
  );
});
