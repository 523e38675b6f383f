/** Things a character carries or wears: some sit behind the bust (boards, wings, capes), the rest in front. */
import { darken, lighten } from '../lib/color';
import { circle, ellipse, polar, polygon, roundRect, smoothClosed, smoothOpen, star } from '../lib/path';
import { fill, line, outlined, soft, stroke } from '../lib/shapes';
import type { Svg } from '../lib/svg';
import { group } from '../lib/svg';
import type { Prop } from '../characters-look';
import { at, parrot } from '../scenery/animals';
import { CENTER, head, torsoTop } from './anatomy';

const C = CENTER;
const T = torsoTop;

type Draw = (svg: Svg) => string;

const behind: Partial<Record<Prop, Draw>> = {
  surfboard: (svg) =>
    group(
      { transform: `rotate(-22 60 150)` },
      outlined(
        svg,
        smoothClosed(
          [
            [60, 10],
            [84, 80],
            [80, 230],
            [40, 230],
            [36, 80],
          ],
          0.9,
        ),
        { fill: '#ffd23f', stroke: 5, shade: 0.2, glint: true },
      ),
      fill(`M58 20L62 230h-6Z`, '#ff6f59'),
    ),
  fishingRod: (svg) =>
    group(
      {},
      line(`M196 250L226 30`, '#8a5a33', 6, 3),
      stroke(
        smoothOpen([
          [226, 30],
          [240, 90],
          [236, 150],
        ]),
        '#ffffff',
        1.5,
        0.8,
      ),
      outlined(svg, circle(205, 190, 10), { fill: '#b8c0cc', stroke: 3, shade: 0.2 }),
    ),
  backpack: (svg) => outlined(svg, roundRect(34, 150, 188, 120, 40), { fill: '#e07a3a', stroke: 5, shade: 0.2 }),
  katana: (svg) =>
    group(
      {},
      line(`M60 250L206 70`, '#2b2d42', 10, 3),
      outlined(svg, ellipse(190, 90, 14, 6), {
        fill: '#f7c948',
        stroke: 3,
        shade: 0.1,
        transform: 'rotate(-50 190 90)',
      }),
      line(`M196 82L222 50`, '#8a2a2a', 9, 3),
    ),
  cape: (svg) =>
    group(
      {},
      outlined(
        svg,
        `M${C - 30} ${T}L${C - 96} 96L${C - 70} 150L${C - 54} 120L${C - 40} 160ZM${C + 30} ${T}L${C + 96} 96L${C + 70} 150L${C + 54} 120L${C + 40} 160Z`,
        { fill: '#2b2030', stroke: 5, shade: 0.1 },
      ),
      fill(
        `M${C - 34} ${T - 6}L${C - 84} 108L${C - 66} 140L${C - 54} 124L${C - 42} 156ZM${C + 34} ${T - 6}L${C + 84} 108L${C + 66} 140L${C + 54} 124L${C + 42} 156Z`,
        '#b3202a',
      ),
    ),
  wings: (svg) => {
    const wing = (k: -1 | 1) =>
      smoothClosed(
        [
          [C + k * 40, 200],
          [C + k * 80, 120],
          [C + k * 120, 96],
          [C + k * 112, 140],
          [C + k * 122, 170],
          [C + k * 100, 176],
          [C + k * 110, 206],
          [C + k * 84, 206],
        ],
        0.5,
      );
    return group(
      {},
      outlined(svg, wing(-1) + wing(1), { fill: '#ff8a5c', stroke: 5, shade: 0.22 }),
      stroke(`M${C - 80} 120L${C - 104} 160M${C + 80} 120L${C + 104} 160`, '#c0502a', 3),
    );
  },
};

const charm = (svg: Svg, y: number, colour: string, shape: string) =>
  group(
    {},
    stroke(`M${C - 22} ${T - 2}L${C} ${y - 8}L${C + 22} ${T - 2}`, '#6b4a2a', 2.5),
    outlined(svg, shape, { fill: colour, stroke: 3, shade: 0.2, glint: true }),
  );

