/**
 * The ways off an island, for the rescue endings: a cruise ship, a rescue helicopter, a fishing boat, a towel waved
 * on a stick and a signal flare. Each is placed by its foot (waterline, skids, base) at (x, y).
 */
import { darken, lighten } from '../lib/color';
import type { Point } from '../lib/path';
import { circle, ellipse, polygon, roundRect, smoothClosed, smoothOpen } from '../lib/path';
import { fill, line, outlined, soft, stroke } from '../lib/shapes';
import type { Svg } from '../lib/svg';
import { el, group } from '../lib/svg';

/** A white cruise ship sailing toward the viewer's left, `w` pixels long, with a coral funnel and lit portholes. */
export function cruiseShip(svg: Svg, x: number, y: number, w: number, hull: string, funnel: string): string {
  const h = w * 0.16;
  const body = polygon([
    [x - w * 0.5, y - h],
    [x + w * 0.46, y - h],
    [x + w * 0.4, y],
    [x - w * 0.42, y],
  ]);
  const deck = (k: number, from: number, to: number) =>
    roundRect(x - w * from, y - h - w * 0.07 * (k + 1), w * (from + to), w * 0.075, w * 0.015);
  const portholes = Array.from({ length: 9 }, (_, i) => circle(x - w * 0.36 + i * w * 0.09, y - h * 0.62, w * 0.012));
  const windows = [0, 1].map((k) =>
    stroke(
      `M${x - w * (0.3 - k * 0.04)} ${y - h - w * 0.035 - k * w * 0.07}H${x + w * (0.26 - k * 0.06)}`,
      '#2d6f95',
      w * 0.022,
    ),
  );
  return group(
    {},
    stroke(`M${x - w * 0.5} ${y + 3}Q${x - w * 0.75} ${y + 8} ${x - w * 0.95} ${y + 4}`, '#ffffff', w * 0.02, 0.8),
    outlined(svg, deck(1, 0.2, 0.24), { fill: hull, stroke: 3, shade: 0.12 }),
    outlined(svg, deck(0, 0.3, 0.3), { fill: hull, stroke: 3, shade: 0.12 }),
    ...windows,
    outlined(svg, roundRect(x + w * 0.04, y - h - w * 0.28, w * 0.08, w * 0.14, w * 0.02), {
      fill: funnel,
      stroke: 3,
      shade: 0.2,
    }),
    stroke(`M${x + w * 0.04} ${y - h - w * 0.25}h${w * 0.08}`, darken(funnel, 0.45), w * 0.018),
    outlined(svg, body, { fill: hull, stroke: 3.5, shade: 0.15, glint: true }),
    fill(
      polygon([
        [x - w * 0.47, y - h * 0.3],
        [x + w * 0.42, y - h * 0.3],
        [x + w * 0.4, y],
        [x - w * 0.42, y],
      ]),
      '#2d4f7a',
    ),
    fill(portholes.join(''), '#ffe9a0'),
  );
}

/** A red-and-white rescue helicopter hovering, with a motion-blurred rotor; `tilt` leans it into its approach. */
export function helicopter(svg: Svg, x: number, y: number, size: number, colour: string, tilt = -6): string {
  const s = size / 100;
  const body = smoothClosed(
    [
      [-40, -20],
      [-10, -42],
      [26, -40],
      [40, -22],
      [34, -6],
      [-30, -6],
    ],
    0.7,
  );
  const tail = polygon([
    [-34, -30],
    [-92, -38],
    [-94, -30],
    [-32, -16],
  ]);
  const window = smoothClosed(
    [
      [8, -36],
      [28, -34],
      [36, -22],
      [10, -22],
    ],
    0.5,
  );
  return group(
    { transform: `translate(${x} ${y}) rotate(${tilt}) scale(${s})` },
    line('M-30 0H36M-20 0l-6 -8M24 0l6 -8', '#4a4f5c', 4, 2),
    outlined(svg, tail, { fill: colour, stroke: 3.5, shade: 0.2 }),
    outlined(
      svg,
      polygon([
        [-104, -36],
        [-118, -62],
        [-108, -62],
        [-96, -36],
      ] as Point[]),
      {
        fill: colour,
        stroke: 3,
        shade: 0.2,
      },
    ),
    el('ellipse', { cx: -92, cy: -44, rx: 5, ry: 22, fill: '#e8eef5', opacity: 0.45 }),
    outlined(svg, body, { fill: '#ffffff', stroke: 4, shade: 0.18, glint: true }),
    fill('M-40 -20C-34 -10 30 -12 40 -22L34 -6H-30Z', colour),
    outlined(svg, window, { fill: '#7fd0f0', stroke: 3, shade: 0, glint: true }),
    stroke('M-6 -40V-50', '#4a4f5c', 5),
    el('ellipse', { cx: -4, cy: -52, rx: 95, ry: 7, fill: '#e8eef5', opacity: 0.55 }),
    stroke('M-96 -52H88', '#4a4f5c', 4, 0.8),
    outlined(svg, circle(-16, -24, 5), { fill: '#ffffff', stroke: 2, shade: 0 }),
    fill(`M-20 -24h8M-16 -28v8`, colour),
    stroke('M-20 -24h8M-16 -28v8', colour, 2.5),
  );
}

