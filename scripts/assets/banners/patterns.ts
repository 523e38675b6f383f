/** Pattern banners (1200×300): coral reef, jungle leaves, hibiscus print and rolling waves. */
import { palette } from '../../../src/core/palette';
import { darken, lighten } from '../lib/color';
import { circle, ellipse, smoothOpen } from '../lib/path';
import { Random } from '../lib/random';
import { fill, line, outlined, stroke } from '../lib/shapes';
import { Svg, el, group } from '../lib/svg';
import { hibiscus, jungleLeaf } from '../scenery/flora';
import { skyGradient } from '../scenery/sky';
import { BANNER } from './scenic';

const banner = () => new Svg(BANNER.width, BANNER.height);

/** A round little fish swimming left or right. */
export function fish(svg: Svg, x: number, y: number, size: number, colour: string, facing: 1 | -1): string {
  const k = size / 40;
  return group(
    { transform: `translate(${x} ${y}) scale(${k * facing} ${k})` },
    outlined(svg, 'M-18 0L-32 -12L-30 12Z', { fill: darken(colour, 0.1), stroke: 3, shade: 0.1 }),
    outlined(svg, ellipse(0, 0, 22, 15), { fill: colour, stroke: 3, shade: 0.2, glint: true }),
    stroke('M-4 -12q-4 12 0 24', lighten(colour, 0.4), 3, 0.8),
    fill(circle(10, -3, 3.5), '#2e1f1a'),
    fill(circle(11, -4.2, 1.2), '#ffffff'),
  );
}

/** A side branch of a coral: where it leaves the stalk and where it ends (x offset, share of the height). */
type CoralBranch = [fromX: number, fromShare: number, toX: number, toShare: number];

/** A coral stalk of height `h` rising from the banner's foot (y = 300) at `x`, with its side branches. */
export function coral(x: number, h: number, colour: string, width: number, branches: CoralBranch[]): string {
  const stalk = smoothOpen([
    [x, 300],
    [x - 6, 300 - h * 0.5],
    [x + 10, 300 - h],
  ]);
  const twigs = branches.map(([fromX, fromShare, toX, toShare]) =>
    smoothOpen([
      [x + fromX, 300 - h * fromShare],
      [x + toX, 300 - h * toShare],
    ]),
  );
  return line(stalk + twigs.join(''), colour, width, 4);
}

export function coralReef(): string {
  const svg = banner();
  const rnd = new Random(811);
  const rays = Array.from({ length: 6 }, (_, i) => `M${100 + i * 200} 0l80 0l-160 300l-60 0Z`).join('');
  return svg.toString([
    skyGradient(svg, '#36c5e0', '#0b5f8a'),
    fill(rays, '#ffffff', 0.08),
    ...[100, 300, 520, 700, 900, 1100].map((x, i) =>
      coral(x, rnd.range(90, 150), [palette.sunsetCoral, '#ff8fab', '#ffd23f'][i % 3], 14, [
        [-4, 0.45, -30, 0.75],
        [4, 0.6, 30, 0.85],
      ]),
    ),
    el('path', {
      d: `${smoothOpen([
        [-20, 280],
        [300, 268],
        [600, 284],
        [900, 266],
        [1220, 280],
      ])}L1220 310L-20 310Z`,
      fill: palette.sand,
    }),
    ...[
      [240, 110, '#ffd23f', 1],
      [420, 170, '#ff6f59', -1],
      [640, 90, '#6fd3f5', 1],
      [820, 150, '#b48ee0', -1],
      [1020, 100, '#ffb36b', 1],
    ].map(([x, y, c, f]) => fish(svg, x as number, y as number, 44, c as string, f as 1 | -1)),
    fill(
      Array.from({ length: 24 }, () => circle(rnd.range(0, 1200), rnd.range(10, 260), rnd.range(3, 8))).join(''),
      '#ffffff',
      0.35,
    ),
  ]);
}

export function jungleLeaves(): string {
  const svg = banner();
  const rnd = new Random(812);
  const leaves = Array.from({ length: 22 }, (_, i) =>
    jungleLeaf(
      svg,
      (i % 11) * 115 + rnd.range(-20, 20),
      i < 11 ? -20 : 320,
      rnd.range(150, 220),
      i < 11 ? rnd.range(40, 140) : rnd.range(-140, -40),
      [palette.palmGreen, '#2f8a5e', '#5dbb63'][i % 3],
    ),
  );
  return svg.toString([
    el('rect', { width: 1200, height: 300, fill: '#1b5a45' }),
    ...leaves,
    ...[
      [300, 150],
      [620, 120],
      [930, 170],
    ].map(([x, y], i) => hibiscus(svg, x, y, 38, i % 2 ? palette.sunsetCoral : '#ff8fab', i * 30)),
  ]);
}

export function hibiscusPrint(): string {
  const svg = banner();
  const rnd = new Random(813);
  const motifs: string[] = [];
  for (let row = 0; row < 3; row += 1) {
    for (let col = 0; col < 9; col += 1) {
      const x = col * 140 + (row % 2) * 70 + rnd.range(-10, 10);
      const y = 40 + row * 110 + rnd.range(-10, 10);
      motifs.push(
        (row + col) % 2
          ? hibiscus(svg, x, y, 34, palette.cream, rnd.range(0, 72))
          : jungleLeaf(svg, x - 30, y + 10, 80, rnd.range(-60, 20), '#3aa357'),
      );
    }
  }
  return svg.toString([el('rect', { width: 1200, height: 300, fill: palette.sunsetCoral }), ...motifs]);
}

export function rollingWaves(): string {
  const svg = banner();
  const wave = (y: number, colour: string, offset: number) => {
    const crest = Array.from({ length: 8 }, (_, i) => {
      const x = i * 180 - offset;
      return `M${x} ${y}c30 -70 110 -70 140 -20c-30 -20 -70 -10 -60 20c10 20 40 10 40 0`;
    }).join('');
    const body = `M-20 ${y}${Array.from({ length: 8 }, (_, i) => `Q${i * 180 - offset + 90} ${y - 30} ${(i + 1) * 180 - offset} ${y}`).join('')}L1240 320L-20 320Z`;
    return group(
      {},
      outlined(svg, body, { fill: colour, stroke: 5, shade: 0.15 }),
      stroke(crest, palette.cream, 6, 0.9),
    );
  };
  return svg.toString([
    skyGradient(svg, '#fff1d0', '#ffd9a8'),
    outlined(svg, circle(980, 90, 50), { fill: palette.sunsetCoral, stroke: 5, shade: 0.1 }),
    wave(140, lighten(palette.seaTeal, 0.35), 0),
    wave(200, palette.seaTeal, 90),
    wave(260, palette.seaDeep, 40),
  ]);
}
