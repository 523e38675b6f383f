import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture.md, "Layers": no imports between ui/features/* folders. This checks the shell's folders, both ways (what they
 * import, and who imports them); shared code lives in ui/components, ui/hooks or src/.
 */
const SHELL_FEATURES = ['auth', 'main-menu', 'news', 'settings', 'status'];
const featuresDir = join(process.cwd(), 'ui/features');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The feature folder an import specifier of `file` points into, if any. */
function importedFeature(file: string, specifier: string): string | undefined {
  const target = specifier.startsWith('@ui/features/')
    ? join(featuresDir, specifier.slice('@ui/features/'.length))
    : specifier.startsWith('.')
      ? resolve(dirname(file), specifier)
      : undefined;
  if (!target) return undefined;
  const inside = relative(featuresDir, target);
  return inside.startsWith('..') ? undefined : inside.split(/[\\/]/)[0];
}

const featureOf = (file: string) => relative(featuresDir, file).split(/[\\/]/)[0];

function crossFeatureImports(): string[] {
  return sourceFiles(featuresDir).flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    const specifiers = [...source.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((match) => match[1]);
    const own = featureOf(file);
    return specifiers
      .map((specifier) => ({ specifier, feature: importedFeature(file, specifier) }))
      .filter(({ feature }) => feature !== undefined && feature !== own)
      .filter(({ feature }) => SHELL_FEATURES.includes(own) || SHELL_FEATURES.includes(feature!))
      .map(({ specifier }) => `${relative(process.cwd(), file)} → ${specifier}`);
  });
}

describe('shell feature folders', () => {
  it('neither import another feature folder nor are imported by one', () => {
    expect(crossFeatureImports()).toEqual([]);
  });
});
