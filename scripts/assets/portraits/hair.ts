/** Hair styles, split into the part behind the head (long hair, buns) and the part over the forehead. */
import { darken } from '../lib/color';
import type { Point } from '../lib/path';
import { circle, ellipse, polar, smoothClosed, smoothOpen } from '../lib/path';
import { outlined, stroke } from '../lib/shapes';
import type { Svg } from '../lib/svg';
import { group } from '../lib/svg';
import type { HairStyle } from '../characters-look';
import { head } from './anatomy';

const { x, y, rx, ry } = head;

/** The crown of the head, temple to temple over the top, slightly larger than the head. */
function crown(spikes = 0): Point[] {
  return Array.from({ length: 13 }, (_, i): Point => {
    const angle = ((190 + (160 * i) / 12) * Math.PI) / 180;
    const bump = spikes && i % 2 ? spikes : 0;
    return [x + Math.cos(angle) * (rx + 6 + bump), y - 4 + Math.sin(angle) * (ry + 8 + bump)];
  });
}

/** A hair cap: the crown plus a fringe line from the right temple back to the left one. */
const cap = (fringe: readonly Point[], spikes = 0, tension = 0.9) =>
  smoothClosed([...crown(spikes), ...fringe], tension);

const fringes: Record<Exclude<HairStyle, 'none' | 'curly'>, readonly Point[]> = {
  short: [
    [x + rx + 2, y + 2],
    [x + 30, y - 28],
    [x + 5, y - 20],
    [x - 14, y - 32],
    [x - rx + 2, y - 6],
  ],
  long: [
    [x + rx, y + 10],
    [x + 24, y - 34],
    [x, y - 40],
    [x - 24, y - 34],
    [x - rx, y + 10],
  ],
  wavy: [
    [x + rx + 2, y + 8],
    [x + 22, y - 30],
    [x - 4, y - 38],
    [x - 26, y - 24],
    [x - rx, y + 8],
  ],
  bun: [
    [x + rx - 2, y - 2],
    [x + 22, y - 38],
    [x, y - 44],
    [x - 22, y - 38],
    [x - rx + 2, y - 2],
  ],
  ponytail: [
    [x + rx, y - 2],
    [x + 26, y - 30],
    [x + 4, y - 24],
    [x - 20, y - 34],
    [x - rx + 2, y - 4],
  ],
  bob: [
    [x + rx + 3, y + 20],
    [x + rx - 6, y - 24],
    [x, y - 26],
    [x - rx + 6, y - 24],
    [x - rx - 3, y + 20],
  ],
  topknot: [
    [x + rx - 2, y - 4],
    [x + 20, y - 40],
    [x, y - 44],
    [x - 20, y - 40],
    [x - rx + 2, y - 4],
  ],
  braid: [
    [x + rx, y + 4],
    [x + 22, y - 36],
    [x, y - 42],
    [x - 22, y - 36],
    [x - rx, y + 4],
  ],
  slick: [
    [x + rx, y - 6],
    [x + 24, y - 40],
    [x + 8, y - 42],
    [x, y - 30],
    [x - 8, y - 42],
    [x - 24, y - 40],
    [x - rx, y - 6],
  ],
  spiky: [
    [x + rx + 2, y - 2],
    [x + 30, y - 22],
    [x + 18, y - 30],
    [x + 6, y - 20],
    [x - 6, y - 32],
    [x - 18, y - 22],
    [x - 30, y - 30],
    [x - rx - 2, y - 4],
  ],
};

/** Hair drawn behind the head. */
export function hairBack(svg: Svg, style: HairStyle, colour: string): string {
  const style2 = { fill: darken(colour, 0.08), stroke: 5, shade: 0.2 };
  switch (style) {
    case 'long':
      return outlined(
        svg,
        smoothClosed(
          [
            [x - rx - 8, y - 10],
            [x - rx - 14, y + 60],
            [x - rx - 4, y + 96],
            [x + rx + 4, y + 96],
            [x + rx + 14, y + 60],
            [x + rx + 8, y - 10],
            [x, y - ry - 8],
          ],
          0.9,
        ),
        style2,
      );
    case 'wavy': {
      const side = (s: -1 | 1): Point[] => [
        [x + s * (rx + 8), y - 10],
        [x + s * (rx + 18), y + 30],
        [x + s * (rx + 8), y + 55],
        [x + s * (rx + 20), y + 80],
        [x + s * (rx + 6), y + 104],
      ];
      return outlined(
        svg,
        smoothClosed([...side(-1), [x, y + 100], ...side(1).reverse(), [x, y - ry - 8]], 0.9),
        style2,
      );
    }
    case 'bob':
      return outlined(
        svg,
        smoothClosed(
          [
            [x - rx - 10, y - 10],
            [x - rx - 10, y + 40],
            [x - rx + 6, y + 48],
            [x + rx - 6, y + 48],
            [x + rx + 10, y + 40],
            [x + rx + 10, y - 10],
            [x, y - ry - 10],
          ],
          0.8,
        ),
        style2,
      );
    case 'ponytail':
      return outlined(
        svg,
        smoothClosed(
          [
            [x + rx - 10, y - 40],
            [x + rx + 26, y - 30],
            [x + rx + 34, y + 20],
            [x + rx + 22, y + 70],
            [x + rx + 8, y + 30],
            [x + rx, y - 6],
          ],
          0.9,
        ),
        style2,
      );
    case 'bun':
      return outlined(svg, circle(x, y - ry - 8, 20), style2);
    case 'topknot':
      return group({}, outlined(svg, ellipse(x, y - ry - 12, 16, 14), style2));
    case 'curly':
      return outlined(
        svg,
        Array.from({ length: 9 }, (_, i) => {
          const [cx, cy] = polar(x, y - 2, rx + 4, 180 + (180 * i) / 8);
          return circle(cx, cy + (i === 0 || i === 8 ? 14 : 0), 17);
        }).join(''),
        style2,
      );
    default:
      return '';
  }
}

/** Hair over the forehead (and the braid over the shoulder). */
export function hairFront(svg: Svg, style: HairStyle, colour: string): string {
  const look = { fill: colour, stroke: 5, shade: 0.18, glint: true };
  if (style === 'none') return '';
  if (style === 'curly') {
    const curls = Array.from({ length: 9 }, (_, i) => {
      const [cx, cy] = polar(x, y - 6, rx - 6, 195 + (150 * i) / 8);
      return circle(cx, cy, 14);
    }).join('');
    return outlined(svg, curls, look);
  }
  const strands = stroke(
    smoothOpen([
      [x - 8, y - ry - 2],
      [x - 2, y - 30],
      [x + 10, y - 24],
    ]),
    darken(colour, 0.3),
    2.5,
    0.6,
  );
  const parts = [
    outlined(svg, cap(fringes[style], style === 'spiky' ? 12 : 0, style === 'spiky' ? 0.4 : 0.9), look),
    strands,
  ];
  if (style === 'braid') {
    const links = Array.from({ length: 5 }, (_, i) => ellipse(x - rx + 6 - i * 2, y + 30 + i * 17, 11 - i, 10));
    parts.push(outlined(svg, links.join(''), look));
    parts.push(outlined(svg, ellipse(x - rx - 2, y + 112, 7, 5), { fill: '#e63946', stroke: 2.5, shade: 0.1 }));
  }
  if (style === 'topknot')
    parts.push(outlined(svg, `M${x - 14} ${y - ry - 3}h28v7h-28Z`, { fill: '#b48ee0', stroke: 2.5, shade: 0.1 }));
  return group({}, ...parts);
}
