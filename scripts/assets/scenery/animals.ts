/**
 * Island animals and objects with faces, drawn in a 100-unit box centred on (0, 0) and placed by `at`: the profile
 * pictures, the pirate's parrot and the beach crab all come from here.
 */
import { darken, lighten } from '../lib/color';
import { circle, ellipse, polar, polygon, smoothClosed } from '../lib/path';
import { fill, outlined, stroke } from '../lib/shapes';
import type { Svg } from '../lib/svg';
import { el, group } from '../lib/svg';

export type Animal = (svg: Svg) => string;

const INK = '#2e1f1a';
const S = 3;

/** Places an animal drawing: centre (x, y), `size` pixels for the 100-unit box, optional mirror. */
export const at = (svg: Svg, animal: Animal, x: number, y: number, size: number, mirror = false): string =>
  group({ transform: `translate(${x} ${y}) scale(${(mirror ? -size : size) / 100} ${size / 100})` }, animal(svg));

/** A friendly eye with a highlight. */
const eye = (x: number, y: number, r: number) =>
  fill(circle(x, y, r), INK) + fill(circle(x + r * 0.35, y - r * 0.35, r * 0.38), '#ffffff');

const eyes = (lx: number, rx: number, y: number, r: number) => eye(lx, y, r) + eye(rx, y, r);

const smile = (x: number, y: number, w: number) => stroke(`M${x - w} ${y}Q${x} ${y + w * 0.8} ${x + w} ${y}`, INK, 2.2);

export const crab: Animal = (svg) => {
  const red = '#ff6f59';
  const claw = (k: -1 | 1) =>
    smoothClosed(
      [
        [k * 30, -6],
        [k * 44, -28],
        [k * 40, -40],
        [k * 30, -30],
        [k * 34, -42],
        [k * 24, -36],
        [k * 22, -14],
      ],
      0.6,
    );
  const legs = [-1, 1]
    .map((k) => [0, 1, 2].map((i) => `M${k * 26} ${6 + i * 7}q${k * 12} ${2 + i * 3} ${k * 18} ${12 + i * 2}`).join(''))
    .join('');
  return group(
    {},
    stroke(legs, darken(red, 0.35), 6),
    stroke(legs, red, 3),
    outlined(svg, claw(-1) + claw(1), { fill: red, stroke: S, shade: 0.2, glint: true }),
    stroke('M-10 -12v-14M10 -12v-14', darken(red, 0.35), 3),
    outlined(svg, ellipse(0, 8, 32, 22), { fill: red, stroke: S, shade: 0.2, glint: true }),
    outlined(svg, circle(-10, -28, 7) + circle(10, -28, 7), { fill: '#ffffff', stroke: 2, shade: 0 }),
    eyes(-9, 11, -28, 3.5),
    smile(0, 12, 8),
  );
};

export const parrot: Animal = (svg) => {
  const red = '#e63946';
  return group(
    {},
    outlined(
      svg,
      smoothClosed(
        [
          [-4, 30],
          [-14, 50],
          [-2, 46],
          [6, 52],
          [8, 30],
        ],
        0.6,
      ),
      { fill: '#3a86ff', stroke: S, shade: 0.15 },
    ),
    outlined(svg, ellipse(0, 8, 22, 30), { fill: red, stroke: S, shade: 0.2, glint: true }),
    outlined(
      svg,
      smoothClosed(
        [
          [-20, -2],
          [4, 4],
          [10, 30],
          [-6, 36],
          [-22, 18],
        ],
        0.7,
      ),
      { fill: '#3aa357', stroke: S, shade: 0.2 },
    ),
    stroke('M-14 14l12 4M-12 24l12 2', darken('#3aa357', 0.3), 2),
    outlined(svg, circle(2, -24, 20), { fill: red, stroke: S, shade: 0.2, glint: true }),
    outlined(svg, circle(8, -26, 8), { fill: '#ffffff', stroke: 2, shade: 0 }),
    eye(9, -26, 3.5),
    outlined(svg, 'M18 -24q14 2 12 16q-2 -6 -12 -4Z', { fill: '#ffd23f', stroke: 2.5, shade: 0.15 }),
    outlined(
      svg,
      smoothClosed(
        [
          [-2, -42],
          [4, -54],
          [8, -40],
        ],
        0.5,
      ) +
        smoothClosed(
          [
            [-10, -38],
            [-12, -52],
            [0, -40],
          ],
          0.5,
        ),
      { fill: '#ffd23f', stroke: 2.5, shade: 0.1 },
    ),
  );
};

