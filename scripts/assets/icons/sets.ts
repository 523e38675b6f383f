/** The stat, item-functionality and UI icon sets (128×128, transparent). */
import { palette, statColors } from '../../../src/core/palette';
import { darken, lighten } from '../lib/color';
import { circle, ellipse, polygon, roundRect, smoothClosed } from '../lib/path';
import { fill, line, outlined, stroke } from '../lib/shapes';
import { Svg, group } from '../lib/svg';
import { bottleShape } from '../ui/bottle-shape';
import { ICON } from './effects';
import { brain, coin, drop, drumstick, heart, padlock, star } from './symbols';

const C = ICON / 2;
type Draw = (svg: Svg) => string;

export const statIcons: Record<'health' | 'hunger' | 'thirst' | 'sanity', Draw> = {
  health: (svg) => heart(svg, C, C + 4, 112, statColors.health),
  hunger: (svg) => drumstick(svg, C - 2, C + 2, 104, statColors.hunger),
  thirst: (svg) => drop(svg, C, C + 6, 108, statColors.thirst),
  sanity: (svg) => brain(svg, C, C + 6, 104, statColors.sanity),
};

/** A rounded tile in the functionality's colour, so items read at a glance like the stat they restore. */
const tile = (svg: Svg, colour: string) =>
  outlined(svg, roundRect(8, 8, 112, 112, 28), { fill: colour, stroke: 5, shade: 0.2, glint: true });

export const itemIcons: Record<'heal' | 'food' | 'drink' | 'mind' | 'intercambiable' | 'none', Draw> = {
  heal: (svg) =>
    group(
      {},
      tile(svg, lighten(statColors.health, 0.55)),
      outlined(svg, roundRect(26, 40, 76, 58, 12), { fill: '#ffffff', stroke: 5, shade: 0.15 }),
      outlined(svg, roundRect(48, 30, 32, 14, 5), { fill: '#d8d0c4', stroke: 4, shade: 0 }),
      fill(`M${C - 6} 52h12v10h10v12h-10v10h-12v-10h-10v-12h10Z`, statColors.health),
    ),
  food: (svg) =>
    group(
      {},
      tile(svg, lighten(statColors.hunger, 0.5)),
      outlined(svg, `M34 78C30 50 56 30 90 30C96 30 100 34 96 38C70 44 56 64 60 92C62 100 38 98 34 78Z`, {
        fill: '#ffd23f',
        stroke: 5,
        shade: 0.22,
        glint: true,
      }),
      outlined(svg, roundRect(86, 26, 12, 12, 4), { fill: '#7a5a2a', stroke: 3, shade: 0 }),
    ),
  drink: (svg) =>
    group(
      {},
      tile(svg, lighten(statColors.thirst, 0.5)),
      outlined(svg, circle(C, 74, 34), { fill: '#8a5a33', stroke: 5, shade: 0.25, glint: true }),
      outlined(svg, ellipse(C, 50, 28, 9), { fill: '#fdf6e3', stroke: 3, shade: 0.1 }),
      line(`M${C + 6} 50L${C + 26} 14`, '#ff6f59', 6, 3),
      outlined(
        svg,
        smoothClosed(
          [
            [C - 34, 44],
            [C - 22, 26],
            [C - 10, 42],
          ],
          0.6,
        ),
        { fill: '#ff8fab', stroke: 3, shade: 0.1 },
      ),
    ),
  mind: (svg) =>
    group(
      {},
      tile(svg, lighten(statColors.sanity, 0.5)),
      outlined(
        svg,
        `M${C} 40Q${C - 20} 30 24 36V96Q${C - 20} 90 ${C} 100Q${C + 20} 90 104 96V36Q${C + 20} 30 ${C} 40Z`,
        { fill: '#fffdf5', stroke: 5, shade: 0.12 },
      ),
      stroke(`M${C} 42V98`, darken('#fffdf5', 0.3), 3),
      stroke(
        `M34 52q12 -4 22 0M34 64q12 -4 22 0M34 76q12 -4 22 0M72 52q12 -4 22 0M72 64q12 -4 22 0`,
        statColors.sanity,
        3,
        0.8,
      ),
    ),
  intercambiable: (svg) =>
    group(
      {},
      tile(svg, lighten(palette.seaTeal, 0.45)),
      line(`M30 52a34 30 0 0 1 60 -8`, palette.seaDeep, 8, 3),
      outlined(
        svg,
        polygon([
          [80, 36],
          [100, 50],
          [84, 60],
        ]),
        { fill: palette.seaDeep, stroke: 3, shade: 0 },
      ),
      line(`M98 78a34 30 0 0 1 -60 8`, palette.sunsetCoral, 8, 3),
      outlined(
        svg,
        polygon([
          [48, 94],
          [28, 80],
          [44, 70],
        ]),
        { fill: palette.sunsetCoral, stroke: 3, shade: 0 },
      ),
      coin(svg, C, C + 2, 36, palette.sunYellow),
    ),
  none: (svg) =>
    group(
      {},
      tile(svg, '#d6d2cc'),
      outlined(
        svg,
        polygon([
          [28, 50],
          [C, 36],
          [100, 50],
          [100, 92],
          [C, 106],
          [28, 92],
        ]),
        { fill: '#c8945a', stroke: 5, shade: 0.2 },
      ),
      stroke(`M28 50L${C} 64L100 50M${C} 64V106`, darken('#c8945a', 0.4), 3.5),
      stroke(`M40 48L88 40`, '#e8c89a', 6, 0.8),
    ),
};

