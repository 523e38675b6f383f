/** What the generator produces: one job per committed file, written only when its bytes change. */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EncodeOptions } from './render';
import { encodeSvg } from './render';

/** The repository root (scripts/assets/lib → ../../..). */
export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export interface AssetJob {
  /** Path under public/assets, e.g. "islands/1.jpeg". */
  path: string;
  build: () => Promise<Buffer> | Buffer;
}

/** An image job from a function that draws the picture as SVG markup. */
export function imageJob(path: string, draw: () => string, options: EncodeOptions = { format: 'webp' }): AssetJob {
  return { path, build: () => encodeSvg(draw(), options) };
}

export type WriteResult = 'written' | 'unchanged';

/** Writes the file unless it already holds exactly these bytes (keeps mtimes, so builds stay fresh). */
export function writeIfChanged(path: string, bytes: Buffer): WriteResult {
  const target = join(repoRoot, 'public', 'assets', path);
  if (existsSync(target) && readFileSync(target).equals(bytes)) return 'unchanged';
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, bytes);
  return 'written';
}
