/** Clothes on the shoulders: each style is the torso in a colour plus the details that make it read. */
import { darken, lighten } from '../lib/color';
import type { Point } from '../lib/path';
import { circle, polar, polygon, roundRect, smoothClosed } from '../lib/path';
import { fill, outlined, stroke } from '../lib/shapes';
import type { Svg } from '../lib/svg';
import { el, group } from '../lib/svg';
import type { CharacterLook } from '../characters-look';
import { CENTER, torsoPath, torsoTop } from './anatomy';

const C = CENTER;
const T = torsoTop;

/** A small five-petal flower (Hawaiian shirt print). */
const flower = (x: number, y: number, r: number) =>
  Array.from({ length: 5 }, (_, i) => {
    const [px, py] = polar(x, y, r * 0.55, i * 72 + 10);
    return circle(px, py, r * 0.45);
  }).join('');

/** The neckline opening: skin showing in a V or U. */
const vNeck = (depth: number, half = 18) =>
  polygon([
    [C - half, T - 2],
    [C + half, T - 2],
    [C, T + depth],
  ]);

/** Two lapels folding out from the neck. */
function lapels(svg: Svg, colour: string, depth: number): string {
  const side = (s: -1 | 1) =>
    polygon([
      [C + s * 8, T - 2],
      [C + s * 40, T + 4],
      [C + s * 30, T + 24],
      [C + s * 4, T + depth],
    ]);
  return outlined(svg, side(-1) + side(1), { fill: colour, stroke: 3, shade: 0.12 });
}

const buttons = (xs: readonly number[], colour: string, from = T + 22) =>
  fill(xs.flatMap((bx) => [0, 1, 2].map((i) => circle(bx, from + i * 20, 3.4))).join(''), colour);

