/** Palm trees: a tapered ringed trunk and drooping serrated fronds, the signature shape of every island. */
import { darken, lighten } from '../lib/color';
import type { Point } from '../lib/path';
import { circle, smoothClosed, smoothOpen } from '../lib/path';
import { outlined, stroke } from '../lib/shapes';
import type { Svg } from '../lib/svg';
import { group } from '../lib/svg';

export interface PalmOptions {
  x: number;
  y: number;
  height: number;
  /** Horizontal offset of the crown relative to the base, as a fraction of the height. */
  lean: number;
  trunk: string;
  leaves: string;
  /** Number of fronds (default 7). */
  fronds?: number;
  coconuts?: boolean;
  /** Dead palms (zombie island) have fewer, drooping, torn fronds. */
  withered?: boolean;
  stroke?: number;
}

/** One frond from the crown at `angle` degrees: a drooping spine with fingers on both sides. */
function frond(
  crown: Point,
  angle: number,
  length: number,
  droop: number,
  width: number,
  torn: boolean,
): { outline: string; spine: string } {
  const a = (angle * Math.PI) / 180;
  const spine = (t: number): Point => [
    crown[0] + Math.cos(a) * length * t,
    crown[1] + Math.sin(a) * length * t + droop * length * t * t,
  ];
  const steps = 22;
  const upper: Point[] = [];
  const lower: Point[] = [];
  for (let i = 0; i <= steps; i += 1) {
    const t = i / steps;
    const [x, y] = spine(t);
    const [nx, ny] = spine(Math.min(1, t + 0.01));
    const len = Math.hypot(nx - x, ny - y) || 1;
    const normal: Point = [-(ny - y) / len, (nx - x) / len];
    const finger = i % 2 === 0 ? 1 : 0.3;
    const cut = torn && i > steps * 0.6 && i % 3 === 0 ? 0.2 : 1;
    const w = width * Math.pow(Math.sin(Math.PI * Math.min(1, 0.12 + t * 0.95)), 0.6) * finger * cut;
    upper.push([x + normal[0] * w * 0.8, y + normal[1] * w * 0.8]);
    lower.push([x - normal[0] * w * 1.1 + 0, y - normal[1] * w * 1.1 + w * 0.35]);
  }
  const outline = smoothClosed([crown, ...upper.slice(1), spine(1), ...lower.slice(1).reverse()], 0.55);
  const spinePoints = Array.from({ length: 8 }, (_, i) => spine(i / 7));
  return { outline, spine: smoothOpen(spinePoints) };
}

export function palm(svg: Svg, o: PalmOptions): string {
  const s = o.stroke ?? Math.max(3, o.height / 70);
  const top: Point = [o.x + o.lean * o.height, o.y - o.height];
  const mid: Point = [o.x + o.lean * o.height * 0.25, o.y - o.height * 0.5];
  const trunkAt = (t: number): Point => {
    const u = 1 - t;
    return [u * u * o.x + 2 * u * t * mid[0] + t * t * top[0], u * u * o.y + 2 * u * t * mid[1] + t * t * top[1]];
  };
  const base = o.height * 0.075;
  const left: Point[] = [];
  const right: Point[] = [];
  const rings: string[] = [];
  for (let i = 0; i <= 10; i += 1) {
    const t = i / 10;
    const [x, y] = trunkAt(t);
    const w = base * (1.2 - 0.6 * t) * (i === 0 ? 1.35 : 1);
    left.push([x - w, y]);
    right.push([x + w, y]);
    if (i > 0 && i < 10)
      rings.push(
        stroke(
          smoothOpen([
            [x - w * 0.95, y - w * 0.25],
            [x, y + w * 0.12],
            [x + w * 0.95, y - w * 0.25],
          ]),
          darken(o.trunk, 0.3),
          s * 0.8,
        ),
      );
  }
  const trunk = outlined(svg, smoothClosed([...left, ...right.reverse()], 0.3), {
    fill: o.trunk,
    stroke: s,
    shadeOffset: base * 0.5,
  });

  const count = o.fronds ?? 7;
  const length = o.height * (o.withered ? 0.45 : 0.58);
  const behind: string[] = [];
  const front: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const spread = o.withered ? 150 : 200;
    const angle = -90 - spread / 2 + (spread * i) / (count - 1) + o.lean * 30;
    const side = Math.cos((angle * Math.PI) / 180);
    // Side fronds arc out and hang; the upright ones only bend a little.
    const droop = o.withered ? 1.6 : 0.25 + Math.abs(side) * 0.75;
    const f = frond(top, angle, length * (0.8 + 0.25 * Math.abs(side)), droop, length * 0.13, Boolean(o.withered));
    const colour = i % 2 ? o.leaves : lighten(o.leaves, 0.08);
    const markup =
      outlined(svg, f.outline, { fill: colour, stroke: s, shade: 0.25, shadeOffset: s * 1.4 }) +
      stroke(f.spine, darken(colour, 0.35), s * 0.7);
    (Math.abs(side) > 0.5 ? behind : front).push(markup);
  }
  const nuts = o.coconuts
    ? [-1, 0, 1]
        .map((k) =>
          outlined(svg, circle(top[0] + k * base * 0.9, top[1] + base * (k === 0 ? 1.1 : 0.6), base * 0.62), {
            fill: '#7a4a26',
            stroke: s * 0.8,
            glint: true,
          }),
        )
        .join('')
    : '';
  return group({}, ...behind, trunk, ...rings, nuts, ...front);
}
