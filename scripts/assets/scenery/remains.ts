/**
 * What a castaway leaves behind, for the death endings: a cross of sticks on a mound, a lone flip-flop, an inflatable
 * flamingo drifting off, an abandoned backpack, crows, and the goblins who come for it.
 */
import { darken, lighten } from '../lib/color';
import { circle, ellipse, roundRect, smoothClosed } from '../lib/path';
import { fill, line, outlined, soft, stroke } from '../lib/shapes';
import type { Svg } from '../lib/svg';
import { group } from '../lib/svg';

/** Two sticks bound into a cross on a small mound of earth, leaning a little. */
export function stickCross(svg: Svg, x: number, y: number, h: number, wood: string, mound: string): string {
  const top = y - h;
  return group(
    {},
    outlined(
      svg,
      smoothClosed(
        [
          [x - h * 0.5, y + 4],
          [x, y - h * 0.12],
          [x + h * 0.5, y + 4],
        ],
        0.8,
      ),
      {
        fill: mound,
        stroke: 4,
        shade: 0.2,
      },
    ),
    group(
      { transform: `rotate(-6 ${x} ${y})` },
      line(`M${x} ${y - h * 0.05}L${x} ${top}`, wood, h * 0.07, 3.5),
      line(`M${x - h * 0.3} ${top + h * 0.28}L${x + h * 0.3} ${top + h * 0.24}`, wood, h * 0.06, 3.5),
      stroke(
        `M${x - h * 0.05} ${top + h * 0.22}l${h * 0.1} ${h * 0.08}M${x + h * 0.05} ${top + h * 0.2}l${-h * 0.1} ${h * 0.1}`,
        '#d8c49a',
        3,
      ),
    ),
  );
}

/** A lone flip-flop lying on the sand, seen from above at a slant. */
export function flipFlop(
  svg: Svg,
  x: number,
  y: number,
  size: number,
  sole: string,
  strap: string,
  angle = -20,
): string {
  const s = size / 100;
  const soleD = smoothClosed(
    [
      [0, -48],
      [18, -40],
      [20, -10],
      [14, 20],
      [16, 42],
      [0, 50],
      [-16, 42],
      [-14, 16],
      [-20, -14],
      [-16, -40],
    ],
    0.8,
  );
  return group(
    { transform: `translate(${x} ${y}) scale(1 0.6) rotate(${angle}) scale(${s})` },
    soft(svg, 6, 6, 24, 52, '#000000', 0.25, 4),
    outlined(svg, soleD, { fill: sole, stroke: 4, shade: 0.2, glint: true }),
    line('M-16 -6Q-8 -30 0 -34Q8 -30 16 -6', strap, 5, 2.5),
    outlined(svg, circle(0, -34, 4), { fill: strap, stroke: 2, shade: 0 }),
  );
}

/** An inflatable flamingo ring floating away, seen from the side: ring, long neck, head and beak. */
export function flamingoFloat(svg: Svg, x: number, y: number, size: number, pink: string): string {
  const s = size / 100;
  const neck = 'M20 -10C30 -40 14 -60 22 -80C28 -94 48 -92 50 -78C44 -84 36 -84 34 -76C30 -62 44 -40 34 -8Z';
  return group(
    { transform: `translate(${x} ${y}) scale(${s})` },
    soft(svg, 0, 6, 60, 8, '#ffffff', 0.35, 4),
    outlined(svg, ellipse(0, -8, 50, 16), { fill: pink, stroke: 3.5, shade: 0.2, glint: true }),
    fill(ellipse(0, -11, 30, 7), darken(pink, 0.35)),
    outlined(svg, neck, { fill: pink, stroke: 3.5, shade: 0.2, glint: true }),
    outlined(svg, 'M50 -80L62 -74L52 -70Z', { fill: '#2e1f1a', stroke: 2, shade: 0 }),
    fill(circle(40, -82, 2.5), '#2e1f1a'),
    outlined(svg, 'M-34 -18C-50 -30 -56 -20 -46 -10Z', { fill: lighten(pink, 0.15), stroke: 3, shade: 0.15 }),
  );
}

