import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/**
 * ARCHITECTURE.md §8: the first page (/) downloads at most 170 KB of gzipped JavaScript, and neither Phaser nor React
 * Flow is part of it. "The first page" is the entry chunk, the screen of / (loaded at once by the router) and every
 * chunk they import statically, read from the build manifest the e2e server serves.
 */
const BUDGET_BYTES = 170 * 1024;
const distDir = 'dist';
const manifestPath = join(distDir, '.vite', 'manifest.json');
const mainMenuSource = 'ui/features/main-menu/main-menu-screen.tsx';

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
}

/** The chunk keys a chunk pulls in before it runs: itself and its static imports, recursively. */
function staticClosure(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

test('the first page stays within 170 KB of gzipped JavaScript, without Phaser or React Flow', () => {
  // `npm test` builds the client before the browser tests; the e2e server itself serves this build.
  expect(existsSync(manifestPath), `${manifestPath} is missing: run \`npx vite build\` first`).toBe(true);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  expect(entries).toEqual(['index.html']);
  expect(manifest[mainMenuSource], `${mainMenuSource} is not a chunk of the build`).toBeDefined();

  const firstPage = new Set([...staticClosure(manifest, 'index.html'), ...staticClosure(manifest, mainMenuSource)]);
  const files = [...firstPage].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  const sizes = files.map((file) => ({
    file,
    gzipped: gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length,
  }));
  const total = sizes.reduce((sum, { gzipped }) => sum + gzipped, 0);
  console.log(`first page: ${(total / 1024).toFixed(1)} KB gzipped in ${files.length} files`, sizes);
  expect(total, `first page JavaScript: ${(total / 1024).toFixed(1)} KB gzipped`).toBeLessThanOrEqual(BUDGET_BYTES);

  for (const key of firstPage) {
    const chunk = manifest[key];
    expect(`${key} ${chunk.src ?? ''} ${chunk.name ?? ''}`).not.toMatch(/phaser|@xyflow|reactflow/i);
    const code = readFileSync(join(distDir, chunk.file), 'utf8');
    // Signatures that survive minification: Phaser's version banner and React Flow's class names.
    expect(code, chunk.file).not.toMatch(/Phaser v\d|react-flow__/);
  }
});