const inFront: Partial<Record<Prop, Draw>> = {
  camera: (svg) =>
    group(
      {},
      stroke(`M${C - 40} ${T}L${C - 6} 222M${C + 40} ${T}L${C + 20} 222`, '#2b2d42', 4),
      outlined(svg, roundRect(C - 30, 214, 64, 40, 8), { fill: '#3a3f52', stroke: 4, shade: 0.2 }),
      outlined(svg, circle(C + 2, 236, 14), { fill: '#8fd3f5', stroke: 4, shade: 0.1, glint: true }),
      fill(roundRect(C + 16, 218, 12, 6, 2), '#ffd23f'),
    ),
  whistle: (svg) =>
    group(
      {},
      stroke(`M${C - 26} ${T - 2}L${C - 4} 226M${C + 26} ${T - 2}L${C + 4} 226`, '#ffd23f', 3.5),
      outlined(svg, roundRect(C - 12, 222, 30, 16, 8), { fill: '#f8f6f0', stroke: 3, shade: 0.15, glint: true }),
    ),
  ladle: (svg) =>
    group(
      {},
      line(`M${C + 70} 262L${C + 86} 170`, '#b8c0cc', 6, 3),
      outlined(svg, ellipse(C + 88, 160, 16, 12), { fill: '#d0d6de', stroke: 3, shade: 0.2, glint: true }),
    ),
  stethoscope: (svg) =>
    group(
      {},
      line(
        smoothOpen([
          [C - 30, T - 4],
          [C - 36, T + 30],
          [C - 10, T + 56],
          [C + 14, T + 50],
        ]),
        '#3a3f52',
        4,
        2,
      ),
      line(
        smoothOpen([
          [C + 30, T - 4],
          [C + 34, T + 24],
        ]),
        '#3a3f52',
        4,
        2,
      ),
      outlined(svg, circle(C + 18, T + 52, 9), { fill: '#d0d6de', stroke: 3, shade: 0.2, glint: true }),
    ),
  binoculars: (svg) =>
    group(
      {},
      stroke(`M${C - 36} ${T}L${C - 20} 222M${C + 36} ${T}L${C + 20} 222`, '#6b4a2a', 3.5),
      outlined(svg, roundRect(C - 30, 218, 26, 34, 8) + roundRect(C + 4, 218, 26, 34, 8), {
        fill: '#2b2d42',
        stroke: 3.5,
        shade: 0.2,
      }),
      fill(circle(C - 17, 246, 7) + circle(C + 17, 246, 7), '#6fd3f5'),
    ),
  starfishPin: (svg) =>
    outlined(svg, smoothClosed(star(C + 48, 216, 14, 6, 5), 0.35), {
      fill: '#ff8a5c',
      stroke: 3,
      shade: 0.2,
      glint: true,
    }),
  lotus: (svg) => {
    const petals = [-60, -30, 0, 30, 60]
      .map((a) => {
        const [px, py] = polar(C, 250, 22, a - 90);
        return smoothClosed(
          [
            [C - 6, 252],
            [px, py],
            [C + 6, 252],
          ],
          0.7,
        );
      })
      .join('');
    return group(
      {},
      outlined(svg, petals, { fill: '#ffb3d1', stroke: 3, shade: 0.2, glint: true }),
      fill(circle(C, 244, 4), '#ffd23f'),
    );
  },
  parrot: (svg) => at(svg, parrot, C + 80, T - 8, 66),
  compass: (svg) =>
    charm(svg, 236, '#e0b640', circle(C, 236, 14)) + stroke(`M${C} 226l4 10l-4 10l-4 -10Z`, '#e63946', 2),
  missionPatch: (svg) =>
    group(
      {},
      outlined(svg, circle(C + 48, 224, 16), { fill: '#2b2463', stroke: 3, shade: 0.1 }),
      fill(smoothClosed(star(C + 48, 224, 9, 4, 5), 0.2), '#ffd23f'),
      stroke(`M${C + 36} 230q12 -10 24 -4`, '#e63946', 2.5),
    ),
  amulet: (svg) =>
    group(
      {},
      soft(svg, C, 236, 22, 22, '#7ef0ff', 0.6, 6),
      charm(
        svg,
        236,
        '#5ef2ff',
        polygon([
          [C, 220],
          [C + 12, 236],
          [C, 252],
          [C - 12, 236],
        ]),
      ),
      stroke(`M${C - 40} ${T + 4}q10 12 20 14M${C + 40} ${T + 4}q-10 12 -20 14`, '#f4e4c1', 4),
    ),
  anchorPin: () => line(`M${C + 48} 206v26M${C + 40} 212h16M${C + 38} 224q10 12 20 0`, '#f7c948', 4, 2),
  chestLights: () =>
    fill([C - 24, C - 8, C + 8, C + 24].map((lx, i) => circle(lx, 230, 5 + (i % 2))).join(''), '#5ef2ff') +
    fill(circle(C - 8, 230, 5), '#ff6f59'),
  pearls: () => {
    const beads = Array.from({ length: 11 }, (_, i) => polar(C, T - 40, 58, 50 + i * 8));
    return (
      fill(beads.map(([px, py]) => circle(px, py, 4.2)).join(''), '#fff6e3') +
      fill(beads.map(([px, py]) => circle(px - 1.2, py - 1.4, 1.3)).join(''), '#ffffff')
    );
  },
  sunglasses: (svg) =>
    group(
      {},
      outlined(svg, roundRect(C - 40, head.y - 58, 36, 20, 9) + roundRect(C + 4, head.y - 58, 36, 20, 9), {
        fill: '#2b2d42',
        stroke: 3,
        shade: 0,
        glint: true,
      }),
      stroke(`M${C - 4} ${head.y - 50}h8`, '#2b2d42', 3),
    ),
  shellNecklace: (svg) =>
    group(
      {},
      stroke(`M${C - 30} ${T - 4}Q${C} ${T + 26} ${C + 30} ${T - 4}`, '#6b4a2a', 2.5),
      outlined(
        svg,
        smoothClosed(
          [
            [C - 9, T + 12],
            [C, T + 24],
            [C + 9, T + 12],
            [C, T + 8],
          ],
          0.6,
        ),
        { fill: lighten('#ffd6e0', 0.2), stroke: 2.5, shade: 0.15 },
      ),
      stroke(`M${C - 4} ${T + 12}l2 8M${C + 4} ${T + 12}l-2 8`, darken('#ffd6e0', 0.3), 1.5),
    ),
};

export function propsBehind(svg: Svg, props: readonly Prop[]): string {
  return props.map((p) => behind[p]?.(svg) ?? '').join('');
}

export function propsInFront(svg: Svg, props: readonly Prop[]): string {
  const extra = props.includes('backpack')
    ? line(
        `M${C - 56} ${T + 2}Q${C - 52} 220 ${C - 48} 262M${C + 56} ${T + 2}Q${C + 52} 220 ${C + 48} 262`,
        '#b3542a',
        10,
        3,
      )
    : '';
  return extra + props.map((p) => inFront[p]?.(svg) ?? '').join('');
}
