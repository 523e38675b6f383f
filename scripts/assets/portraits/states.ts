/** What each character state adds to a portrait: props and marks over the bust, and the badge's tint. */
import { statColors } from '../../../src/core/palette';
import { darken, mix } from '../lib/color';
import { circle, ellipse, roundRect, smoothClosed, star } from '../lib/path';
import { fill, outlined, soft, stroke } from '../lib/shapes';
import type { Svg } from '../lib/svg';
import { el, group } from '../lib/svg';
import type { PortraitState } from '../characters-look';
import { browY, eyeY, head } from './anatomy';
import { sun } from '../scenery/sky';

/** The badge colour of a state: the character's own colour pulled toward the stat that is failing. */
export function badgeColour(badge: string, state: PortraitState): string {
  const pull: Record<PortraitState, [string, number]> = {
    normal: [badge, 0],
    herido: [statColors.health, 0.55],
    hambre: [statColors.hunger, 0.55],
    sed: [statColors.thirst, 0.5],
    locura: [statColors.sanity, 0.65],
    muerto: ['#55606e', 0.85],
  };
  const [target, amount] = pull[state];
  return mix(badge, target, amount);
}

const drop = (x: number, y: number, r: number) =>
  `M${x} ${y - r * 1.8}Q${x + r} ${y - r * 0.3} ${x + r} ${y + r * 0.2}A${r} ${r} 0 0 1 ${x - r} ${y + r * 0.2}Q${x - r} ${y - r * 0.3} ${x} ${y - r * 1.8}Z`;

/** Marks drawn over the finished bust. */
export function stateOverlay(svg: Svg, state: PortraitState): string {
  const { x } = head;
  switch (state) {
    case 'herido': {
      const band = `M${x - 52} ${browY - 14}Q${x} ${browY - 34} ${x + 52} ${browY - 24}L${x + 52} ${browY - 8}Q${x} ${browY - 18} ${x - 52} ${browY + 2}Z`;
      return group(
        {},
        outlined(svg, band, { fill: '#fbf8f2', stroke: 3, shade: 0.1 }),
        stroke(`M${x - 40} ${browY - 18}l10 -4M${x + 20} ${browY - 26}l12 -1`, '#d8d0c4', 2),
        soft(svg, x + 16, browY - 20, 7, 5, statColors.health, 0.8, 1.5),
        fill(ellipse(x + 30, eyeY + 20, 9, 7), '#8e5cd9', 0.45),
        outlined(svg, roundRect(x - 42, eyeY + 12, 22, 11, 4), {
          fill: '#f2c89a',
          stroke: 2,
          shade: 0,
          transform: `rotate(-25 ${x - 31} ${eyeY + 17})`,
        }),
        stroke(`M${x - 34} ${eyeY + 14}l4 6M${x - 30} ${eyeY + 12}l4 6`, '#c49a6c', 1.2),
      );
    }
    case 'hambre':
      return group(
        {},
        outlined(svg, ellipse(70, 232, 44, 16), { fill: '#f8f6f0', stroke: 3.5, shade: 0.12 }),
        el('ellipse', { cx: 70, cy: 231, rx: 30, ry: 9, fill: 'none', stroke: '#d8d0c4', 'stroke-width': 2.5 }),
        fill(circle(58, 230, 2) + circle(80, 234, 1.6) + circle(72, 228, 1.4), '#c49a6c'),
        outlined(svg, roundRect(116, 204, 6, 46, 3) + roundRect(112, 196, 14, 14, 3), {
          fill: '#d0d6de',
          stroke: 2.5,
          shade: 0.15,
          transform: 'rotate(18 119 226)',
        }),
        stroke(`M${x + 58} 150q8 4 0 8q-8 4 0 8M${x + 66} 140q8 4 0 8q-8 4 0 8`, statColors.hunger, 3, 0.9),
      );
    case 'sed':
      return group(
        {},
        sun(svg, 42, 52, 16, '#ffd23f', 10),
        outlined(svg, drop(x + 44, 78, 6) + drop(x - 46, 96, 5) + drop(x + 50, 124, 4.5), {
          fill: '#bfe9ff',
          outline: '#3b7fc4',
          stroke: 2,
          shade: 0,
          glint: true,
        }),
      );
    case 'locura': {
      const swirl = (cx: number, cy: number, r: number) =>
        Array.from(
          { length: 16 },
          (_, i) =>
            `${i ? 'L' : 'M'}${cx + (Math.cos(i * 0.8) * (r * i)) / 16} ${cy + (Math.sin(i * 0.8) * (r * i)) / 16}`,
        ).join('');
      return group(
        {},
        stroke(swirl(48, 70, 20) + swirl(206, 64, 16) + swirl(214, 150, 12), '#f3d9ff', 3, 0.9),
        fill(
          smoothClosed(star(72, 36, 8, 3, 4), 0.2) +
            smoothClosed(star(190, 110, 7, 2.5, 4), 0.2) +
            smoothClosed(star(36, 140, 6, 2, 4), 0.2),
          '#ffe066',
        ),
      );
    }
    case 'muerto':
      return group(
        {},
        soft(svg, x, head.y - head.ry - 14, 40, 10, '#fff6c2', 0.5, 5),
        el('ellipse', {
          cx: x,
          cy: head.y - head.ry - 14,
          rx: 32,
          ry: 8,
          fill: 'none',
          stroke: darken('#ffd23f', 0.3),
          'stroke-width': 9,
        }),
        el('ellipse', {
          cx: x,
          cy: head.y - head.ry - 14,
          rx: 32,
          ry: 8,
          fill: 'none',
          stroke: '#ffe680',
          'stroke-width': 5,
        }),
      );
    default:
      return '';
  }
}
