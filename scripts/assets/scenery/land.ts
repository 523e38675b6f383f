/** Land pieces: distant islands, beach and dune bands, rocks, bushes, grass and sparkles. */
import { darken, lighten } from '../lib/color';
import type { Point } from '../lib/path';
import { ring, smoothClosed, smoothOpen } from '../lib/path';
import type { Random } from '../lib/random';
import { outlined, stroke } from '../lib/shapes';
import type { Svg } from '../lib/svg';
import { group } from '../lib/svg';

/** A far island on the horizon: a hazy hump with a few tiny palm tufts. */
export function farIsland(svg: Svg, x: number, y: number, w: number, h: number, colour: string, rnd: Random): string {
  const hump: Point[] = [[x - w / 2, y]];
  for (let i = 1; i < 6; i += 1) {
    const t = i / 6;
    hump.push([x - w / 2 + t * w, y - h * Math.pow(Math.sin(Math.PI * t), 0.8) * rnd.range(0.8, 1.1)]);
  }
  hump.push([x + w / 2, y]);
  const tufts = Array.from({ length: 3 }, () => {
    const tx = x + rnd.range(-w * 0.25, w * 0.25);
    const ty = y - h * 0.85;
    return smoothClosed(
      [
        [tx - h * 0.35, ty],
        [tx, ty - h * 0.3],
        [tx + h * 0.35, ty],
        [tx, ty - h * 0.05],
      ],
      0.6,
    );
  }).join('');
  return group(
    {},
    outlined(svg, `${smoothOpen(hump, 0.8)}Z${tufts}`, {
      fill: colour,
      outline: darken(colour, 0.15),
      stroke: 2,
      shade: 0.08,
    }),
  );
}

/** A band of land whose top edge follows `edge` (left to right) and that fills down to the bottom of the picture. */
export function landBand(svg: Svg, edge: readonly Point[], colour: string, strokeWidth = 6, shade = 0.12): string {
  const last = edge[edge.length - 1];
  const d = `${smoothOpen(edge, 0.8)}L${last[0]} ${svg.height + 20}L${edge[0][0]} ${svg.height + 20}Z`;
  return outlined(svg, d, { fill: colour, stroke: strokeWidth, shade, shadeOffset: 18 });
}

/** A rounded boulder. */
export function rock(svg: Svg, x: number, y: number, r: number, colour: string, rnd: Random): string {
  const points = ring(x, y - r * 0.45, r, r * 0.65, 8, () => rnd.range(0.85, 1.1)).map(
    ([px, py]): Point => [px, Math.min(py, y)],
  );
  return outlined(svg, smoothClosed(points, 0.9), {
    fill: colour,
    stroke: Math.max(3, r * 0.08),
    glint: true,
    shade: 0.2,
  });
}

/** A leafy bush: a few overlapping leaf blobs in two greens. */
export function bush(svg: Svg, x: number, y: number, r: number, colour: string, rnd: Random): string {
  const lobes = Array.from({ length: 5 }, (_, i) => {
    const cx = x + (i - 2) * r * 0.42;
    const cy = y - r * (0.35 + 0.35 * Math.sin((Math.PI * (i + 0.5)) / 5));
    return smoothClosed(
      ring(cx, cy, r * 0.48, r * 0.42, 7, () => rnd.range(0.85, 1.12)),
      0.9,
    );
  });
  return group(
    {},
    outlined(svg, lobes.join(''), { fill: colour, stroke: Math.max(3, r * 0.07), shade: 0.22, glint: true }),
    ...lobes.slice(1, 4).map((_, i) =>
      stroke(
        smoothOpen([
          [x - r * 0.3 + i * r * 0.3, y - r * 0.2],
          [x - r * 0.25 + i * r * 0.3, y - r * 0.5],
        ]),
        darken(colour, 0.25),
        3,
        0.6,
      ),
    ),
  );
}

/** Tufts of beach grass. */
export function grass(x: number, y: number, h: number, colour: string): string {
  const blades = [-0.5, -0.2, 0.1, 0.4].map((k) =>
    smoothOpen([
      [x + k * h * 0.3, y],
      [x + k * h * 0.5, y - h * 0.6],
      [x + k * h * 1.1, y - h],
    ]),
  );
  return group(
    {},
    ...blades.map((b) => stroke(b, darken(colour, 0.45), 7)),
    ...blades.map((b) => stroke(b, colour, 3.5)),
  );
}

/** Shells, pebbles and other small scatter on sand. */
export function pebbles(
  svg: Svg,
  rnd: Random,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  colour: string,
  count: number,
): string {
  return group(
    {},
    ...Array.from({ length: count }, () => {
      const x = rnd.range(x0, x1);
      const y = rnd.range(y0, y1);
      const r = rnd.range(3, 7) * (0.6 + (y - y0) / (y1 - y0 + 1));
      return outlined(svg, smoothClosed(ring(x, y, r, r * 0.6, 6, () => rnd.range(0.85, 1.1))), {
        fill: lighten(colour, rnd.range(0, 0.3)),
        stroke: 2,
        shade: 0.1,
      });
    }),
  );
}

/** A flagstone path from a doorway at (x, top) down to the bottom edge, widening with perspective. */
export function flagstones(svg: Svg, rnd: Random, x: number, top: number, bottom: number, colour: string): string {
  const rows = 6;
  const stones: string[] = [];
  for (let r = 0; r < rows; r += 1) {
    const t0 = Math.pow(r / rows, 1.3);
    const t1 = Math.pow((r + 1) / rows, 1.3);
    const y0 = top + (bottom - top) * t0 + 3;
    const y1 = top + (bottom - top) * t1 - 3;
    const half = 40 + 150 * t1;
    const count = r < 2 ? 2 : 3;
    for (let c = 0; c < count; c += 1) {
      const x0 = x - half + (2 * half * c) / count + 4;
      const x1 = x - half + (2 * half * (c + 1)) / count - 4;
      const jitter = () => rnd.range(-3, 3);
      stones.push(
        smoothClosed(
          [
            [x0 + jitter(), y0],
            [x1 + jitter(), y0],
            [x1 + jitter(), y1],
            [x0 + jitter(), y1],
          ],
          0.25,
        ),
      );
    }
  }
  return outlined(svg, stones.join(''), { fill: colour, stroke: 3, shade: 0.15, shadeOffset: 5 });
}