/** A small wooden fishing boat with a cabin, a mast and a lantern, its bow to the right. */
export function fishingBoat(svg: Svg, x: number, y: number, w: number, wood: string, cabin: string): string {
  const hull = smoothClosed(
    [
      [x - w * 0.5, y - w * 0.2],
      [x + w * 0.52, y - w * 0.24],
      [x + w * 0.34, y],
      [x - w * 0.4, y],
    ],
    0.35,
  );
  const mastX = x - w * 0.18;
  return group(
    {},
    soft(svg, x, y + 4, w * 0.6, w * 0.05, '#000000', 0.2, 5),
    line(`M${mastX} ${y - w * 0.2}V${y - w * 0.78}`, '#7a5130', w * 0.025, 2.5),
    stroke(`M${mastX} ${y - w * 0.74}L${x + w * 0.5} ${y - w * 0.24}`, '#5a3b25', 2),
    outlined(svg, roundRect(x - w * 0.05, y - w * 0.42, w * 0.3, w * 0.24, w * 0.03), {
      fill: cabin,
      stroke: 3.5,
      shade: 0.18,
    }),
    outlined(svg, roundRect(x + w * 0.02, y - w * 0.37, w * 0.09, w * 0.08, 3), { fill: '#ffe08a', stroke: 2.5 }),
    outlined(svg, roundRect(x + w * 0.14, y - w * 0.37, w * 0.09, w * 0.08, 3), { fill: '#ffe08a', stroke: 2.5 }),
    outlined(svg, hull, { fill: wood, stroke: 4, shade: 0.2, glint: true }),
    stroke(`M${x - w * 0.46} ${y - w * 0.13}L${x + w * 0.45} ${y - w * 0.16}`, lighten(wood, 0.35), w * 0.025),
    lantern(svg, mastX, y - w * 0.72, w * 0.07),
  );
}

/** A hanging lantern with a warm glow. */
function lantern(svg: Svg, x: number, y: number, r: number): string {
  return group(
    {},
    soft(svg, x, y, r * 3, r * 3, '#ffcf6b', 0.45, r * 1.5),
    outlined(svg, roundRect(x - r * 0.6, y - r * 0.8, r * 1.2, r * 1.6, r * 0.3), { fill: '#ffd98a', stroke: 2.5 }),
  );
}

/** A beach towel tied to a stick and waving in the wind: the castaway's flag. */
export function towelFlag(svg: Svg, x: number, y: number, h: number, colours: readonly [string, string]): string {
  const top = y - h;
  const w = h * 0.55;
  const edge = (dy: number): Point[] =>
    Array.from({ length: 5 }, (_, i): Point => [x + (w * i) / 4, top + dy + Math.sin(i * 1.5) * h * 0.05 + i * 4]);
  const upper = edge(0);
  const lower = edge(h * 0.34).reverse();
  const cloth = `${smoothOpen(upper, 0.6)}L${lower[0][0]} ${lower[0][1]}${smoothOpen(lower, 0.6).replace(/^M[^C]*/, '')}Z`;
  const stripes = [0.3, 0.65].map((t) => {
    const row = edge(h * 0.34 * t);
    return stroke(smoothOpen(row, 0.6), colours[1], h * 0.045);
  });
  const clip = svg.clip(el('path', { d: cloth }));
  return group(
    {},
    line(`M${x} ${y}L${x} ${top - h * 0.04}`, '#a0703f', h * 0.03, 3),
    outlined(svg, cloth, { fill: colours[0], stroke: 3.5, shade: 0.15 }),
    group({ 'clip-path': clip }, ...stripes),
    stroke(
      smoothOpen([[x + w + 12, top + 10] as Point, [x + w + 40, top + 2], [x + w + 60, top + 12]]),
      '#ffffff',
      3,
      0.7,
    ),
    stroke(
      smoothOpen([[x + w + 8, top + 40] as Point, [x + w + 34, top + 34], [x + w + 50, top + 44]]),
      '#ffffff',
      3,
      0.6,
    ),
  );
}

/** A signal flare high in the sky with its glow and a curling smoke trail down to where it was fired. */
export function flare(svg: Svg, from: Point, to: Point, colour: string): string {
  const [fx, fy] = from;
  const [tx, ty] = to;
  const trail = smoothOpen([from, [fx + (tx - fx) * 0.3, fy - (fy - ty) * 0.6], [tx - (tx - fx) * 0.15, ty - 10], to]);
  return group(
    {},
    stroke(trail, '#ffffff', 14, 0.35),
    stroke(trail, '#f4f0ea', 6, 0.6),
    soft(svg, tx, ty, 70, 70, colour, 0.45, 26),
    outlined(svg, circle(tx, ty, 12), { fill: lighten(colour, 0.3), stroke: 3, shade: 0, glint: true }),
    fill(ellipse(tx, ty, 5, 5), '#fff7d6'),
  );
}
