/** The default picture of a community map: a hand-drawn treasure map on old paper. */
import { palette } from '../../../src/core/palette';
import { darken, lighten, mix } from '../lib/color';
import type { Point } from '../lib/path';
import { circle, ring, smoothClosed, smoothOpen, star } from '../lib/path';
import { Random } from '../lib/random';
import { fill, outlined, stroke } from '../lib/shapes';
import { Svg, el, group } from '../lib/svg';
import { palm } from './palm';

function compass(svg: Svg, x: number, y: number, r: number): string {
  return group(
    {},
    outlined(svg, circle(x, y, r), { fill: lighten(palette.paper, 0.2), stroke: 3, shade: 0.1 }),
    outlined(svg, smoothClosed(star(x, y, r * 0.95, r * 0.22, 4), 0.1), {
      fill: palette.sunsetCoral,
      stroke: 2.5,
      shade: 0.2,
    }),
    outlined(svg, smoothClosed(star(x, y, r * 0.6, r * 0.18, 4, -45), 0.1), {
      fill: palette.seaTeal,
      stroke: 2,
      shade: 0.2,
    }),
    fill(circle(x, y, r * 0.1), palette.ink),
  );
}

export function treasureMap(): string {
  const svg = new Svg(640, 360);
  const rnd = new Random(606);
  const paper = palette.paper;
  const ink = mix(palette.ink, '#7a4a2a', 0.4);
  const sheet = smoothClosed(
    [
      [16, 20],
      [180, 12],
      [330, 22],
      [480, 10],
      [624, 18],
      [630, 120],
      [620, 240],
      [628, 344],
      [460, 350],
      [300, 340],
      [150, 352],
      [12, 342],
      [20, 220],
      [10, 110],
    ],
    0.5,
  );
  const island = smoothClosed(
    ring(300, 190, 170, 100, 12, (i) => [1, 0.85, 1.1, 0.9, 1.05, 0.8, 1, 1.15, 0.9, 1, 0.85, 1.1][i]),
    1,
  );
  const forest = smoothClosed(
    ring(250, 175, 70, 45, 9, () => rnd.range(0.8, 1.15)),
    1,
  );
  const route: Point[] = [
    [150, 240],
    [200, 260],
    [260, 230],
    [300, 250],
    [350, 215],
    [390, 190],
  ];
  const waves = Array.from({ length: 12 }, () => {
    const x = rnd.range(40, 600);
    const y = rnd.range(40, 330);
    return Math.hypot((x - 300) / 190, (y - 190) / 115) > 1 ? `M${x} ${y}q8 -6 16 0t16 0` : '';
  }).join('');
  return svg.toString([
    el('rect', { width: 640, height: 360, fill: darken(palette.seaDeep, 0.2) }),
    outlined(svg, sheet, {
      fill: paper,
      outline: darken(paper, 0.45),
      stroke: 4,
      shade: 0.12,
      shadeOffset: 16,
      glint: true,
    }),
    el('path', {
      d: sheet,
      fill: svg.radial([
        { offset: 0.6, color: paper, opacity: 0 },
        { offset: 1, color: '#b88a4a', opacity: 0.45 },
      ]),
    }),
    el('path', { d: island, fill: 'none', stroke: mix(palette.seaTeal, paper, 0.4), 'stroke-width': 26, opacity: 0.6 }),
    outlined(svg, island, { fill: mix(palette.sand, paper, 0.3), outline: ink, stroke: 3, shade: 0.1 }),
    outlined(svg, forest, { fill: mix(palette.palmGreen, paper, 0.35), outline: ink, stroke: 2.5, shade: 0.1 }),
    outlined(
      svg,
      smoothClosed(
        [
          [370, 170],
          [400, 120],
          [430, 170],
        ],
        0.2,
      ),
      { fill: mix('#a08a70', paper, 0.3), outline: ink, stroke: 2.5, shade: 0.15 },
    ),
    stroke(waves, mix(palette.seaTeal, ink, 0.4), 2.5, 0.7),
    palm(svg, {
      x: 190,
      y: 215,
      height: 70,
      lean: 0.1,
      trunk: mix('#b97c47', paper, 0.2),
      leaves: mix(palette.palmGreen, paper, 0.15),
      stroke: 2,
    }),
    palm(svg, {
      x: 300,
      y: 180,
      height: 60,
      lean: -0.1,
      trunk: mix('#b97c47', paper, 0.2),
      leaves: mix(palette.palmGreen, paper, 0.15),
      stroke: 2,
    }),
    el('path', {
      d: smoothOpen(route),
      fill: 'none',
      stroke: palette.sunsetCoral,
      'stroke-width': 4,
      'stroke-dasharray': '2 10',
      'stroke-linecap': 'round',
    }),
    stroke('M380 180l22 22M402 180l-22 22', darken(palette.sunsetCoral, 0.2), 6),
    compass(svg, 540, 80, 42),
    group({ opacity: 0.5 }, stroke('M60 300q20 -14 40 0t40 0M470 300q20 -14 40 0t40 0', ink, 2.5)),
  ]);
}
