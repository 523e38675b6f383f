/** Hats and headgear, drawn over the hair. The glass helmet goes over the whole head. */
import { darken, lighten } from '../lib/color';
import { circle, ellipse, polygon, roundRect, smoothClosed, smoothOpen } from '../lib/path';
import { fill, line, outlined, stroke } from '../lib/shapes';
import type { Svg } from '../lib/svg';
import { el, group } from '../lib/svg';
import type { HatStyle } from '../characters-look';
import { head } from './anatomy';

const { x } = head;
const top = head.y - head.ry;

export function hat(svg: Svg, style: HatStyle, colour: string): string {
  const s = { fill: colour, stroke: 5, shade: 0.2, glint: true };
  switch (style) {
    case 'straw':
      return group(
        {},
        outlined(svg, ellipse(x, top + 16, 84, 18), { ...s, shade: 0.15 }),
        outlined(
          svg,
          smoothClosed(
            [
              [x - 44, top + 16],
              [x - 40, top - 22],
              [x, top - 30],
              [x + 40, top - 22],
              [x + 44, top + 16],
            ],
            0.7,
          ),
          s,
        ),
        outlined(
          svg,
          `M${x - 44} ${top + 4}Q${x} ${top + 12} ${x + 44} ${top + 4}V${top + 16}Q${x} ${top + 24} ${x - 44} ${top + 16}Z`,
          { fill: '#ff6f59', stroke: 3, shade: 0.1 },
        ),
        stroke(`M${x - 70} ${top + 18}Q${x} ${top + 34} ${x + 70} ${top + 18}`, darken(colour, 0.2), 2, 0.6),
      );
    case 'bucket':
      return group(
        {},
        outlined(
          svg,
          smoothClosed(
            [
              [x - 40, top + 12],
              [x - 34, top - 24],
              [x, top - 30],
              [x + 34, top - 24],
              [x + 40, top + 12],
            ],
            0.6,
          ),
          s,
        ),
        outlined(
          svg,
          `M${x - 44} ${top + 6}Q${x} ${top + 16} ${x + 44} ${top + 6}L${x + 62} ${top + 30}Q${x} ${top + 44} ${x - 62} ${top + 30}Z`,
          s,
        ),
      );
    case 'toque':
      return group(
        {},
        outlined(
          svg,
          [
            circle(x - 30, top - 26, 24),
            circle(x, top - 40, 28),
            circle(x + 30, top - 26, 24),
            roundRect(x - 44, top - 30, 88, 30, 6),
          ].join(''),
          s,
        ),
        outlined(svg, roundRect(x - 44, top - 6, 88, 26, 6), { ...s, glint: false }),
        stroke(`M${x - 22} ${top - 8}q-2 -10 2 -18M${x + 22} ${top - 8}q2 -10 -2 -18`, darken(colour, 0.12), 2.5, 0.8),
      );
    case 'campaign':
      return group(
        {},
        outlined(svg, ellipse(x, top + 12, 80, 14), s),
        outlined(
          svg,
          `M${x - 40} ${top + 10}Q${x - 42} ${top - 20} ${x - 22} ${top - 30}L${x} ${top - 20}L${x + 22} ${top - 30}Q${x + 42} ${top - 20} ${x + 40} ${top + 10}Z`,
          s,
        ),
        outlined(
          svg,
          `M${x - 40} ${top}Q${x} ${top + 8} ${x + 40} ${top}V${top + 10}Q${x} ${top + 18} ${x - 40} ${top + 10}Z`,
          { fill: darken(colour, 0.35), stroke: 2.5, shade: 0 },
        ),
      );
    case 'tricorn':
      return group(
        {},
        outlined(
          svg,
          smoothClosed(
            [
              [x - 76, top + 10],
              [x - 50, top - 30],
              [x, top - 22],
              [x + 50, top - 30],
              [x + 76, top + 10],
              [x + 30, top + 6],
              [x, top + 22],
              [x - 30, top + 6],
            ],
            0.4,
          ),
          s,
        ),
        stroke(
          smoothOpen([
            [x - 70, top + 8],
            [x - 30, top + 4],
            [x, top + 18],
            [x + 30, top + 4],
            [x + 70, top + 8],
          ]),
          '#f7c948',
          4,
        ),
        outlined(
          svg,
          smoothClosed(
            [
              [x - 10, top - 12],
              [x, top - 20],
              [x + 10, top - 12],
              [x + 6, top - 2],
              [x - 6, top - 2],
            ],
            0.6,
          ),
          { fill: '#f8f6f0', stroke: 2, shade: 0 },
        ),
        fill(`${circle(x - 3.5, top - 12, 2.4)}${circle(x + 3.5, top - 12, 2.4)}`, '#2b2430'),
      );
    case 'pith':
      return group(
        {},
        outlined(svg, ellipse(x, top + 16, 70, 14), s),
        outlined(
          svg,
          `M${x - 52} ${top + 14}Q${x - 52} ${top - 38} ${x} ${top - 38}Q${x + 52} ${top - 38} ${x + 52} ${top + 14}Z`,
          s,
        ),
        outlined(
          svg,
          `M${x - 52} ${top + 2}Q${x} ${top + 10} ${x + 52} ${top + 2}V${top + 12}Q${x} ${top + 20} ${x - 52} ${top + 12}Z`,
          { fill: '#8a6a3a', stroke: 2.5, shade: 0 },
        ),
      );
    case 'glassHelmet':
      return group(
        {},
        el('circle', { cx: x, cy: head.y + 4, r: 72, fill: colour, opacity: 0.18 }),
        el('circle', { cx: x, cy: head.y + 4, r: 72, fill: 'none', stroke: darken(colour, 0.5), 'stroke-width': 5 }),
        el('circle', {
          cx: x,
          cy: head.y + 4,
          r: 68,
          fill: 'none',
          stroke: '#ffffff',
          'stroke-width': 3,
          opacity: 0.6,
        }),
        stroke(`M${x - 48} ${head.y - 30}Q${x - 40} ${head.y - 56} ${x - 12} ${head.y - 62}`, '#ffffff', 7, 0.8),
        fill(circle(x + 44, head.y - 40, 5), '#ffffff', 0.8),
      );
    case 'leafCrown': {
      const leaves = Array.from({ length: 7 }, (_, i) => {
        const lx = x - 48 + i * 16;
        const ly = top + 14 - Math.sin((Math.PI * i) / 6) * 10;
        return smoothClosed(
          [
            [lx - 9, ly + 4],
            [lx - 2, ly - 14],
            [lx + 9, ly + 4],
          ],
          0.7,
        );
      }).join('');
      // Three long feathers fanning out from the back of the crown, each with a darker quill and a tip band.
      const feathers = [-24, 0, 24]
        .map((a) =>
          group(
            { transform: `rotate(${a} ${x} ${top + 14})` },
            outlined(
              svg,
              smoothClosed(
                [
                  [x - 7, top + 6],
                  [x - 9, top - 26],
                  [x, top - 50],
                  [x + 9, top - 26],
                  [x + 7, top + 6],
                ],
                0.8,
              ),
              { fill: '#f4e4c1', stroke: 3, shade: 0.15 },
            ),
            fill(
              `M${x - 8} ${top - 30}Q${x} ${top - 54} ${x + 8} ${top - 30}Q${x} ${top - 38} ${x - 8} ${top - 30}Z`,
              '#e8a93a',
            ),
            stroke(`M${x} ${top + 4}V${top - 44}`, '#8a5a2a', 2),
          ),
        )
        .join('');
      return group(
        {},
        feathers,
        outlined(svg, leaves, s),
        outlined(svg, roundRect(x - 50, top + 10, 100, 10, 5), { fill: '#8a5a2a', stroke: 2.5, shade: 0 }),
      );
    }
    case 'headband':
      return group(
        {},
        outlined(
          svg,
          `M${x - 50} ${top + 26}Q${x} ${top + 14} ${x + 50} ${top + 26}L${x + 49} ${top + 38}Q${x} ${top + 26} ${x - 49} ${top + 38}Z`,
          { ...s, glint: false },
        ),
        outlined(
          svg,
          `M${x + 46} ${top + 30}q22 4 30 22q-16 -6 -28 -10ZM${x + 46} ${top + 30}q26 -6 34 8q-18 0 -32 0Z`,
          { fill: colour, stroke: 3, shade: 0.15 },
        ),
      );
    case 'captain':
      return group(
        {},
        outlined(
          svg,
          `M${x - 52} ${top + 6}Q${x - 60} ${top - 26} ${x} ${top - 30}Q${x + 60} ${top - 26} ${x + 52} ${top + 6}Z`,
          s,
        ),
        outlined(svg, roundRect(x - 48, top, 96, 16, 5), { fill: '#1d2240', stroke: 3, shade: 0.1 }),
        outlined(
          svg,
          `M${x - 46} ${top + 14}Q${x} ${top + 36} ${x + 46} ${top + 14}Q${x} ${top + 24} ${x - 46} ${top + 14}Z`,
          { fill: '#1d2240', stroke: 3, shade: 0 },
        ),
        stroke(`M${x - 40} ${top + 8}H${x + 40}`, '#f7c948', 3),
        stroke(`M${x} ${top - 20}v16M${x - 7} ${top - 14}h14M${x - 8} ${top - 8}q8 8 16 0`, '#e0a420', 3),
      );
    case 'snorkel':
      return group(
        {},
        stroke(`M${x - 50} ${top + 28}Q${x} ${top + 20} ${x + 50} ${top + 28}`, '#2b2d42', 6),
        line(`M${x + 52} ${top + 30}V${top - 20}q0 -10 -10 -10`, colour, 7, 3),
        outlined(svg, roundRect(x - 34, top - 2, 68, 32, 14), { fill: colour, stroke: 4, shade: 0.15 }),
        outlined(svg, roundRect(x - 28, top + 3, 56, 22, 10), { fill: '#bfe9ff', stroke: 2, shade: 0, glint: true }),
      );
    case 'visor':
      return group(
        {},
        outlined(
          svg,
          `M${x - 50} ${top + 26}Q${x} ${top + 12} ${x + 50} ${top + 26}L${x + 49} ${top + 36}Q${x} ${top + 24} ${x - 49} ${top + 36}Z`,
          { ...s, glint: false },
        ),
        outlined(
          svg,
          `M${x - 44} ${top + 26}Q${x} ${top + 16} ${x + 44} ${top + 26}Q${x + 20} ${top + 50} ${x} ${top + 50}Q${x - 20} ${top + 50} ${x - 44} ${top + 26}Z`,
          { ...s, fill: lighten(colour, 0.05) },
        ),
      );
    case 'horns': {
      const horn = (k: -1 | 1) =>
        smoothClosed(
          [
            [x + k * 22, top + 8],
            [x + k * 30, top - 16],
            [x + k * 46, top - 34],
            [x + k * 40, top - 12],
            [x + k * 38, top + 10],
          ],
          0.7,
        );
      return group(
        {},
        outlined(svg, horn(-1) + horn(1), s),
        stroke(`M${x - 30} ${top - 4}l8 2M${x + 30} ${top - 4}l-8 2`, darken(colour, 0.25), 2.5),
      );
    }
    case 'antenna':
      return group(
        {},
        line(`M${x} ${top}V${top - 30}`, '#8a96a8', 4, 3),
        outlined(svg, circle(x, top - 36, 9), { ...s }),
        outlined(
          svg,
          polygon([
            [x - 14, top + 2],
            [x + 14, top + 2],
            [x + 8, top - 8],
            [x - 8, top - 8],
          ]),
          { fill: '#8a96a8', stroke: 3, shade: 0.1 },
        ),
      );
  }
}
