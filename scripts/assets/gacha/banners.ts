/**
 * The three gacha banners (800×300, shown at the top of each banner card): the same treasure chest on a common beach
 * at noon, on a rare coral reef, and on an epic moonlit shore, with more light pouring out the rarer the banner.
 */
import { palette, rarityColors } from '../../../src/core/palette';
import { lighten } from '../lib/color';
import { circle } from '../lib/path';
import { Random } from '../lib/random';
import { fill } from '../lib/shapes';
import { Svg, el } from '../lib/svg';
import { coral, fish } from '../banners/patterns';
import { farIsland, landBand } from '../scenery/land';
import { palm } from '../scenery/palm';
import { starfish } from '../scenery/props';
import { sea } from '../scenery/sea';
import { cloud, moon, skyGradient, starField, sun } from '../scenery/sky';
import { chest } from './chest';

export const GACHA_BANNER = { width: 800, height: 300 } as const;

const banner = () => new Svg(GACHA_BANNER.width, GACHA_BANNER.height);

/** The sand the chest stands on, from the left edge to the right. */
const shore = (svg: Svg, top: number, colour: string) =>
  landBand(
    svg,
    [
      [-20, top + 14],
      [200, top],
      [420, top + 10],
      [640, top - 4],
      [820, top + 8],
    ],
    colour,
    5,
  );

export function commonBanner(): string {
  const svg = banner();
  const rnd = new Random(901);
  return svg.toString([
    skyGradient(svg, '#4cc4f0', '#d8f6ff', 170),
    sun(svg, 660, 70, 38, palette.sunYellow, 12, 3),
    cloud(svg, 200, 60, 170, '#ffffff', rnd),
    sea(svg, rnd, { horizon: 170, bottom: 250, deep: palette.seaDeep, shallow: palette.seaTeal, foam: '#ffffff' }),
    shore(svg, 232, palette.sand),
    palm(svg, { x: 90, y: 300, height: 260, lean: 0.22, trunk: '#b97c47', leaves: palette.palmGreen, coconuts: true }),
    starfish(svg, 250, 280, 18, palette.sunsetCoral, 12),
    starfish(svg, 690, 276, 14, '#ffb36b', -20),
    chest(svg, 470, 286, 170, { open: false, light: rarityColors.common }),
  ]);
}

export function rareBanner(): string {
  const svg = banner();
  const rnd = new Random(902);
  const rays = Array.from({ length: 5 }, (_, i) => `M${60 + i * 170} 0l70 0l-130 300l-50 0Z`).join('');
  return svg.toString([
    skyGradient(svg, '#3fb8f0', '#123d8f'),
    fill(rays, '#ffffff', 0.08),
    ...[60, 190, 640, 750].map((x, i) =>
      coral(x, rnd.range(110, 170), [palette.sunsetCoral, '#ff8fab'][i % 2], 13, [[-4, 0.45, -28, 0.75]]),
    ),
    shore(svg, 250, '#e8c98c'),
    fish(svg, 250, 90, 40, palette.sunYellow, 1),
    fish(svg, 620, 70, 36, '#ff8fab', -1),
    fish(svg, 700, 150, 30, palette.skyBlue, -1),
    chest(svg, 420, 288, 180, { open: true, light: rarityColors.rare }),
    fill(
      Array.from({ length: 18 }, () => circle(rnd.range(0, 800), rnd.range(10, 240), rnd.range(3, 7))).join(''),
      '#ffffff',
      0.35,
    ),
  ]);
}

export function epicBanner(): string {
  const svg = banner();
  const rnd = new Random(903);
  const glow = lighten(rarityColors.epic, 0.2);
  return svg.toString([
    skyGradient(svg, '#120c3a', '#5a2f8f', 190),
    starField(svg, rnd, 110, 180, '#eef2ff'),
    moon(svg, 680, 70, 34, '#fdf3d6'),
    sea(svg, rnd, { horizon: 190, bottom: 260, deep: '#1a1a5e', shallow: '#3f3490', foam: '#dfe8ff', bands: 4 }),
    farIsland(svg, 140, 190, 200, 34, '#150f38', rnd),
    shore(svg, 246, '#8f7aa8'),
    el('circle', { cx: 400, cy: 170, r: 150, fill: glow, opacity: 0.18, filter: svg.blur(30) }),
    chest(svg, 400, 288, 200, { open: true, light: glow }),
  ]);
}

export const gachaBanners = { common: commonBanner, rare: rareBanner, epic: epicBanner } as const;

/** The reveal stage's chest (320×320, transparent): its light is white, the scene colours it with the rarity's glow. */
export function revealChest(open: boolean): string {
  const svg = new Svg(320, 320);
  return svg.toString([chest(svg, 160, 300, open ? 210 : 240, { open, light: '#fff6d8', beam: 140, halo: false })]);
}
