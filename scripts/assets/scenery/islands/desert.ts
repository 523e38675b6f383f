/** Island 4, Desert: ochre dunes under a white-hot sun, heat shimmer, a mirage of an oasis and a lost suitcase. */
import { islandPalettes } from '../../../../src/core/palette';
import { darken, lighten, mix } from '../../lib/color';
import type { Point } from '../../lib/path';
import { smoothOpen } from '../../lib/path';
import { Random } from '../../lib/random';
import { stroke } from '../../lib/shapes';
import type { Svg } from '../../lib/svg';
import { Svg as Picture, el, group } from '../../lib/svg';
import { cactus, skull } from '../flora';
import { farIsland, landBand, pebbles, rock } from '../land';
import { palm } from '../palm';
import { suitcase } from '../props';
import { cloud, seagulls, skyGradient, sun } from '../sky';

/** Wavy translucent lines over the horizon: air trembling in the heat. */
function heatShimmer(svg: Svg, rnd: Random, y0: number, y1: number, colour: string): string {
  return group(
    {},
    ...Array.from({ length: 14 }, () => {
      const y = rnd.range(y0, y1);
      const x = rnd.range(-100, svg.width);
      const len = rnd.range(160, 380);
      const points: Point[] = Array.from({ length: 9 }, (_, i) => [x + (len * i) / 8, y + Math.sin(i * 1.6) * 4]);
      return stroke(smoothOpen(points), colour, rnd.range(2, 4), 0.35);
    }),
  );
}

/** A dune band with a bright sunlit crest stripe along its ridge. */
function dune(svg: Svg, edge: readonly Point[], colour: string, rnd: Random): string {
  const crest = edge.map(([x, y]): Point => [x, y + 10]);
  // Wind ripples: short wavy strokes a little below the ridge.
  const ripples = Array.from({ length: 9 }, () => {
    const x = rnd.range(0, svg.width - 120);
    const ridge = edge.reduce((best, p) => (Math.abs(p[0] - x) < Math.abs(best[0] - x) ? p : best))[1];
    const y = ridge + rnd.range(30, 70);
    return smoothOpen([
      [x, y],
      [x + 30, y - 4],
      [x + 60, y],
      [x + 90, y - 4],
      [x + 110, y],
    ]);
  }).join('');
  return group(
    {},
    landBand(svg, edge, colour, 5, 0.16),
    stroke(ripples, darken(colour, 0.18), 3, 0.55),
    stroke(smoothOpen(crest, 0.8), lighten(colour, 0.3), 5, 0.6),
  );
}

export function desertIsland(): string {
  const p = islandPalettes[4];
  const svg = new Picture(1280, 720);
  const rnd = new Random(404);
  const horizon = 400;
  return svg.toString([
    skyGradient(svg, p.skyTop, p.skyBottom, horizon + 20),
    sun(svg, 640, 150, 80, '#ffe27a', 16),
    cloud(svg, 200, 110, 200, lighten(p.skyBottom, 0.4), rnd),
    seagulls(rnd, 880, 170, 2, darken(p.skyTop, 0.55)),
    farIsland(svg, 250, horizon, 340, 70, mix(p.groundShade, p.skyBottom, 0.5), rnd),
    farIsland(svg, 1080, horizon, 300, 90, mix(p.groundShade, p.skyBottom, 0.45), rnd),
    // The oasis far away might be a mirage: hazy water and a lone palm.
    group(
      { opacity: 0.75 },
      el('ellipse', { cx: 680, cy: horizon + 10, rx: 110, ry: 10, fill: mix(p.sea, p.skyBottom, 0.35) }),
      palm(svg, {
        x: 690,
        y: horizon + 6,
        height: 90,
        lean: 0.1,
        trunk: mix('#b97c47', p.skyBottom, 0.3),
        leaves: mix(p.foliage, p.skyBottom, 0.3),
      }),
    ),
    heatShimmer(svg, rnd, horizon - 30, horizon + 20, '#ffffff'),
    dune(
      svg,
      [
        [-20, 440],
        [220, 405],
        [480, 430],
        [760, 415],
        [1040, 440],
        [1300, 420],
      ],
      mix(p.ground, p.skyBottom, 0.45),
      rnd,
    ),
    dune(
      svg,
      [
        [-20, 520],
        [180, 470],
        [420, 500],
        [700, 460],
        [980, 505],
        [1300, 480],
      ],
      p.ground,
      rnd,
    ),
    cactus(svg, 1010, 540, 150, p.foliage),
    cactus(svg, 240, 520, 90, darken(p.foliage, 0.08)),
    dune(
      svg,
      [
        [-20, 610],
        [260, 570],
        [560, 600],
        [860, 570],
        [1100, 600],
        [1300, 585],
      ],
      darken(p.ground, 0.1),
      rnd,
    ),
    rock(svg, 900, 640, 40, '#b9774a', rnd),
    pebbles(svg, rnd, 40, 1240, 640, 710, p.groundShade, 10),
    suitcase(svg, 420, 672, 120, p.accent),
    skull(svg, 760, 690, 80, '#f8efdc'),
    cactus(svg, 1180, 720, 230, lighten(p.foliage, 0.05)),
  ]);
}