export const uiIcons: Record<string, Draw> = {
  backpack: (svg) =>
    group(
      {},
      line(`M46 34q18 -22 36 0`, '#7a4a26', 7, 3),
      outlined(svg, roundRect(24, 30, 80, 86, 26), { fill: '#e07a3a', stroke: 5, shade: 0.22, glint: true }),
      outlined(svg, roundRect(36, 70, 56, 36, 10), { fill: '#c8602a', stroke: 4, shade: 0.15 }),
      outlined(svg, roundRect(24, 30, 80, 34, 22), { fill: '#f08a4a', stroke: 5, shade: 0.15 }),
      outlined(svg, roundRect(58, 54, 12, 16, 4), { fill: palette.sunYellow, stroke: 3, shade: 0 }),
    ),
  bottle: (svg) =>
    group({ transform: 'translate(64 64) rotate(-30) scale(0.38) translate(-128 -200)' }, bottleShape(svg, false)),
  exit: (svg) =>
    group(
      {},
      outlined(svg, roundRect(22, 16, 58, 96, 8), { fill: '#b0713f', stroke: 5, shade: 0.2 }),
      outlined(
        svg,
        polygon([
          [30, 24],
          [64, 32],
          [64, 112],
          [30, 104],
        ]),
        { fill: '#6b3f22', stroke: 4, shade: 0 },
      ),
      fill(circle(56, 70, 4), palette.sunYellow),
      line(`M66 64H106`, palette.sunsetCoral, 10, 3),
      outlined(
        svg,
        polygon([
          [96, 48],
          [118, 64],
          [96, 80],
        ]),
        { fill: palette.sunsetCoral, stroke: 3.5, shade: 0 },
      ),
    ),
  music: (svg) =>
    group(
      {},
      line(`M48 94V30L102 20V84`, palette.nightIndigo, 8, 3),
      outlined(svg, `M48 28L102 18V36L48 46Z`, { fill: palette.nightIndigo, stroke: 3, shade: 0 }),
      outlined(svg, ellipse(36, 96, 16, 12) + ellipse(90, 86, 16, 12), {
        fill: palette.seaTeal,
        stroke: 5,
        shade: 0.2,
        glint: true,
      }),
    ),
  settings: (svg) =>
    group(
      {},
      outlined(svg, Array.from({ length: 8 }, (_, i) => gearTooth(i * 45)).join('') + circle(C, C, 38), {
        fill: '#9aa7b8',
        stroke: 5,
        shade: 0.22,
        glint: true,
      }),
      outlined(svg, circle(C, C, 16), { fill: '#e8ecf2', stroke: 4, shade: 0.1 }),
    ),
  home: (svg) =>
    group(
      {},
      outlined(svg, roundRect(28, 58, 72, 56, 8), { fill: palette.sand, stroke: 5, shade: 0.2 }),
      outlined(svg, roundRect(54, 80, 20, 34, 5), { fill: '#8a5a33', stroke: 4, shade: 0.1 }),
      outlined(
        svg,
        smoothClosed(
          [
            [12, 66],
            [C, 14],
            [116, 66],
            [C, 54],
          ],
          0.2,
        ),
        { fill: '#d9a441', stroke: 5, shade: 0.2, glint: true },
      ),
      stroke(`M36 54l14 -10M58 40l14 -10M78 40l14 10`, darken('#d9a441', 0.3), 3),
    ),
  back: (svg) =>
    group(
      {},
      line(`M102 70a34 30 0 0 0 -54 -22`, palette.seaTeal, 14, 4),
      outlined(
        svg,
        polygon([
          [26, 50],
          [62, 22],
          [62, 78],
        ]),
        { fill: palette.seaTeal, stroke: 5, shade: 0.2, glint: true },
      ),
    ),
  fullscreen: (svg) =>
    group(
      {},
      ...[
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ].map(([i, j]) => {
        const x = i ? 110 : 18;
        const y = j ? 110 : 18;
        const sx = i ? -1 : 1;
        const sy = j ? -1 : 1;
        return line(`M${x} ${y + sy * 30}V${y}H${x + sx * 30}`, palette.seaTeal, 12, 4);
      }),
      outlined(svg, roundRect(44, 44, 40, 40, 8), { fill: lighten(palette.seaTeal, 0.5), stroke: 4, shade: 0.1 }),
    ),
  news: (svg) =>
    group(
      {},
      outlined(svg, roundRect(14, 22, 100, 86, 10), { fill: '#fffdf5', stroke: 5, shade: 0.15 }),
      fill(roundRect(26, 34, 76, 14, 4), palette.sunsetCoral),
      fill(roundRect(26, 56, 34, 30, 4), palette.skyBlue),
      stroke(`M68 60h34M68 72h34M68 84h26M26 96h76`, '#9a8f80', 4),
    ),
  star: (svg) => star(svg, C, C, 116, palette.sunYellow),
  vpoints: (svg) => coin(svg, C, C, 112, palette.sunYellow),
  quest: (svg) =>
    group(
      {},
      outlined(svg, roundRect(26, 14, 76, 100, 10), { fill: palette.paper, stroke: 5, shade: 0.18 }),
      outlined(svg, roundRect(18, 10, 92, 18, 9) + roundRect(18, 100, 92, 18, 9), {
        fill: lighten('#b0713f', 0.3),
        stroke: 5,
        shade: 0.2,
      }),
      outlined(svg, roundRect(56, 40, 16, 40, 6) + circle(C, 92, 8), {
        fill: palette.sunsetCoral,
        stroke: 4,
        shade: 0.15,
        glint: true,
      }),
    ),
  shop: (svg) =>
    group(
      {},
      outlined(svg, roundRect(22, 56, 84, 58, 8), { fill: palette.sand, stroke: 5, shade: 0.2 }),
      outlined(svg, roundRect(42, 76, 44, 38, 6), { fill: lighten(palette.skyBlue, 0.3), stroke: 4, shade: 0.1 }),
      ...[0, 1, 2, 3].map((i) =>
        outlined(svg, `M${14 + i * 25} 34h25v18a12.5 12 0 0 1 -25 0Z`, {
          fill: i % 2 ? '#ffffff' : palette.sunsetCoral,
          stroke: 4,
          shade: 0.12,
        }),
      ),
      outlined(svg, roundRect(12, 24, 104, 14, 6), { fill: palette.sunsetCoral, stroke: 4, shade: 0.1 }),
    ),
  gacha: (svg) =>
    group(
      {},
      outlined(svg, roundRect(30, 70, 68, 46, 10), { fill: palette.sunsetCoral, stroke: 5, shade: 0.2 }),
      outlined(svg, circle(C, 48, 38), { fill: lighten(palette.skyBlue, 0.5), stroke: 5, shade: 0.1, glint: true }),
      outlined(svg, circle(48, 54, 11) + circle(74, 60, 11) + circle(62, 34, 11), {
        fill: palette.sunYellow,
        stroke: 3,
        shade: 0.2,
      }),
      fill(`M37 54a11 11 0 0 0 22 0Z`, statColors.sanity),
      outlined(svg, circle(C, 92, 9), { fill: palette.cream, stroke: 3.5, shade: 0.1 }),
      outlined(svg, roundRect(70, 100, 18, 10, 3), { fill: '#4a3a3a', stroke: 2.5, shade: 0 }),
    ),
  closet: (svg) =>
    group(
      {},
      outlined(svg, roundRect(22, 12, 84, 106, 10), { fill: '#b0713f', stroke: 5, shade: 0.22, glint: true }),
      stroke(`M${C} 20V110`, darken('#b0713f', 0.45), 4),
      fill(circle(C - 8, 66, 4) + circle(C + 8, 66, 4), palette.sunYellow),
      line(`M52 34q12 -12 24 0l22 14H30Z`, '#e8ecf2', 3, 2.5),
    ),
  lock: (svg) => padlock(svg, C, C + 4, 110, '#e0b640'),
};

/** One tooth of the settings gear, turned `angle` degrees around the centre. */
function gearTooth(angle: number): string {
  const a = (angle * Math.PI) / 180;
  const corners = [
    [-10, -56],
    [10, -56],
    [10, -30],
    [-10, -30],
  ].map(([x, y]) => [C + x * Math.cos(a) - y * Math.sin(a), C + x * Math.sin(a) + y * Math.cos(a)] as const);
  return polygon(corners);
}

/** One icon of a set as an SVG document. */
export function iconSvg(draw: Draw): string {
  const svg = new Svg(ICON, ICON);
  return svg.toString([draw(svg)]);
}
