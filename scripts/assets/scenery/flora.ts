/** Plants beyond palms: jungle leaves, vines, hibiscus flowers, cacti and bleached bones. */
import { darken, lighten } from '../lib/color';
import type { Point } from '../lib/path';
import { circle, ellipse, polar, roundRect, smoothClosed, smoothOpen } from '../lib/path';
import { fill, line, outlined, stroke } from '../lib/shapes';
import type { Svg } from '../lib/svg';
import { group } from '../lib/svg';

/** A big glossy jungle leaf from (x, y) toward `angle` degrees, with a midrib and veins. */
export function jungleLeaf(svg: Svg, x: number, y: number, length: number, angle: number, colour: string): string {
  const a = (angle * Math.PI) / 180;
  const along = (t: number, side: number): Point => {
    const w = Math.sin(Math.PI * Math.min(1, t * 1.05)) * length * 0.28 * side;
    return [
      x + Math.cos(a) * length * t - Math.sin(a) * w,
      y + Math.sin(a) * length * t + Math.cos(a) * w + t * t * length * 0.15,
    ];
  };
  const outline = smoothClosed(
    [
      [x, y],
      ...[0.2, 0.45, 0.7, 0.9].map((t) => along(t, 1)),
      along(1, 0),
      ...[0.9, 0.7, 0.45, 0.2].map((t) => along(t, -1)),
    ],
    0.8,
  );
  const rib = smoothOpen([0, 0.3, 0.6, 0.95].map((t) => along(t, 0)));
  const veins = [0.25, 0.45, 0.65]
    .flatMap((t) => [1, -1].map((side) => `M${along(t, 0).join(' ')}L${along(t + 0.12, side * 0.7).join(' ')}`))
    .join('');
  return group(
    {},
    outlined(svg, outline, { fill: colour, stroke: 4, shade: 0.25, glint: true }),
    stroke(rib, darken(colour, 0.35), 3),
    stroke(veins, darken(colour, 0.3), 2, 0.7),
  );
}

/** A hanging vine with small leaves. */
export function vine(svg: Svg, x: number, y: number, length: number, colour: string): string {
  const points: Point[] = Array.from({ length: 7 }, (_, i) => [x + Math.sin(i * 1.3) * 10, y + (length * i) / 6]);
  const leaves = points.slice(1).map(([px, py], i) =>
    outlined(svg, ellipse(px + (i % 2 ? 9 : -9), py, 9, 5), {
      fill: lighten(colour, 0.1),
      stroke: 2.5,
      shade: 0.15,
      transform: `rotate(${i % 2 ? 30 : -30} ${px} ${py})`,
    }),
  );
  return group({}, line(smoothOpen(points), colour, 3.5, 2), ...leaves);
}

/** A five-petal hibiscus flower. */
export function hibiscus(svg: Svg, x: number, y: number, r: number, colour: string, rotation = 0): string {
  const petals = Array.from({ length: 5 }, (_, i) => {
    const a = rotation + i * 72;
    const [px, py] = polar(x, y, r * 0.55, a);
    return smoothClosed(
      [
        [x, y],
        polar(px, py, r * 0.45, a - 70),
        polar(x, y, r, a - 18),
        polar(x, y, r * 1.02, a + 12),
        polar(px, py, r * 0.45, a + 70),
      ],
      0.9,
    );
  }).join('');
  const [sx, sy] = polar(x, y, r * 0.75, rotation - 50);
  return group(
    {},
    outlined(svg, petals, { fill: colour, stroke: Math.max(2.5, r * 0.06), shade: 0.18, glint: true }),
    fill(circle(x, y, r * 0.22), darken(colour, 0.35)),
    line(`M${x} ${y}L${sx} ${sy}`, '#ffd23f', r * 0.06, 1.5),
    fill(circle(sx, sy, r * 0.07), '#ffd23f'),
  );
}

/** A saguaro cactus with two arms. */
export function cactus(svg: Svg, x: number, y: number, h: number, colour: string): string {
  const w = h * 0.2;
  const arm = (side: 1 | -1, at: number, up: number) => {
    const ax = x + side * w * 0.5;
    const ay = y - h * at;
    const outer = ax + side * w * 1.1;
    return (
      `M${ax} ${ay - w * 0.45}H${outer - side * w * 0.45}Q${outer} ${ay - w * 0.45} ${outer} ${ay - w * 0.9}V${ay - h * up}` +
      `A${w * 0.35} ${w * 0.35} 0 0 ${side > 0 ? 0 : 1} ${outer - side * w * 0.7} ${ay - h * up}V${ay - w * 0.9}Q${outer - side * w * 0.7} ${ay + w * 0.15} ${ax} ${ay + w * 0.15}Z`
    );
  };
  const trunk = roundRect(x - w / 2, y - h, w, h, w / 2);
  return group(
    {},
    outlined(svg, `${arm(-1, 0.45, 0.35)}${arm(1, 0.6, 0.3)}${trunk}`, {
      fill: colour,
      stroke: 4,
      shade: 0.22,
      glint: true,
    }),
    stroke(
      `M${x - w * 0.15} ${y - h * 0.9}V${y - 6}M${x + w * 0.15} ${y - h * 0.9}V${y - 6}`,
      darken(colour, 0.25),
      2.5,
      0.7,
    ),
  );
}

/** A bleached cattle skull half buried in sand. */
export function skull(svg: Svg, x: number, y: number, size: number, bone: string): string {
  const k = size / 60;
  const head = smoothClosed(
    [
      [-18, -6],
      [-16, -22],
      [0, -28],
      [16, -22],
      [18, -6],
      [8, 8],
      [-8, 8],
    ],
    0.8,
  );
  const horns =
    'M-14 -20C-30 -24 -40 -34 -38 -46C-32 -36 -24 -30 -12 -28ZM14 -20C30 -24 40 -34 38 -46C32 -36 24 -30 12 -28Z';
  return group(
    { transform: `translate(${x} ${y}) scale(${k})` },
    outlined(svg, horns + head, { fill: bone, stroke: 3, shade: 0.18 }),
    fill(
      `${ellipse(-7, -12, 4.5, 5.5)}${ellipse(7, -12, 4.5, 5.5)}${ellipse(-2.5, 2, 1.5, 2.5)}${ellipse(2.5, 2, 1.5, 2.5)}`,
      darken(bone, 0.6),
    ),
  );
}
