/** The danger underneath: shambling zombies, grasping hands, eyes in the dark, bats and fireflies. */
import { darken, lighten } from '../lib/color';
import { circle, ellipse, smoothClosed } from '../lib/path';
import type { Random } from '../lib/random';
import { fill, outlined, soft } from '../lib/shapes';
import type { Svg } from '../lib/svg';
import { el, group } from '../lib/svg';

/** A zombie tourist seen from afar: arms forward, head tilted, torn holiday shirt, shorts. */
export function zombie(
  svg: Svg,
  x: number,
  y: number,
  h: number,
  skin: string,
  shirt: string,
  facing: 1 | -1 = 1,
): string {
  const s = h / 100;
  const legs =
    smoothClosed(
      [
        [-11, -30],
        [-2, -30],
        [-4, 0],
        [-12, 0],
      ],
      0.3,
    ) +
    smoothClosed(
      [
        [2, -30],
        [11, -30],
        [13, -2],
        [5, -2],
      ],
      0.3,
    );
  const shorts = smoothClosed(
    [
      [-14, -36],
      [14, -36],
      [14, -20],
      [2, -20],
      [0, -26],
      [-2, -20],
      [-14, -20],
    ],
    0.3,
  );
  // The shirt hem is ragged: a zig-zag bottom edge.
  const shirtD = 'M-14 -64C-6 -67 6 -67 14 -64L17 -36L12 -32L8 -36L3 -31L-2 -36L-7 -31L-11 -35L-16 -34Z';
  const arm = (dy: number, reach: number) =>
    smoothClosed(
      [
        [0, dy - 4],
        [reach, dy - 1],
        [reach + 2, dy + 5],
        [0, dy + 4],
      ],
      0.4,
    );
  const sleeve = (dy: number) =>
    smoothClosed(
      [
        [-2, dy - 6],
        [14, dy - 4],
        [14, dy + 6],
        [-2, dy + 6],
      ],
      0.4,
    );
  return group(
    { transform: `translate(${x} ${y}) scale(${s * facing} ${s})` },
    soft(svg, 0, 1, 22, 4, '#000000', 0.25, 3),
    outlined(svg, legs, { fill: skin, stroke: 3.5, shade: 0.2 }),
    outlined(svg, arm(-56, 40), { fill: darken(skin, 0.08), stroke: 3.5, shade: 0.15 }),
    outlined(svg, shorts, { fill: '#4a5670', stroke: 3.5, shade: 0.2 }),
    outlined(svg, shirtD, { fill: shirt, stroke: 3.5, shade: 0.22 }),
    fill(`${circle(-6, -56, 2.5)}${circle(6, -46, 2.5)}${circle(-4, -40, 2)}`, lighten(shirt, 0.45)),
    outlined(svg, arm(-50, 38), { fill: skin, stroke: 3.5, shade: 0.15 }),
    outlined(svg, sleeve(-50), { fill: shirt, stroke: 3, shade: 0.15 }),
    outlined(svg, ellipse(4, -76, 13, 14), { fill: skin, stroke: 3.5, shade: 0.2, transform: 'rotate(14 4 -74)' }),
    fill('M-8 -82C-6 -92 6 -94 14 -86C8 -88 2 -86 -2 -82Z', darken(skin, 0.55)),
    fill(`${circle(8, -78, 2.8)}${circle(15, -76, 2.2)}`, '#fff7c2'),
    el('path', {
      d: 'M5 -67q5 -3 10 1',
      fill: 'none',
      stroke: darken(skin, 0.6),
      'stroke-width': 2,
      'stroke-linecap': 'round',
    }),
  );
}

/** A hand reaching out of the sand. */
export function graspingHand(svg: Svg, x: number, y: number, size: number, skin: string): string {
  const k = size / 60;
  const hand = smoothClosed(
    [
      [-10, 0],
      [-9, -30],
      [-14, -44],
      [-11, -47],
      [-5, -36],
      [-6, -58],
      [-1, -59],
      [1, -40],
      [3, -62],
      [8, -61],
      [7, -40],
      [11, -56],
      [15, -54],
      [12, -34],
      [14, 0],
    ],
    0.35,
  );
  return group(
    { transform: `translate(${x} ${y}) scale(${k})` },
    outlined(svg, hand, { fill: skin, stroke: 3.5, shade: 0.2 }),
    el('path', { d: ellipse(2, 0, 22, 5), fill: '#000000', opacity: 0.2 }),
  );
}

/** Pairs of glowing eyes watching from the dark. */
export function watchingEyes(
  svg: Svg,
  rnd: Random,
  spots: readonly (readonly [number, number])[],
  colour: string,
): string {
  return group(
    {},
    ...spots.map(([x, y]) => {
      const r = rnd.range(4, 7);
      const eye = (ex: number) => ellipse(ex, y, r, r * 0.6);
      return group(
        {},
        soft(svg, x, y, r * 4, r * 2, colour, 0.35, 6),
        fill(`${eye(x - r * 1.5)}${eye(x + r * 1.5)}`, colour),
        fill(`${circle(x - r * 1.5, y, r * 0.3)}${circle(x + r * 1.5, y, r * 0.3)}`, '#1a0d00'),
      );
    }),
  );
}

/** A small bat silhouette. */
export function bat(svg: Svg, x: number, y: number, size: number, colour: string): string {
  const k = size / 40;
  const wings =
    'M0 0C-6 -8 -14 -10 -22 -6C-18 -4 -18 0 -20 3C-14 0 -10 2 -8 5C-6 2 -3 2 0 4C3 2 6 2 8 5C10 2 14 0 20 3C18 0 18 -4 22 -6C14 -10 6 -8 0 0Z';
  return group(
    { transform: `translate(${x} ${y}) scale(${k})` },
    outlined(svg, wings, { fill: colour, outline: lighten(colour, 0.15), stroke: 1.5, shade: 0 }),
  );
}

/** Fireflies: tiny bright dots with a soft halo. */
export function fireflies(
  svg: Svg,
  rnd: Random,
  count: number,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  colour: string,
): string {
  const dots = Array.from(
    { length: count },
    () => [rnd.range(x0, x1), rnd.range(y0, y1), rnd.range(1.5, 3.2)] as const,
  );
  return group(
    {},
    el('g', { filter: svg.blur(4) }, fill(dots.map(([x, y, r]) => circle(x, y, r * 3)).join(''), colour, 0.6)),
    fill(dots.map(([x, y, r]) => circle(x, y, r)).join(''), lighten(colour, 0.6)),
  );
}
