import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export type Lang = 'es' | 'en';
export const langs: Lang[] = ['es', 'en'];

const cache = new Map<string, Record<string, unknown>>();

/**
 * The text the app shows for a key, read from the same locale files the app uses, so the journeys follow the real
 * wording in both languages. Interpolates {{name}} placeholders.
 */
export function text(lang: Lang, namespace: string, key: string, values: Record<string, string | number> = {}): string {
  const file = join('src', 'i18n', 'locales', lang, `${namespace}.json`);
  if (!cache.has(file)) cache.set(file, JSON.parse(readFileSync(file, 'utf8')));
  const found = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], cache.get(file));
  if (typeof found !== 'string') throw new Error(`missing locale key ${lang}/${namespace}:${key}`);
  return found.replace(/\{\{\s*(\w+)[^}]*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