export const turtle: Animal = (svg) => {
  const green = '#7cc47f';
  const shell = '#3a8f5a';
  const plates = [
    circle(0, -6, 9),
    ...[0, 60, 120, 180, 240, 300].map((a) => {
      const [px, py] = polar(0, -2, 20, a);
      return circle(px, py * 0.8, 7);
    }),
  ].join('');
  return group(
    {},
    outlined(
      svg,
      ellipse(-30, 20, 12, 7) + ellipse(30, 20, 12, 7) + ellipse(-26, -22, 11, 7) + ellipse(26, -22, 11, 7),
      { fill: green, stroke: S, shade: 0.15 },
    ),
    outlined(svg, circle(0, -42, 16), { fill: green, stroke: S, shade: 0.2, glint: true }),
    eyes(-6, 6, -44, 3.2),
    smile(0, -36, 5),
    outlined(svg, ellipse(0, 0, 34, 30), { fill: shell, stroke: S, shade: 0.25, glint: true }),
    fill(plates, lighten(shell, 0.25), 0.8),
  );
};

export const coconut: Animal = (svg) =>
  group(
    {},
    outlined(svg, circle(0, 6, 38), { fill: '#8a5a33', stroke: S, shade: 0.25, glint: true }),
    stroke('M-30 -4q6 -4 10 2M-26 24q6 -2 8 4M20 30q4 -6 10 -4', darken('#8a5a33', 0.35), 2.5),
    outlined(svg, `${ellipse(0, -28, 26, 8)}`, { fill: '#fdf6e3', stroke: 2.5, shade: 0.1 }),
    stroke('M6 -30L22 -62', '#ff6f59', 5),
    outlined(
      svg,
      smoothClosed(
        [
          [-30, -36],
          [-20, -52],
          [-6, -40],
        ],
        0.6,
      ),
      { fill: '#ff8fab', stroke: 2.5, shade: 0.1 },
    ),
    fill(circle(-18, -42, 3), '#ffd23f'),
    eyes(-12, 12, 6, 4.2),
    smile(0, 16, 8),
    fill(ellipse(-22, 16, 5, 3) + ellipse(22, 16, 5, 3), '#ff8a9a', 0.5),
  );

export const shark: Animal = (svg) => {
  const blue = '#7f9cb5';
  return group(
    {},
    outlined(
      svg,
      smoothClosed(
        [
          [-6, -24],
          [6, -52],
          [16, -22],
        ],
        0.5,
      ),
      { fill: blue, stroke: S, shade: 0.2 },
    ),
    outlined(
      svg,
      smoothClosed(
        [
          [30, 0],
          [48, -18],
          [46, 2],
          [48, 20],
        ],
        0.5,
      ),
      { fill: blue, stroke: S, shade: 0.2 },
    ),
    outlined(
      svg,
      smoothClosed(
        [
          [-46, 4],
          [-30, -22],
          [0, -26],
          [30, -12],
          [36, 6],
          [20, 22],
          [-20, 24],
        ],
        0.9,
      ),
      { fill: blue, stroke: S, shade: 0.2, glint: true },
    ),
    fill(
      smoothClosed(
        [
          [-40, 10],
          [-16, 18],
          [20, 18],
          [-10, 24],
          [-34, 20],
        ],
        0.8,
      ),
      '#f4f7fb',
    ),
    outlined(
      svg,
      polygon([
        [-40, 6],
        [-18, 6],
        [-22, 14],
        [-36, 14],
      ]),
      { fill: '#ffffff', stroke: 2.2, shade: 0 },
    ),
    stroke('M-36 6l3 5l3 -5l3 5l3 -5l3 5l3 -5', INK, 1.4),
    eye(-24, -6, 3.8),
    stroke('M6 -8q2 6 0 12M12 -8q2 6 0 12', darken(blue, 0.3), 2),
  );
};

