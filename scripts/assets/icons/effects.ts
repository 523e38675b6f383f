/** Effect icons (spec section 3 plus desperation and herbal protection): a symbol on a red (harmful) or green (helpful) badge. */
import { effectColors, palette, statColors } from '../../../src/core/palette';
import { darken, lighten } from '../lib/color';
import { circle, ellipse, polygon, roundRect, smoothClosed, star as starPoints } from '../lib/path';
import { fill, line, outlined, stroke } from '../lib/shapes';
import { Svg, group } from '../lib/svg';
import { bone, drop, drumstick, eye, heart, leaf, moon, sun } from './symbols';

export const ICON = 128;
const C = ICON / 2;

type Glyph = (svg: Svg) => string;

const skullMark = (svg: Svg, x: number, y: number, k: number) =>
  group(
    {},
    outlined(svg, `${circle(x, y - 4 * k, 12 * k)}${roundRect(x - 7 * k, y + 2 * k, 14 * k, 10 * k, 3 * k)}`, {
      fill: '#fbf3e2',
      stroke: 2.5,
      shade: 0,
    }),
    fill(`${circle(x - 4.5 * k, y - 4 * k, 3.4 * k)}${circle(x + 4.5 * k, y - 4 * k, 3.4 * k)}`, '#2e1f1a'),
  );

const harmful: Record<string, Glyph> = {
  poison: (svg) =>
    group(
      {},
      outlined(svg, roundRect(C - 9, 26, 18, 18, 4), { fill: '#b9875a', stroke: 4, shade: 0.1 }),
      outlined(svg, `M${C - 10} 40h20v10q22 10 22 32a32 30 0 0 1 -64 0q0 -22 22 -32Z`, {
        fill: '#8bd14a',
        stroke: 5,
        shade: 0.22,
        glint: true,
      }),
      skullMark(svg, C, 82, 1.1),
    ),
  dehydration: (svg) =>
    group(
      {},
      drop(svg, C, C + 2, 76, lighten(statColors.thirst, 0.2)),
      stroke(`M${C - 4} 40l8 14l-10 10l10 14l-6 12`, '#2e1f1a', 4),
    ),
  // One big bone snapped in the middle: a jagged gap in the badge colour splits it.
  broken_bones: (svg) =>
    group(
      {},
      bone(svg, C, C, 100, '#fbf3e2'),
      stroke(`M${C - 22} ${C + 16}l10 -14l6 8l10 -14l6 8l8 -12`, effectColors.harmful, 9),
    ),
  bleeding: (svg) =>
    group({}, drop(svg, C - 14, C - 8, 58, statColors.health), drop(svg, C + 20, C + 18, 40, statColors.health)),
  stomach_ache: (svg) =>
    group(
      {},
      outlined(svg, ellipse(C, C + 4, 34, 36), { fill: '#f4c9a0', stroke: 5, shade: 0.2, glint: true }),
      stroke(`M${C} ${C + 4}m-3 0a3 3 0 1 1 6 0a8 8 0 1 1 -14 0a14 14 0 1 1 24 2`, '#8a3a2a', 3.5),
      stroke(`M${C - 40} 36l8 8M${C + 40} 36l-8 8M${C} 22v10`, '#fff3a0', 4),
    ),
  paranoia: (svg) =>
    group(
      {},
      eye(svg, C, C, 80, '#8e5cd9'),
      stroke(`M${C - 40} 28l8 8M${C + 40} 28l-8 8M${C} 20v10M${C - 40} 100l8 -8M${C + 40} 100l-8 -8`, '#fff3a0', 4),
    ),
  // A toilet roll on its side, its sheet unrolling downward.
  digestive_issue: (svg) =>
    group(
      {},
      outlined(svg, `M${C - 20} 34h50a14 26 0 0 1 0 52h-50Z`, { fill: '#f2efe8', stroke: 5, shade: 0.12 }),
      outlined(svg, `M${C + 4} 76h-28v34l6 -4l6 4l6 -4l6 4l4 -4Z`, { fill: '#fbf8f2', stroke: 4, shade: 0.08 }),
      outlined(svg, ellipse(C - 20, 60, 14, 26), { fill: '#fbf8f2', stroke: 5, shade: 0.1 }),
      outlined(svg, ellipse(C - 20, 60, 5, 9), { fill: '#b9a48c', stroke: 2.5, shade: 0 }),
      stroke(`M${C - 22} 92h22`, '#c8bca8', 2.5),
      stroke(`M${C + 18} 46q10 6 0 12t0 12M${C + 32} 44q10 6 0 12t0 12`, '#8bd14a', 4),
    ),
  nightmares: (svg) =>
    group(
      {},
      moon(svg, C - 8, C - 6, 70, '#ffe680'),
      outlined(svg, `M${C + 14} ${C + 42}v-26a18 18 0 0 1 36 0v26l-6 -6l-6 6l-6 -6l-6 6l-6 -6Z`, {
        fill: '#f2f4ff',
        stroke: 4,
        shade: 0.15,
      }),
      fill(`${circle(C + 26, C + 16, 3)}${circle(C + 38, C + 16, 3)}`, '#2e1f1a'),
    ),
  desperation: (svg) =>
    group(
      {},
      heart(svg, C, C + 4, 84, '#ff8a8a'),
      stroke(`M${C} 30l-8 18l10 12l-8 16l6 14`, '#2e1f1a', 4),
      drop(svg, C + 36, 34, 22, '#bfe9ff'),
    ),
};

