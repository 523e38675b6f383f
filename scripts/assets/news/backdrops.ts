/** Backgrounds shared by several news pictures (960×540): a seaside at noon or at sunset, a sunburst, wood, paper. */
import { islandPalettes, palette } from '../../../src/core/palette';
import { darken, lighten, mix } from '../lib/color';
import { polar, polygon, roundRect } from '../lib/path';
import type { Random } from '../lib/random';
import { fill, stroke } from '../lib/shapes';
import type { Svg } from '../lib/svg';
import { el, group } from '../lib/svg';
import { landBand } from '../scenery/land';
import { sea, shoreFoam } from '../scenery/sea';
import { cloud, skyGradient, sun } from '../scenery/sky';

export const WIDTH = 960;
export const HEIGHT = 540;

const beach = islandPalettes[1];

/** Sky, sea and (unless `sand` is false) a strip of beach, with the light of noon or of sunset. */
export function seaside(
  svg: Svg,
  rnd: Random,
  o: { horizon: number; sunset?: boolean; sand?: boolean; sun?: [number, number] },
): string {
  const sky = o.sunset ? ['#5b3f8f', '#ff9a6b'] : [beach.skyTop, beach.skyBottom];
  const water = o.sunset
    ? { deep: '#34407a', shallow: '#e07a6b' }
    : { deep: beach.seaDeep, shallow: lighten(beach.sea, 0.25) };
  const [sunX, sunY] = o.sun ?? [WIDTH * 0.8, o.sunset ? o.horizon - 10 : 90];
  const parts = [
    skyGradient(svg, sky[0], sky[1], o.horizon + 10),
    sun(svg, sunX, sunY, o.sunset ? 70 : 44, o.sunset ? '#ffcf5c' : palette.sunYellow, o.sunset ? 0 : 12),
    cloud(svg, 180, 90, 210, o.sunset ? mix('#ffffff', sky[1], 0.4) : '#ffffff', rnd),
    cloud(svg, 520, 60, 150, o.sunset ? mix('#ffffff', sky[0], 0.35) : '#f4fdff', rnd),
    sea(svg, rnd, {
      horizon: o.horizon,
      bottom: HEIGHT - 60,
      deep: water.deep,
      shallow: water.shallow,
      foam: '#ffffff',
    }),
  ];
  if (o.sand !== false) {
    const wet: [number, number][] = [
      [-20, 452],
      [300, 438],
      [640, 450],
      [980, 432],
    ];
    parts.push(
      landBand(svg, wet, darken(beach.ground, 0.12), 0, 0),
      shoreFoam(
        wet.map(([x, y]) => [x, y - 5] as [number, number]),
        '#ffffff',
        4,
      ),
      landBand(
        svg,
        [
          [-20, 478],
          [320, 462],
          [640, 474],
          [980, 456],
        ],
        beach.ground,
        5,
      ),
    );
  }
  return group({}, ...parts);
}

/** Rays of two warm colours turning around a point, the backdrop of a poster. */
export function sunburst(x: number, y: number, colours: readonly [string, string], rays = 24): string {
  const wedges = Array.from({ length: rays }, (_, i) => {
    const a = (360 / rays) * i;
    return polygon([[x, y], polar(x, y, 1400, a), polar(x, y, 1400, a + 360 / rays / 2)]);
  }).join('');
  return group(
    {},
    el('rect', { x: 0, y: 0, width: WIDTH, height: HEIGHT, fill: colours[0] }),
    fill(wedges, colours[1]),
  );
}

/** A table of warm planks seen from above. */
export function woodTable(rnd: Random): string {
  const planks = Array.from({ length: 6 }, (_, i) => {
    const y = i * 90;
    const tone = mix(palette.wood, i % 2 ? '#8f5429' : '#c98a52', rnd.range(0.2, 0.5));
    const grain = Array.from({ length: 5 }, () => {
      const gy = y + rnd.range(12, 78);
      return stroke(
        `M0 ${gy}C${WIDTH * 0.3} ${gy + rnd.range(-6, 6)} ${WIDTH * 0.6} ${gy + rnd.range(-6, 6)} ${WIDTH} ${gy}`,
        darken(tone, 0.2),
        2,
        0.5,
      );
    });
    return group(
      {},
      el('rect', { x: 0, y, width: WIDTH, height: 90, fill: tone }),
      ...grain,
      el('rect', { x: 0, y: y + 86, width: WIDTH, height: 4, fill: darken(tone, 0.45) }),
    );
  });
  return group({}, ...planks);
}

/** A sheet of ruled paper filling the picture, with a folded corner. */
export function paperSheet(): string {
  const lines = Array.from({ length: 17 }, (_, i) => `M0 ${40 + i * 30}H${WIDTH}`).join('');
  return group(
    {},
    el('rect', { x: 0, y: 0, width: WIDTH, height: HEIGHT, fill: lighten(palette.paper, 0.35) }),
    stroke(lines, mix(palette.paper, palette.wood, 0.35), 2, 0.45),
    stroke(`M86 0V${HEIGHT}`, palette.sunsetCoral, 3, 0.5),
    fill(`M${WIDTH - 70} 0H${WIDTH}V70Z`, darken(palette.paper, 0.12)),
  );
}

/** A framed card (white border, soft shadow) holding a picture, turned a little. */
export function card(href: string, x: number, y: number, width: number, height: number, angle: number): string {
  const frame = roundRect(x - width / 2 - 10, y - height / 2 - 10, width + 20, height + 20, 14);
  return group(
    { transform: `rotate(${angle} ${x} ${y})` },
    el('path', { d: frame, fill: '#000000', opacity: 0.25, transform: 'translate(6 10)' }),
    el('path', { d: frame, fill: '#fffdf6', stroke: palette.ink, 'stroke-width': 4 }),
    el('image', { href, x: x - width / 2, y: y - height / 2, width, height, preserveAspectRatio: 'xMidYMid slice' }),
  );
}
