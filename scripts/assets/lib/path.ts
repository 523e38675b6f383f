/** Path data builders: smooth organic outlines from a few points, and the usual geometric primitives. */
import { num } from './svg';

export type Point = readonly [number, number];

const pt = ([x, y]: Point) => `${num(x)} ${num(y)}`;

/** Catmull-Rom segment from p1 to p2 as one cubic Bézier (tension 1 = classic spline, lower = tighter). */
function segment(p0: Point, p1: Point, p2: Point, p3: Point, tension: number): string {
  const k = tension / 6;
  const c1: Point = [p1[0] + (p2[0] - p0[0]) * k, p1[1] + (p2[1] - p0[1]) * k];
  const c2: Point = [p2[0] - (p3[0] - p1[0]) * k, p2[1] - (p3[1] - p1[1]) * k];
  return `C${pt(c1)} ${pt(c2)} ${pt(p2)}`;
}

/** A closed smooth curve through every point: blobs, bushes, hair, islands. */
export function smoothClosed(points: readonly Point[], tension = 1): string {
  const n = points.length;
  const at = (i: number) => points[(i + n) % n];
  const parts = [`M${pt(points[0])}`];
  for (let i = 0; i < n; i += 1) parts.push(segment(at(i - 1), at(i), at(i + 1), at(i + 2), tension));
  return `${parts.join('')}Z`;
}

/** An open smooth curve through the points (the ends repeat themselves as neighbours). */
export function smoothOpen(points: readonly Point[], tension = 1): string {
  const n = points.length;
  const at = (i: number) => points[Math.min(n - 1, Math.max(0, i))];
  const parts = [`M${pt(points[0])}`];
  for (let i = 0; i < n - 1; i += 1) parts.push(segment(at(i - 1), at(i), at(i + 1), at(i + 2), tension));
  return parts.join('');
}

export const polygon = (points: readonly Point[]): string => `M${points.map(pt).join('L')}Z`;

export const polyline = (points: readonly Point[]): string => `M${points.map(pt).join('L')}`;

export function roundRect(x: number, y: number, w: number, h: number, r: number): string {
  const c = Math.min(r, w / 2, h / 2);
  return (
    `M${num(x + c)} ${num(y)}H${num(x + w - c)}A${num(c)} ${num(c)} 0 0 1 ${num(x + w)} ${num(y + c)}` +
    `V${num(y + h - c)}A${num(c)} ${num(c)} 0 0 1 ${num(x + w - c)} ${num(y + h)}H${num(x + c)}` +
    `A${num(c)} ${num(c)} 0 0 1 ${num(x)} ${num(y + h - c)}V${num(y + c)}A${num(c)} ${num(c)} 0 0 1 ${num(x + c)} ${num(y)}Z`
  );
}

export const ellipse = (cx: number, cy: number, rx: number, ry: number): string =>
  `M${num(cx - rx)} ${num(cy)}A${num(rx)} ${num(ry)} 0 1 0 ${num(cx + rx)} ${num(cy)}` +
  `A${num(rx)} ${num(ry)} 0 1 0 ${num(cx - rx)} ${num(cy)}Z`;

export const circle = (cx: number, cy: number, r: number): string => ellipse(cx, cy, r, r);

/** The point at `angle` degrees (0 = right, 90 = down) and distance r from the centre. */
export function polar(cx: number, cy: number, r: number, angle: number): Point {
  const a = (angle * Math.PI) / 180;
  return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
}

/** A star (or sun burst) alternating outer and inner radius; rounded when `smooth`. */
export function star(cx: number, cy: number, outer: number, inner: number, tips: number, rotation = -90): Point[] {
  return Array.from({ length: tips * 2 }, (_, i) => polar(cx, cy, i % 2 ? inner : outer, rotation + (i * 180) / tips));
}

/** Points of a circle perturbed by `wobble(angle index)`: the base of every blob shape. */
export function ring(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  count: number,
  wobble: (i: number) => number = () => 1,
): Point[] {
  return Array.from({ length: count }, (_, i) => {
    const a = (i / count) * Math.PI * 2;
    const k = wobble(i);
    return [cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k] as const;
  });
}

/** A band from a wavy top edge down to `bottom`: sea swells, dunes, hills. */
export function waveBand(
  x0: number,
  x1: number,
  y: number,
  amplitude: number,
  wavelength: number,
  phase: number,
  bottom: number,
): string {
  const points: Point[] = [];
  const step = wavelength / 8;
  for (let x = x0 - step; x <= x1 + step; x += step) {
    points.push([x, y + Math.sin(((x + phase) / wavelength) * Math.PI * 2) * amplitude]);
  }
  const last = points[points.length - 1];
  return `${smoothOpen(points)}L${num(last[0])} ${num(bottom)}L${num(points[0][0])} ${num(bottom)}Z`;
}