/** A travel backpack dropped on the ground, flap open. */
export function backpack(svg: Svg, x: number, y: number, size: number, colour: string): string {
  const w = size * 0.7;
  const h = size;
  return group(
    { transform: `rotate(8 ${x} ${y})` },
    soft(svg, x, y, w * 0.7, h * 0.08, '#000000', 0.3, 5),
    line(
      `M${x - w * 0.3} ${y - h * 0.8}Q${x - w * 0.7} ${y - h * 0.4} ${x - w * 0.45} ${y}`,
      darken(colour, 0.2),
      6,
      2.5,
    ),
    outlined(svg, roundRect(x - w / 2, y - h * 0.85, w, h * 0.85, w * 0.22), {
      fill: colour,
      stroke: 4,
      shade: 0.22,
      glint: true,
    }),
    outlined(svg, roundRect(x - w * 0.32, y - h * 0.38, w * 0.64, h * 0.28, w * 0.1), {
      fill: lighten(colour, 0.1),
      stroke: 3,
      shade: 0.15,
    }),
    outlined(
      svg,
      smoothClosed(
        [
          [x - w * 0.5, y - h * 0.7],
          [x, y - h * 1.02],
          [x + w * 0.5, y - h * 0.7],
          [x + w * 0.3, y - h * 0.52],
          [x - w * 0.3, y - h * 0.52],
        ],
        0.6,
      ),
      { fill: darken(colour, 0.12), stroke: 3.5, shade: 0.1 },
    ),
  );
}

/** A crow: perched (wings folded, on its feet at (x, y)) or flying (wings spread, centred at (x, y)). */
export function crow(
  svg: Svg,
  x: number,
  y: number,
  size: number,
  colour: string,
  flying = false,
  facing: 1 | -1 = 1,
): string {
  const s = size / 100;
  const eye = fill(circle(30, -62, 3.5), '#ffd23f');
  if (flying)
    return group(
      { transform: `translate(${x} ${y}) scale(${s * facing} ${s})` },
      outlined(svg, 'M-50 -10C-30 -30 -10 -34 0 -12C10 -34 34 -40 56 -22C34 -20 16 -6 4 6C-6 8 -20 0 -50 -10Z', {
        fill: colour,
        outline: lighten(colour, 0.2),
        stroke: 2.5,
        shade: 0,
      }),
    );
  const body = smoothClosed(
    [
      [-40, -20],
      [-4, -50],
      [22, -70],
      [38, -62],
      [30, -40],
      [10, -14],
      [-20, -10],
    ],
    0.7,
  );
  return group(
    { transform: `translate(${x} ${y}) scale(${s * facing} ${s})` },
    stroke('M0 -14L-4 0M10 -14L8 0', '#3a3040', 4),
    outlined(svg, body, { fill: colour, outline: lighten(colour, 0.2), stroke: 3, shade: 0.15 }),
    outlined(svg, 'M36 -66L54 -60L36 -56Z', { fill: '#4a4040', outline: lighten(colour, 0.2), stroke: 2, shade: 0 }),
    stroke('M-30 -22Q-8 -34 14 -30', lighten(colour, 0.25), 3, 0.7),
    eye,
  );
}

/** A goblin seen from afar: round head, big pointed ears, glowing eyes, a grin; it stands with its feet at (x, y). */
export function goblin(
  svg: Svg,
  x: number,
  y: number,
  h: number,
  skin: string,
  eyes: string,
  facing: 1 | -1 = 1,
): string {
  const s = h / 100;
  const body = smoothClosed(
    [
      [-18, -50],
      [18, -50],
      [22, -14],
      [12, 0],
      [-12, 0],
      [-22, -14],
    ],
    0.6,
  );
  const head = ellipse(0, -68, 22, 20);
  const ears = 'M-18 -72L-52 -86L-20 -60ZM18 -72L52 -86L20 -60Z';
  return group(
    { transform: `translate(${x} ${y}) scale(${s * facing} ${s})` },
    soft(svg, 0, 2, 26, 5, '#000000', 0.3, 3),
    outlined(svg, body, { fill: '#5a4030', stroke: 3.5, shade: 0.2 }),
    outlined(svg, ears + head, { fill: skin, stroke: 3.5, shade: 0.25, glint: true }),
    soft(svg, 0, -70, 20, 10, eyes, 0.5, 4),
    fill(`${ellipse(-8, -70, 5, 3.5)}${ellipse(8, -70, 5, 3.5)}`, eyes),
    stroke('M-9 -58Q0 -52 9 -58', darken(skin, 0.6), 2.5),
  );
}
