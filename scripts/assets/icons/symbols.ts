/**
 * Symbols shared by the icon sets, drawn around a centre (x, y) at a size in pixels: the four stats (heart, drumstick,
 * drop, brain) and the other small pictures effects, items and UI buttons reuse.
 */
import { darken, lighten } from '../lib/color';
import { circle, ellipse, polar, polygon, roundRect, smoothClosed, star as starPoints } from '../lib/path';
import { fill, line, outlined, stroke } from '../lib/shapes';
import type { Svg } from '../lib/svg';
import { group } from '../lib/svg';

export type Symbol = (svg: Svg, x: number, y: number, size: number, colour: string) => string;

const weight = (size: number) => Math.max(3, size * 0.07);

export const heart: Symbol = (svg, x, y, s, colour) => {
  const k = s / 100;
  const d = `M${x} ${y + 38 * k}C${x - 10 * k} ${y + 30 * k} ${x - 48 * k} ${y + 6 * k} ${x - 48 * k} ${y - 16 * k}C${x - 48 * k} ${y - 36 * k} ${x - 34 * k} ${y - 46 * k} ${x - 22 * k} ${y - 46 * k}C${x - 10 * k} ${y - 46 * k} ${x - 2 * k} ${y - 38 * k} ${x} ${y - 30 * k}C${x + 2 * k} ${y - 38 * k} ${x + 10 * k} ${y - 46 * k} ${x + 22 * k} ${y - 46 * k}C${x + 34 * k} ${y - 46 * k} ${x + 48 * k} ${y - 36 * k} ${x + 48 * k} ${y - 16 * k}C${x + 48 * k} ${y + 6 * k} ${x + 10 * k} ${y + 30 * k} ${x} ${y + 38 * k}Z`;
  return outlined(svg, d, { fill: colour, stroke: weight(s), shade: 0.22, glint: true });
};

export const drop: Symbol = (svg, x, y, s, colour) => {
  const k = s / 100;
  const d = `M${x} ${y - 48 * k}C${x + 10 * k} ${y - 28 * k} ${x + 36 * k} ${y - 4 * k} ${x + 36 * k} ${y + 16 * k}A${36 * k} ${34 * k} 0 0 1 ${x - 36 * k} ${y + 16 * k}C${x - 36 * k} ${y - 4 * k} ${x - 10 * k} ${y - 28 * k} ${x} ${y - 48 * k}Z`;
  return group(
    {},
    outlined(svg, d, { fill: colour, stroke: weight(s), shade: 0.22, glint: true }),
    stroke(`M${x - 20 * k} ${y + 14 * k}q2 14 14 20`, '#ffffff', weight(s) * 0.9, 0.7),
  );
};

export const drumstick: Symbol = (svg, x, y, s, colour) => {
  const k = s / 100;
  const bone = `M${x + 14 * k} ${y + 12 * k}L${x + 32 * k} ${y + 30 * k}`;
  return group(
    {},
    line(bone, '#fbf3e2', 12 * k, weight(s) * 0.6),
    outlined(svg, circle(x + 36 * k, y + 28 * k, 8 * k) + circle(x + 28 * k, y + 38 * k, 8 * k), {
      fill: '#fbf3e2',
      stroke: weight(s) * 0.7,
      shade: 0.1,
    }),
    outlined(
      svg,
      smoothClosed(
        [
          [x - 40 * k, y - 20 * k],
          [x - 20 * k, y - 44 * k],
          [x + 10 * k, y - 36 * k],
          [x + 22 * k, y - 6 * k],
          [x + 12 * k, y + 18 * k],
          [x - 18 * k, y + 14 * k],
        ],
        0.9,
      ),
      { fill: colour, stroke: weight(s), shade: 0.25, glint: true },
    ),
    stroke(`M${x - 22 * k} ${y - 26 * k}q8 -6 16 -4`, lighten(colour, 0.5), 3 * k + 1, 0.8),
  );
};

export const brain: Symbol = (svg, x, y, s, colour) => {
  const k = s / 100;
  const lobes = [
    [-22, -18, 20],
    [0, -26, 22],
    [22, -18, 20],
    [-26, 6, 20],
    [26, 6, 20],
    [-10, 12, 20],
    [12, 12, 20],
  ]
    .map(([dx, dy, r]) => circle(x + dx * k, y + dy * k, r * k))
    .join('');
  const folds = `M${x} ${y - 38 * k}V${y + 26 * k}M${x - 30 * k} ${y - 10 * k}q10 -4 16 4M${x + 30 * k} ${y - 10 * k}q-10 -4 -16 4M${x - 22 * k} ${y + 16 * k}q6 -8 14 -4M${x + 22 * k} ${y + 16 * k}q-6 -8 -14 -4`;
  return group(
    {},
    outlined(svg, lobes, { fill: colour, stroke: weight(s), shade: 0.22, glint: true }),
    stroke(folds, darken(colour, 0.35), weight(s) * 0.7),
  );
};

export const bone: Symbol = (svg, x, y, s, colour) => {
  const k = s / 100;
  const ends = [
    [-34, -10],
    [-26, -20],
    [26, 20],
    [34, 10],
  ]
    .map(([dx, dy]) => circle(x + dx * k, y + dy * k, 11 * k))
    .join('');
  return outlined(
    svg,
    `${ends}M${x - 30 * k} ${y - 20 * k}L${x + 20 * k} ${y + 30 * k}L${x + 30 * k} ${y + 20 * k}L${x - 20 * k} ${y - 30 * k}Z`,
    { fill: colour, stroke: weight(s), shade: 0.15, glint: true },
  );
};