export const monkey: Animal = (svg) => {
  const fur = '#9a6236';
  const face = '#f2c9a0';
  return group(
    {},
    outlined(svg, circle(-36, -4, 13) + circle(36, -4, 13), { fill: fur, stroke: S, shade: 0.2 }),
    fill(circle(-36, -4, 7) + circle(36, -4, 7), face),
    outlined(svg, circle(0, -4, 36), { fill: fur, stroke: S, shade: 0.2, glint: true }),
    outlined(
      svg,
      smoothClosed(
        [
          [-24, -14],
          [-10, -24],
          [0, -16],
          [10, -24],
          [24, -14],
          [26, 10],
          [14, 28],
          [-14, 28],
          [-26, 10],
        ],
        0.9,
      ),
      { fill: face, stroke: 2.5, shade: 0.1 },
    ),
    eyes(-10, 10, -8, 4.2),
    fill(ellipse(-4, 8, 2, 1.5) + ellipse(4, 8, 2, 1.5), darken(face, 0.5)),
    smile(0, 16, 9),
    outlined(svg, 'M18 -36C14 -54 28 -66 44 -64C47 -63 47 -60 44 -59C32 -58 27 -50 28 -38C28 -33 19 -32 18 -36Z', {
      fill: '#ffe066',
      stroke: 2.5,
      shade: 0.15,
    }),
  );
};

export const pineapple: Animal = (svg) => {
  const body = '#f7b801';
  const crown = [-1, 0, 1]
    .map((k) =>
      smoothClosed(
        [
          [k * 10 - 8, -30],
          [k * 16, -62 + Math.abs(k) * 10],
          [k * 10 + 8, -30],
        ],
        0.5,
      ),
    )
    .join('');
  const grid = Array.from(
    { length: 7 },
    (_, i) => `M${-40 + i * 12} -26L${-4 + i * 12} 40M${40 - i * 12} -26L${4 - i * 12} 40`,
  ).join('');
  return group(
    {},
    outlined(svg, crown, { fill: '#3aa357', stroke: S, shade: 0.2, glint: true }),
    outlined(svg, ellipse(0, 8, 30, 38), { fill: body, stroke: S, shade: 0.22, glint: true }),
    group(
      { 'clip-path': svg.clip(el('path', { d: ellipse(0, 8, 30, 38) })) },
      stroke(grid, darken(body, 0.25), 1.6, 0.5),
    ),
    fill(ellipse(0, 10, 20, 18), lighten(body, 0.2), 0.5),
    outlined(svg, roundRect2(-22, -6, 44, 14), { fill: '#2b2d42', stroke: 2, shade: 0 }),
    stroke('M-2 0h4', '#2b2d42', 3),
    fill(ellipse(-12, -2, 5, 3) + ellipse(12, -2, 5, 3), '#ffffff', 0.4),
    smile(0, 20, 8),
  );
};

/** A rounded bar (the pineapple's sunglasses): two lenses joined. */
function roundRect2(x: number, y: number, w: number, h: number): string {
  return `${ellipse(x + w * 0.25, y + h / 2, w * 0.25, h / 2)}${ellipse(x + w * 0.75, y + h / 2, w * 0.25, h / 2)}`;
}

export const octopus: Animal = (svg) => {
  const purple = '#9b5de5';
  const arms = Array.from({ length: 6 }, (_, i) => {
    const bx = -25 + i * 10;
    const dir = i < 3 ? -1 : 1;
    return `M${bx} 10q${dir * 8} 18 ${dir * 2 + (i - 2.5) * 6} 34q${-dir * 6} 4 ${-dir * 4} -6`;
  }).join('');
  return group(
    {},
    stroke(arms, darken(purple, 0.45), 13),
    stroke(arms, purple, 8),
    outlined(
      svg,
      smoothClosed(
        [
          [-32, 14],
          [-36, -20],
          [-20, -44],
          [0, -48],
          [20, -44],
          [36, -20],
          [32, 14],
          [0, 20],
        ],
        0.9,
      ),
      { fill: purple, stroke: S, shade: 0.22, glint: true },
    ),
    fill(circle(-20, -30, 4) + circle(22, -22, 3) + circle(14, -38, 2.5), lighten(purple, 0.3)),
    eyes(-11, 11, -6, 5),
    smile(0, 6, 7),
    fill(ellipse(-22, 4, 5, 3) + ellipse(22, 4, 5, 3), '#ff8fab', 0.6),
  );
};

export const animals = { crab, parrot, turtle, coconut, shark, monkey, pineapple, octopus } as const;