const helpful: Record<string, Glyph> = {
  natural_protection: (svg) =>
    group(
      {},
      outlined(svg, `M${C} 20l38 14v26q0 34 -38 50q-38 -16 -38 -50v-26Z`, { fill: '#e8f7e0', stroke: 5, shade: 0.15 }),
      leaf(svg, C, C + 4, 52, palette.palmGreen),
    ),
  mental_focus: (svg) =>
    group(
      {},
      ...[40, 28, 16].map((r, i) =>
        outlined(svg, circle(C, C, r), { fill: i % 2 ? '#ffffff' : statColors.sanity, stroke: 4, shade: 0.12 }),
      ),
      fill(circle(C, C, 6), '#ffffff'),
      line(`M${C} ${C}L${C + 38} ${C - 38}`, '#b0713f', 5, 2.5),
      outlined(
        svg,
        polygon([
          [C + 30, C - 44],
          [C + 46, C - 46],
          [C + 44, C - 30],
        ]),
        { fill: '#ff6f59', stroke: 2.5, shade: 0 },
      ),
    ),
  god_bendition: (svg) =>
    group(
      {},
      sun(svg, C, C + 10, 64, '#ffe066'),
      stroke(`M${C - 26} 28a26 8 0 1 0 52 0a26 8 0 1 0 -52 0`, darken('#ffd23f', 0.35), 9),
      stroke(`M${C - 26} 28a26 8 0 1 0 52 0a26 8 0 1 0 -52 0`, '#ffe680', 5),
    ),
  delicious_feast: (svg) =>
    group(
      {},
      outlined(svg, ellipse(C, C + 24, 48, 14), { fill: '#ffffff', stroke: 5, shade: 0.12 }),
      drumstick(svg, C - 4, C, 66, '#d98b3a'),
      fill(circle(C + 28, C + 16, 6) + circle(C + 36, C + 12, 5), '#e63946'),
    ),
  extreme_hydration: (svg) =>
    group(
      {},
      drop(svg, C, C - 4, 78, statColors.thirst),
      stroke(`M${C - 44} ${C + 40}q11 -8 22 0t22 0t22 0t22 0`, '#bfe9ff', 5),
      fill(smoothClosed(starPoints(C + 34, 32, 12, 4, 4), 0.2), '#ffffff'),
    ),
  hopeful_vision: (svg) => {
    const colours = ['#ff595e', '#ffca3a', '#8ac926', '#1982c4', '#6a4c93'];
    return group(
      {},
      ...colours.map((c, i) =>
        stroke(`M${C - 44 + i * 7} ${C + 26}a${44 - i * 7} ${44 - i * 7} 0 0 1 ${(44 - i * 7) * 2} 0`, c, 7),
      ),
      outlined(svg, ellipse(C - 38, C + 28, 16, 9) + ellipse(C + 38, C + 28, 16, 9), {
        fill: '#ffffff',
        stroke: 3,
        shade: 0.1,
      }),
    );
  },
  comforting_memory: (svg) =>
    group(
      { transform: `rotate(-8 ${C} ${C})` },
      outlined(svg, roundRect(C - 36, C - 40, 72, 82, 6), { fill: '#fffdf5', stroke: 5, shade: 0.12 }),
      fill(roundRect(C - 28, C - 32, 56, 50, 3), '#8fd3f5'),
      fill(`M${C - 28} ${C + 18}l18 -22l14 14l10 -8l14 16Z`, palette.palmGreen),
      heart(svg, C + 24, C + 30, 32, '#ff6f8a'),
    ),
  inner_balance: (svg) =>
    group(
      {},
      outlined(svg, circle(C, C, 40), { fill: '#ffffff', stroke: 5, shade: 0.1 }),
      fill(`M${C} ${C - 40}a40 40 0 0 1 0 80a20 20 0 0 1 0 -40a20 20 0 0 0 0 -40Z`, '#2b2463'),
      fill(circle(C, C - 20, 6), '#2b2463') + fill(circle(C, C + 20, 6), '#ffffff'),
    ),
  herbal_protection: (svg) =>
    group(
      {},
      leaf(svg, C - 14, C - 18, 44, palette.palmGreen),
      leaf(svg, C + 16, C - 20, 38, lighten(palette.palmGreen, 0.15)),
      outlined(svg, `M${C - 36} ${C}h72q0 40 -36 40q-36 0 -36 -40Z`, {
        fill: '#b9a48c',
        stroke: 5,
        shade: 0.2,
        glint: true,
      }),
      line(`M${C + 10} ${C + 10}L${C + 42} ${C - 30}`, '#8a6a4a', 7, 3),
    ),
};

export const effectIds = [...Object.keys(harmful), ...Object.keys(helpful)].sort();

function badge(svg: Svg, colour: string): string {
  const glow = svg.radial([
    { offset: 0, color: lighten(colour, 0.35) },
    { offset: 1, color: colour },
  ]);
  return group(
    {},
    outlined(svg, circle(C, C, 58), { fill: colour, stroke: 5, shade: 0.2 }),
    fill(circle(C, C, 52), glow),
    stroke(`M${C - 34} ${C - 36}a48 48 0 0 1 40 -12`, '#ffffff', 5, 0.35),
  );
}

export function effectIcon(effect: string): string {
  const svg = new Svg(ICON, ICON);
  const isHarmful = effect in harmful;
  if (!isHarmful && !(effect in helpful)) throw new Error(`no icon for effect ${effect}`);
  const draw = isHarmful ? harmful[effect] : helpful[effect];
  return svg.toString([badge(svg, isHarmful ? effectColors.harmful : effectColors.helpful), draw(svg)]);
}
