/**
 * Performance budget (docs/architecture.md, "Budgets"): the first page never downloads Phaser. Reads the Vite build manifest and
 * checks that the entry chunk and everything it imports statically are free of Phaser, and that the stage (the only
 * module importing Phaser) is reached by a dynamic import only, and that no chunk carries zod. Also checks the build is
 * a production bundle that says nothing of the machine it was built on. Uses dist/ when its build is newer than the
 * sources (npm start, npm test and the e2e step build it); otherwise builds into a temporary folder first, the way npm
 * start does.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClient, buildState } from '../../scripts/build/client-build';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, Chunk>;

const root = process.cwd();
/** Strings only Phaser's own code contains. */
const PHASER_MARKERS = ['phaser.io', 'GameObjectFactory'];
/** Strings only React's development build and the JSX development transform put in a bundle. */
const DEVELOPMENT_MARKERS = ['jsxDEV', 'Download the React DevTools'];
const STAGE = 'scenes/stage.ts';
/** Strings zod's own code keeps when minified (its class names). */
const ZOD_MARKERS = ['$ZodType', 'ZodError'];

let outDir = join(root, 'dist');
let temporary: string | null = null;

beforeAll(() => {
  if (buildState(root, outDir) === 'fresh') return;
  temporary = mkdtempSync(join(tmpdir(), 'bundle-test-'));
  outDir = temporary;
  // The NODE_ENV a developer's shell may hold (Vitest itself sets "test"): the build must not follow it.
  buildClient(root, outDir, { env: { ...process.env, NODE_ENV: 'development' }, logLevel: 'error' });
}, 300_000);

afterAll(() => {
  if (temporary) rmSync(temporary, { recursive: true, force: true });
});

const readManifest = (): Manifest =>
  JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;

/** The manifest keys of a chunk and of everything it imports statically. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

describe('the first page bundle', () => {
  it('loads no Phaser: neither the entry chunk nor its static imports contain it', () => {
    const manifest = readManifest();
    const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
    expect(entry).toBeDefined();
    const closure = staticClosure(manifest, entry!);
    expect([...closure]).not.toContain(STAGE);
    for (const key of closure) {
      const code = readFileSync(join(outDir, manifest[key].file), 'utf8');
      for (const marker of PHASER_MARKERS)
        expect(code.includes(marker), `${manifest[key].file} contains "${marker}"`).toBe(false);
    }
  });

  it('reaches the Phaser stage through a dynamic import only', () => {
    const manifest = readManifest();
    expect(manifest[STAGE]).toBeDefined();
    // Phaser is there, in the stage's own chunks (this guards the test against markers that stop matching).
    const stageCode = [...staticClosure(manifest, STAGE)]
      .map((key) => readFileSync(join(outDir, manifest[key].file), 'utf8'))
      .join('\n');
    expect(PHASER_MARKERS.every((marker) => stageCode.includes(marker))).toBe(true);
    const importers = Object.values(manifest).filter((chunk) => chunk.dynamicImports?.includes(STAGE));
    expect(importers.length).toBeGreaterThan(0);
    expect(Object.values(manifest).some((chunk) => chunk.imports?.includes(STAGE))).toBe(false);
  });

  // The creator forms show the contract's limits from src/contract/creator-limits.ts, which has no zod: the schemas
  // (zod) stay on the server and in tests.
  it('leaves zod out of every client chunk', () => {
    const manifest = readManifest();
    for (const chunk of Object.values(manifest).filter((entry) => entry.file.endsWith('.js'))) {
      const code = readFileSync(join(outDir, chunk.file), 'utf8');
      for (const marker of ZOD_MARKERS) expect(code.includes(marker), `${chunk.file} contains "${marker}"`).toBe(false);
    }
  });
});

describe('the production bundle', () => {
  it("is React's production build and holds no path of the machine that built it", () => {
    const scripts = readdirSync(join(outDir, 'build')).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const file of scripts) {
      const code = readFileSync(join(outDir, 'build', file), 'utf8');
      expect(code.includes(root), `${file} contains ${root}`).toBe(false);
      for (const marker of DEVELOPMENT_MARKERS)
        expect(code.includes(marker), `${file} contains "${marker}"`).toBe(false);
    }
  });
});

describe('the landing pages', () => {
  const held = /<template id="after-first-paint">([\s\S]*?)<\/template>/;

  it('paint from their HTML alone: styles written in, scripts and web fonts in a template the loader adds', () => {
    const pages = readdirSync(join(outDir, 'pages')).filter((file) => file.endsWith('.html'));
    // /, /login and /online, and the last two drawn in each language.
    expect(pages.length).toBeGreaterThanOrEqual(7);
    for (const file of pages) {
      const html = readFileSync(join(outDir, 'pages', file), 'utf8');
      const template = html.match(held)?.[1];
      expect(template, file).toBeDefined();
      const outside = html.replace(held, '');
      expect(outside, file).not.toMatch(/<script type="module"|rel="modulepreload"|as="style"/);
      expect(outside, file).not.toMatch(/url\([^)]*\.woff2?\)/);
      expect(outside.match(/<script[^>]*>/g), file).toEqual([
        expect.stringMatching(/^<script defer src="\/build\/after-first-paint-[\w-]+\.js">$/),
      ]);
      // The stylesheets are written in: their links (which tell Vite's loader they are there) are disabled, the app's
      // among them, and their rules are in the page, with the faces that stand in for the fonts.
      const links = outside.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
      expect(
        links.some((link) => /href="\/build\/index-[\w-]+\.css"/.test(link)),
        file,
      ).toBe(true);
      for (const link of links) expect(link, file).toMatch(/ disabled>$/);
      expect(outside, file).toContain('Nunito fallback');
      expect(template, file).toMatch(/<script type="module" crossorigin src="\/build\/index-[\w-]+\.js"><\/script>/);
      expect(template, file).toMatch(/@font-face\{font-family:Nunito;/);
      expect(template, file).not.toMatch(/rel="stylesheet"/);
    }
  });
});