export const eye: Symbol = (svg, x, y, s, colour) => {
  const k = s / 100;
  const lids = `M${x - 46 * k} ${y}Q${x} ${y - 44 * k} ${x + 46 * k} ${y}Q${x} ${y + 44 * k} ${x - 46 * k} ${y}Z`;
  return group(
    {},
    outlined(svg, lids, { fill: '#ffffff', stroke: weight(s), shade: 0.1 }),
    fill(circle(x, y, 18 * k), colour),
    fill(circle(x, y, 8 * k), '#2e1f1a'),
    fill(circle(x + 6 * k, y - 6 * k, 4 * k), '#ffffff'),
  );
};

export const star: Symbol = (svg, x, y, s, colour) =>
  outlined(svg, smoothClosed(starPoints(x, y + 4 * (s / 100), 50 * (s / 100), 24 * (s / 100), 5), 0.3), {
    fill: colour,
    stroke: weight(s),
    shade: 0.2,
    glint: true,
  });

export const leaf: Symbol = (svg, x, y, s, colour) => {
  const k = s / 100;
  return group(
    {},
    outlined(
      svg,
      `M${x - 34 * k} ${y + 36 * k}C${x - 44 * k} ${y - 10 * k} ${x - 10 * k} ${y - 44 * k} ${x + 40 * k} ${y - 44 * k}C${x + 40 * k} ${y + 6 * k} ${x + 6 * k} ${y + 40 * k} ${x - 34 * k} ${y + 36 * k}Z`,
      { fill: colour, stroke: weight(s), shade: 0.2, glint: true },
    ),
    stroke(
      `M${x - 40 * k} ${y + 42 * k}L${x + 20 * k} ${y - 24 * k}M${x - 6 * k} ${y + 4 * k}l16 4M${x - 4 * k} ${y}l-4 -16`,
      darken(colour, 0.35),
      weight(s) * 0.7,
    ),
  );
};

export const moon: Symbol = (svg, x, y, s, colour) => {
  const k = s / 100;
  return outlined(
    svg,
    `M${x + 10 * k} ${y - 44 * k}A${44 * k} ${44 * k} 0 1 0 ${x + 44 * k} ${y + 14 * k}A${34 * k} ${34 * k} 0 1 1 ${x + 10 * k} ${y - 44 * k}Z`,
    { fill: colour, stroke: weight(s), shade: 0.15, glint: true },
  );
};

export const sun: Symbol = (svg, x, y, s, colour) => {
  const k = s / 100;
  const rays = Array.from({ length: 8 }, (_, i) => {
    const [ax, ay] = polar(x, y, 34 * k, i * 45);
    const [bx, by] = polar(x, y, 48 * k, i * 45);
    return `M${ax} ${ay}L${bx} ${by}`;
  }).join('');
  return group(
    {},
    line(rays, colour, 7 * k + 1, weight(s) * 0.6),
    outlined(svg, circle(x, y, 26 * k), { fill: colour, stroke: weight(s), shade: 0.15, glint: true }),
  );
};

export const coin: Symbol = (svg, x, y, s, colour) => {
  const k = s / 100;
  return group(
    {},
    outlined(svg, ellipse(x, y + 4 * k, 44 * k, 44 * k), { fill: darken(colour, 0.18), stroke: weight(s), shade: 0 }),
    outlined(svg, circle(x, y - 2 * k, 40 * k), { fill: colour, stroke: weight(s) * 0.6, shade: 0.18, glint: true }),
    vMark(svg, x, y, k, colour),
  );
};

/** The "V" of VPoints, engraved into a coin. */
function vMark(svg: Svg, x: number, y: number, k: number, colour: string): string {
  return outlined(
    svg,
    polygon([
      [x - 22 * k, y - 24 * k],
      [x - 9 * k, y - 24 * k],
      [x, y + 4 * k],
      [x + 9 * k, y - 24 * k],
      [x + 22 * k, y - 24 * k],
      [x + 6 * k, y + 20 * k],
      [x - 6 * k, y + 20 * k],
    ]),
    { fill: lighten(colour, 0.45), outline: darken(colour, 0.45), stroke: 3 * k + 1, shade: 0 },
  );
}

export const padlock: Symbol = (svg, x, y, s, colour) => {
  const k = s / 100;
  return group(
    {},
    line(
      `M${x - 22 * k} ${y - 4 * k}V${y - 22 * k}A${22 * k} ${22 * k} 0 0 1 ${x + 22 * k} ${y - 22 * k}V${y - 4 * k}`,
      '#b8c0cc',
      10 * k,
      weight(s) * 0.6,
    ),
    outlined(svg, roundRect(x - 36 * k, y - 8 * k, 72 * k, 56 * k, 12 * k), {
      fill: colour,
      stroke: weight(s),
      shade: 0.22,
      glint: true,
    }),
    fill(
      `${circle(x, y + 14 * k, 7 * k)}M${x - 4 * k} ${y + 16 * k}h${8 * k}l${3 * k} ${16 * k}h${-14 * k}Z`,
      darken(colour, 0.55),
    ),
  );
};
