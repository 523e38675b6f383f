/** Committed pictures (portraits, icons, the bottle, the logo) placed inside a news picture's SVG as PNG data URIs. */
import { join } from 'node:path';
import sharp from 'sharp';
import { repoRoot } from '../lib/jobs';
import { el } from '../lib/svg';

/** A picture under public/assets resized to `width` (keeping its shape), as a data URI librsvg can read. */
export async function assetDataUri(path: string, width: number): Promise<string> {
  const png = await sharp(join(repoRoot, 'public', 'assets', path))
    .resize({ width })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** An <image> centred on (x, y), turned by `angle` degrees. */
export function placed(href: string, x: number, y: number, width: number, height: number, angle = 0): string {
  return el('image', {
    href,
    x: x - width / 2,
    y: y - height / 2,
    width,
    height,
    transform: angle ? `rotate(${angle} ${x} ${y})` : undefined,
  });
}
