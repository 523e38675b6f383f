/** Landscape banners (1200×300): sunset beach, starry night sea, desert dusk and a smoking volcano island. */
import { islandPalettes, palette } from '../../../src/core/palette';
import { darken, lighten, mix } from '../lib/color';
import { smoothClosed } from '../lib/path';
import { Random } from '../lib/random';
import { fill, outlined, soft } from '../lib/shapes';
import { Svg } from '../lib/svg';
import { cactus } from '../scenery/flora';
import { farIsland, landBand } from '../scenery/land';
import { palm } from '../scenery/palm';
import { sailboat } from '../scenery/props';
import { sea } from '../scenery/sea';
import { cloud, moon, seagulls, skyGradient, starField, sun } from '../scenery/sky';

export const BANNER = { width: 1200, height: 300 } as const;

const banner = () => new Svg(BANNER.width, BANNER.height);

export function sunsetBeach(): string {
  const svg = banner();
  const rnd = new Random(801);
  const silhouette = '#3a1f3d';
  return svg.toString([
    skyGradient(svg, '#6a3d8f', '#ffb36b', 190),
    sun(svg, 600, 190, 70, '#ffd166', 0, 3),
    cloud(svg, 280, 80, 220, '#f79d84', rnd, '#c0607a'),
    cloud(svg, 930, 60, 180, '#f3a08a', rnd, '#c0607a'),
    seagulls(rnd, 760, 100, 3, silhouette),
    sea(svg, rnd, { horizon: 190, bottom: 300, deep: '#c0507a', shallow: '#f79d84', foam: '#ffe3b0', bands: 4 }),
    sailboat(svg, 420, 200, 34, '#fff0d6', silhouette),
    landBand(
      svg,
      [
        [-20, 262],
        [200, 250],
        [420, 270],
        [640, 282],
        [900, 268],
        [1220, 255],
      ],
      darken('#c97a5a', 0.2),
      5,
    ),
    palm(svg, { x: 70, y: 300, height: 280, lean: 0.25, trunk: silhouette, leaves: silhouette, stroke: 3 }),
    palm(svg, { x: 1130, y: 300, height: 300, lean: -0.3, trunk: silhouette, leaves: silhouette, stroke: 3 }),
    palm(svg, { x: 1050, y: 290, height: 200, lean: -0.1, trunk: silhouette, leaves: silhouette, stroke: 3 }),
  ]);
}

export function starryNight(): string {
  const svg = banner();
  const rnd = new Random(802);
  const p = islandPalettes[5];
  return svg.toString([
    skyGradient(svg, '#0c1030', '#3a3f8f', 200),
    starField(svg, rnd, 160, 190, '#eef2ff'),
    moon(svg, 930, 90, 48, '#fdf3d6'),
    sea(svg, rnd, { horizon: 200, bottom: 300, deep: '#1a2a5e', shallow: '#34508a', foam: '#dfe8ff', bands: 4 }),
    farIsland(svg, 300, 200, 260, 40, '#141a3a', rnd),
    palm(svg, { x: 300, y: 186, height: 90, lean: 0.1, trunk: '#141a3a', leaves: '#141a3a', stroke: 2 }),
    fill(
      Array.from({ length: 10 }, (_, i) => `M${900 - i * 4} ${212 + i * 9}h${30 + i * 8}v3h${-30 - i * 8}Z`).join(''),
      lighten(p.light, 0.2),
      0.55,
    ),
  ]);
}

export function desertDusk(): string {
  const svg = banner();
  const p = islandPalettes[4];
  return svg.toString([
    skyGradient(svg, '#f08a5d', '#ffe0a3', 220),
    sun(svg, 300, 150, 56, '#fff0b0', 12, 3),
    landBand(
      svg,
      [
        [-20, 210],
        [250, 180],
        [520, 205],
        [800, 175],
        [1220, 200],
      ],
      mix(p.ground, '#f08a5d', 0.4),
      4,
    ),
    landBand(
      svg,
      [
        [-20, 250],
        [300, 226],
        [640, 250],
        [950, 220],
        [1220, 240],
      ],
      p.ground,
      5,
    ),
    cactus(svg, 860, 250, 110, p.foliage),
    cactus(svg, 1010, 232, 70, darken(p.foliage, 0.1)),
    landBand(
      svg,
      [
        [-20, 290],
        [400, 270],
        [800, 292],
        [1220, 276],
      ],
      darken(p.ground, 0.1),
      5,
    ),
    cactus(svg, 140, 300, 150, lighten(p.foliage, 0.05)),
  ]);
}

export function volcanoIsland(): string {
  const svg = banner();
  const rnd = new Random(804);
  const rock = '#6b4a5a';
  const volcano = smoothClosed(
    [
      [380, 230],
      [520, 80],
      [560, 70],
      [600, 78],
      [660, 90],
      [820, 230],
    ],
    0.35,
  );
  const lava = 'M548 72Q540 110 520 140Q548 120 560 96Q566 130 590 150Q580 110 600 80Z';
  return svg.toString([
    skyGradient(svg, '#4cc4f0', '#d8f6ff', 230),
    ...[0, 1, 2].map((i) => soft(svg, 560 + i * 40, 40 - i * 14, 50 + i * 12, 30 + i * 6, '#b8b0c0', 0.75, 6)),
    cloud(svg, 200, 70, 200, '#ffffff', rnd),
    cloud(svg, 1000, 90, 240, '#ffffff', rnd),
    sea(svg, rnd, {
      horizon: 220,
      bottom: 300,
      deep: palette.seaDeep,
      shallow: lighten(palette.seaTeal, 0.3),
      foam: '#ffffff',
      bands: 4,
    }),
    outlined(svg, volcano, { fill: rock, stroke: 5, shade: 0.2, shadeOffset: 20 }),
    fill(lava, '#ff6f3c'),
    outlined(
      svg,
      smoothClosed(
        [
          [330, 262],
          [400, 228],
          [600, 214],
          [820, 226],
          [890, 262],
          [600, 276],
        ],
        0.8,
      ),
      { fill: palette.sand, stroke: 5, shade: 0.15 },
    ),
    outlined(
      svg,
      smoothClosed(
        [
          [380, 240],
          [450, 216],
          [600, 206],
          [780, 218],
          [840, 244],
          [600, 250],
        ],
        0.8,
      ),
      { fill: islandPalettes[1].foliage, stroke: 4, shade: 0.15 },
    ),
    palm(svg, { x: 430, y: 236, height: 120, lean: 0.1, trunk: '#b97c47', leaves: palette.palmGreen, stroke: 2.5 }),
    palm(svg, { x: 800, y: 240, height: 110, lean: -0.15, trunk: '#b97c47', leaves: palette.palmGreen, stroke: 2.5 }),
  ]);
}
