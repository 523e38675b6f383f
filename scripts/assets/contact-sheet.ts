/**
 * Renders contact sheets of the generated pictures to look at them all at once (not committed anywhere):
 *
 *   npx tsx scripts/assets/contact-sheet.ts [outDir=/tmp]
 *
 * Writes contact-scenes.png (islands, default map, banners), contact-portraits.png (every skin × state) and
 * contact-small.png (icons, profile pictures, bottle, title, UI frames) on a checkerboard that shows transparency.
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import { characterLooks } from './characters-look';
import { repoRoot } from './lib/jobs';

const outDir = process.argv[2] ?? '/tmp';
const assets = join(repoRoot, 'public', 'assets');

function images(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return images(path);
      return /\.(webp|jpeg)$/.test(name) ? [path] : [];
    });
}

async function sheet(
  name: string,
  files: readonly string[],
  cell: { width: number; height: number },
  columns: number,
): Promise<void> {
  const pad = 8;
  const tiles = await Promise.all(
    files.map(async (file, i) => ({
      input: await sharp(file)
        .resize(cell.width, cell.height, { fit: 'contain', background: '#00000000' })
        .png()
        .toBuffer(),
      left: pad + (i % columns) * (cell.width + pad),
      top: pad + Math.floor(i / columns) * (cell.height + pad),
    })),
  );
  const width = pad + columns * (cell.width + pad);
  const height = pad + Math.ceil(files.length / columns) * (cell.height + pad);
  const checker = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><pattern id="c" width="32" height="32" patternUnits="userSpaceOnUse">` +
      `<rect width="32" height="32" fill="#e9e4da"/><rect width="16" height="16" fill="#d6d0c4"/><rect x="16" y="16" width="16" height="16" fill="#d6d0c4"/></pattern></defs>` +
      `<rect width="100%" height="100%" fill="url(#c)"/></svg>`,
  );
  const target = join(outDir, `contact-${name}.png`);
  await sharp(checker).composite(tiles).png().toFile(target);
  console.log(`${target}: ${files.length} pictures`);
}

const all = images(assets);
const under = (...folders: string[]) =>
  all.filter((f) => folders.some((folder) => relative(assets, f).startsWith(folder)));
const small = ['icons', 'profile-pics', 'bottle', 'title', 'ui'];
const scenes = ['islands', 'maps', 'banners'];

await sheet('scenes', under(...scenes), { width: 480, height: 270 }, 3);
await sheet('portraits', under(...characterLooks.map((look) => `${look.skin}/`)), { width: 128, height: 128 }, 12);
await sheet('small', under(...small), { width: 128, height: 128 }, 12);
