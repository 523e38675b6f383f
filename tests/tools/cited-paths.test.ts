import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The docs and the comments describe today's code: every project path they cite exists, and every citation of a
 * section of a page of docs/ names one of its headings. A move that forgets a doc fails here, not in a reader's
 * minute of grepping.
 */
const root = process.cwd();
const sourceFolders = ['src', 'ui', 'scenes', 'server', 'scripts', 'tests'];
const sourceExtensions = new Set(['.ts', '.tsx', '.mts', '.mjs', '.js']);
const rootConfigs = ['eslint.config.js', 'vite.config.ts', 'vitest.config.ts', 'playwright.config.ts'];
/** A path from the repository's root: a top folder of ours, then at least one more segment. */
const citedPath = /(?<![\w@/.-])(?:src|ui|scenes|server|scripts|tests|docs|public|\.ci)\/[\w./<>*{},-]*[\w>*}/]/g;
/** `docs/<page>.md, "<Section>"`: how a comment points into a page. */
const sectionCitation = /(docs\/[\w-]+\.md), "([^"<]+)"/g;

function filesUnder(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => sourceExtensions.has(extname(name)))
    .map((name) => join(folder, name));
}

/** The text of a source file's comments: what follows `//`, and the lines of block comments. */
function commentText(source: string): string {
  return source
    .split('\n')
    .map((line) => {
      const trimmed = line.trim();
      if (/^(\/\*|\*)/.test(trimmed)) return trimmed;
      const lineComment = line.indexOf('// ');
      return lineComment >= 0 ? line.slice(lineComment) : '';
    })
    .join('\n');
}

/** A cited path with placeholders (`<domain>`, `*`, `{a,b}`) exists when the glob it stands for matches something. */
function exists(path: string): boolean {
  const trimmed = path.replace(/[.,:]+$/, '');
  if (!/[<*{]/.test(trimmed)) return existsSync(join(root, trimmed));
  return matchesSomething(root, trimmed.split('/').filter(Boolean));
}

/** One segment of a cited path as a regular expression: `<name>` and `*` stand for anything, `{a,b}` for either. */
function segmentPattern(segment: string): RegExp {
  const source = segment
    .replace(/[.+?^$()|[\]\\]/g, '\\$&')
    .replace(/<[^>]+>|\*+/g, '.*')
    .replace(/\{([^}]*)\}/g, (_, choices: string) => `(${choices.split(',').join('|')})`);
  return new RegExp(`^${source}$`);
}

/** Node 20 has no fs.globSync: walk the segments, `**` matching any depth. */
function matchesSomething(folder: string, segments: string[]): boolean {
  if (segments.length === 0) return true;
  const [segment, ...rest] = segments;
  if (!statSync(folder).isDirectory()) return false;
  const entries = readdirSync(folder);
  if (segment === '**') {
    return (
      matchesSomething(folder, rest) ||
      entries.some(
        (entry) => statSync(join(folder, entry)).isDirectory() && matchesSomething(join(folder, entry), segments),
      )
    );
  }
  const pattern = segmentPattern(segment);
  return entries.some((entry) => pattern.test(entry) && matchesSomething(join(folder, entry), rest));
}

const documents = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => join('docs', name)),
];
const sources = [...rootConfigs, ...sourceFolders.flatMap(filesUnder)].filter(
  (file) => !file.startsWith(join('tests', 'tools', 'fixtures')),
);
const texts = [
  ...documents.map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') })),
  ...sources.map((file) => ({ file, text: commentText(readFileSync(join(root, file), 'utf8')) })),
];

describe('cited paths', () => {
  it('every project path cited in the docs and in comments exists', () => {
    const missing = texts.flatMap(({ file, text }) =>
      [...text.matchAll(citedPath)]
        .map(([path]) => path)
        .filter((path) => !exists(path))
        .map((path) => `${file}: ${path}`),
    );
    expect(missing).toEqual([]);
  });

  /** A citation may shorten a heading to its first words: "The spec's body" for "The spec's body (no `actions`)". */
  const headingStartingWith = (headings: Set<string>, section: string) =>
    [...headings].some((heading) => heading.startsWith(section));

  it('every citation of a section of a page in docs/ names one of its headings', () => {
    const headings = (page: string) =>
      new Set([...readFileSync(join(root, page), 'utf8').matchAll(/^#+ (.+)$/gm)].map(([, heading]) => heading));
    const unknown = texts.flatMap(({ file, text }) =>
      [...text.matchAll(sectionCitation)]
        .filter(([, page, section]) => !existsSync(join(root, page)) || !headingStartingWith(headings(page), section))
        .map(([citation]) => `${file}: ${citation}`),
    );
    expect(unknown).toEqual([]);
  });

  it('finds a path that does not exist (the check is not vacuous)', () => {
    expect(exists('server/services/no-such-file.ts')).toBe(false);
    expect(exists('server/routes/<domain>/')).toBe(true);
    expect([...'see `server/app.ts`, then src/core/run/choose.ts.'.matchAll(citedPath)].map(([p]) => p)).toEqual([
      'server/app.ts',
      'src/core/run/choose.ts',
    ]);
  });
});