export function outfit(svg: Svg, look: CharacterLook): string {
  const { style, colour, accent } = look.outfit;
  const torso = torsoPath(style === 'spacesuit' ? 1.08 : 1);
  const base = (fillColour: string) =>
    outlined(svg, torso, { fill: fillColour, stroke: 5, shade: 0.2, shadeOffset: 12 });
  const clip = svg.clip(el('path', { d: torso }));
  const skin = look.skinTone;
  const inside = (...parts: string[]) => group({ 'clip-path': clip }, ...parts);
  switch (style) {
    case 'hawaiian': {
      const prints: [number, number][] = [
        [60, 215],
        [100, 245],
        [160, 210],
        [200, 240],
        [130, 258],
        [45, 250],
        [215, 205],
      ];
      return group(
        {},
        base(colour),
        inside(
          fill(prints.map(([px, py]) => flower(px, py, 12)).join(''), accent, 0.9),
          fill(prints.map(([px, py]) => circle(px, py, 3)).join(''), colour),
        ),
        outlined(svg, vNeck(34), { fill: skin, stroke: 3, shade: 0 }),
        lapels(svg, lighten(colour, 0.15), 34),
        buttons([C + 2], lighten(accent, 0.3), T + 44),
      );
    }
    case 'wetsuit':
      return group(
        {},
        base(colour),
        inside(fill(`M0 ${T + 8}Q60 ${T + 40} 74 262H0ZM256 ${T + 8}Q196 ${T + 40} 182 262H256Z`, accent)),
        outlined(svg, roundRect(C - 26, T - 10, 52, 16, 8), { fill: darken(colour, 0.1), stroke: 3, shade: 0 }),
        stroke(`M${C} ${T + 6}V262`, lighten(colour, 0.3), 3),
        outlined(svg, roundRect(C - 4, T + 8, 8, 16, 3), { fill: '#d0d6de', stroke: 2, shade: 0 }),
      );
    case 'vest': {
      const panel = (s: -1 | 1) =>
        polygon([
          [C + s * 14, T],
          [C + s * 100, T + 10],
          [C + s * 100, 262],
          [C + s * 16, 262],
        ]);
      const pockets = [-1, 1].map((s) => roundRect(C + s * 50 - 16, 216, 32, 26, 4)).join('');
      return group(
        {},
        base(accent),
        inside(
          outlined(svg, panel(-1) + panel(1), { fill: colour, stroke: 3, shade: 0.15 }),
          outlined(svg, pockets, { fill: darken(colour, 0.08), stroke: 2.5, shade: 0 }),
        ),
        outlined(svg, vNeck(22, 16), { fill: skin, stroke: 3, shade: 0 }),
      );
    }
    case 'tank':
    case 'lifeguard': {
      const tank = `M${C - 44} ${T + 2}L${C - 30} ${T + 2}Q${C} ${T + 36} ${C + 30} ${T + 2}L${C + 44} ${T + 2}Q${C + 60} ${T + 40} ${C + 66} 262H${C - 66}Q${C - 60} ${T + 40} ${C - 44} ${T + 2}Z`;
      const cross =
        style === 'lifeguard'
          ? outlined(svg, `M${C - 6} 220h12v10h10v12h-10v10h-12v-10h-10v-12h10Z`, {
              fill: accent,
              stroke: 2.5,
              shade: 0,
            })
          : '';
      return group({}, base(skin), inside(outlined(svg, tank, { fill: colour, stroke: 4, shade: 0.18 })), cross);
    }
    case 'chef': {
      const flap = `M${C - 36} ${T + 6}Q${C + 30} ${T + 20} ${C + 28} 262`;
      return group(
        {},
        base(colour),
        stroke(flap, darken(colour, 0.2), 3),
        buttons([C - 22, C + 40], darken(colour, 0.25), T + 28),
        outlined(
          svg,
          smoothClosed(
            [
              [C - 26, T - 6],
              [C + 26, T - 6],
              [C + 6, T + 20],
              [C, T + 30],
              [C - 6, T + 20],
            ],
            0.5,
          ),
          { fill: accent, stroke: 3, shade: 0.15 },
        ),
      );
    }
    case 'labcoat':
      return group(
        {},
        base(colour),
        outlined(svg, vNeck(62, 30), { fill: accent, stroke: 3, shade: 0.1 }),
        outlined(svg, vNeck(18, 14), { fill: skin, stroke: 2.5, shade: 0 }),
        lapels(svg, lighten(colour, 0.02), 62),
        outlined(svg, roundRect(C + 42, 224, 26, 24, 4), { fill: colour, stroke: 2.5, shade: 0 }),
        stroke(`M${C + 50} 228v-12`, '#3a86ff', 4),
      );
    case 'scout': {
      const pockets = [-1, 1].map((s) => roundRect(C + s * 44 - 15, 214, 30, 28, 4)).join('');
      return group(
        {},
        base(colour),
        inside(
          outlined(svg, pockets, { fill: lighten(colour, 0.08), stroke: 2.5, shade: 0 }),
          stroke(`M${C} ${T + 10}V262`, darken(colour, 0.25), 2.5),
        ),
        outlined(svg, vNeck(16, 14), { fill: skin, stroke: 2.5, shade: 0 }),
        outlined(
          svg,
          polygon([
            [C - 34, T - 4],
            [C + 34, T - 4],
            [C, T + 40],
          ]),
          { fill: accent, stroke: 3, shade: 0.15 },
        ),
        outlined(svg, circle(C, T + 12, 6), { fill: '#a0703f', stroke: 2, shade: 0 }),
      );
    }
    case 'coat': {
      const epaulette = (s: -1 | 1) => roundRect(C + s * 66 - 18, T + 2, 36, 12, 6);
      const fringe = [-1, 1]
        .map((s) => Array.from({ length: 5 }, (_, i) => `M${C + s * 66 - 14 + i * 7} ${T + 14}v8`).join(''))
        .join('');
      return group(
        {},
        base(colour),
        outlined(svg, vNeck(46, 22), { fill: '#fbf6ea', stroke: 3, shade: 0.08 }),
        stroke(`M${C - 8} ${T + 10}l8 8l8 -8M${C - 8} ${T + 22}l8 8l8 -8`, '#d8cfc0', 2),
        lapels(svg, darken(colour, 0.15), 46),
        stroke(`M${C - 30} ${T + 24}L${C - 8} ${T + 46}M${C + 30} ${T + 24}L${C + 8} ${T + 46}`, accent, 3),
        buttons([C - 28, C + 28], accent, T + 54),
        outlined(svg, epaulette(-1) + epaulette(1), { fill: accent, stroke: 2.5, shade: 0.15 }),
        stroke(fringe, darken(accent, 0.1), 3),
      );
    }
    case 'spacesuit':
      return group(
        {},
        base(colour),
        inside(fill(`M0 ${T + 40}h256v14H0Z`, accent, 0.9)),
        outlined(svg, roundRect(C - 42, T - 12, 84, 20, 10), { fill: '#b8c0cc', stroke: 3, shade: 0.15 }),
        outlined(svg, roundRect(C - 24, 214, 48, 30, 6), { fill: '#d8dee8', stroke: 2.5, shade: 0.1 }),
        fill(`${circle(C - 12, 226, 4)}${circle(C, 226, 4)}${circle(C + 12, 226, 4)}`, '#e63946'),
        fill(roundRect(C - 16, 234, 32, 5, 2), '#3aa357'),
      );
    case 'robe':
    case 'gi': {
      const wrap = `M${C - 30} ${T - 2}L${C + 36} 262M${C + 30} ${T - 2}L${C + 8} ${T + 28}`;
      const trim = style === 'robe' ? accent : lighten(colour, 0.25);
      const mask =
        style === 'gi'
          ? outlined(svg, roundRect(C - 30, T - 14, 60, 22, 10), { fill: lighten(colour, 0.1), stroke: 3, shade: 0.15 })
          : '';
      return group(
        {},
        base(colour),
        outlined(svg, vNeck(30, 24), { fill: skin, stroke: 3, shade: 0 }),
        stroke(wrap, trim, 12),
        stroke(wrap, darken(trim, 0.4), 1.5, 0.4),
        inside(fill(`M0 246h256v10H0Z`, style === 'robe' ? darken(accent, 0.15) : accent)),
        mask,
      );
    }
    case 'suit':
      return group(
        {},
        base(colour),
        outlined(svg, vNeck(50, 24), { fill: '#f4f0ea', stroke: 3, shade: 0.08 }),
        lapels(svg, darken(colour, 0.2), 50),
        outlined(svg, `M${C} ${T + 8}l-16 -8v16ZM${C} ${T + 8}l16 -8v16Z`, { fill: accent, stroke: 2.5, shade: 0.1 }),
        fill(circle(C, T + 8, 4), darken(accent, 0.2)),
      );
    case 'plating': {
      const rivets = [50, 90, 166, 206].map((rx) => circle(rx, 224, 3)).join('');
      return group(
        {},
        base(colour),
        inside(
          stroke(`M${C - 40} ${T}V262M${C + 40} ${T}V262M0 206H256`, darken(colour, 0.2), 3),
          fill(rivets, darken(colour, 0.3)),
        ),
        outlined(svg, roundRect(C - 20, T - 16, 40, 24, 6), { fill: darken(colour, 0.1), stroke: 3, shade: 0.1 }),
      );
    }
    case 'shells': {
      const shell = (sx: number): string => {
        const ribs: Point[] = Array.from({ length: 7 }, (_, i) => polar(sx, 262, 34, 200 + i * 23.3));
        return smoothClosed([[sx - 30, 262], ...ribs.slice(1, 6), [sx + 30, 262]], 0.5);
      };
      const straps = stroke(`M${C - 42} 236L${C - 50} ${T + 4}M${C + 42} 236L${C + 50} ${T + 4}`, accent, 5);
      return group(
        {},
        base(skin),
        inside(
          straps,
          outlined(svg, shell(C - 36) + shell(C + 36), { fill: colour, stroke: 3, shade: 0.2, glint: true }),
          stroke(
            [C - 36, C + 36].map((sx) => [-20, 0, 20].map((dx) => `M${sx} 262L${sx + dx} 236`).join('')).join(''),
            darken(colour, 0.2),
            2,
          ),
        ),
      );
    }
    case 'scales': {
      const rows = Array.from({ length: 5 }, (_, r) =>
        Array.from({ length: 10 }, (_, i) => `M${i * 28 + (r % 2) * 14} ${T + 4 + r * 16}a14 14 0 0 0 28 0`).join(''),
      ).join('');
      return group(
        {},
        base(colour),
        inside(
          stroke(rows, darken(colour, 0.2), 2.5),
          fill(`M${C - 34} 262Q${C} ${T + 30} ${C + 34} 262Z`, accent, 0.85),
        ),
        outlined(svg, vNeck(20, 18), { fill: skin, stroke: 3, shade: 0 }),
      );
    }
  }
}
