/** Built things of the darker islands: the ruined resort, jungle temple ruins, torches and the locked gate. */
import { darken, lighten } from '../lib/color';
import { displayFont, textPath } from '../lib/font';
import type { Point } from '../lib/path';
import { circle, ellipse, polygon, roundRect, smoothClosed, smoothOpen } from '../lib/path';
import type { Random } from '../lib/random';
import { fill, line, outlined, soft, stroke } from '../lib/shapes';
import type { Svg } from '../lib/svg';
import { el, group } from '../lib/svg';

/** A holiday hotel gone to ruin: cracked walls, dark and boarded windows, a tilted sign. */
export function ruinedResort(
  svg: Svg,
  rnd: Random,
  x: number,
  y: number,
  w: number,
  floors: number,
  wall: string,
  sign: string,
): string {
  const floorH = 62;
  const h = floors * floorH + 30;
  // A broken roof line: the right side has collapsed.
  const outline: Point[] = [
    [x, y],
    [x, y - h],
    [x + w * 0.55, y - h],
    [x + w * 0.62, y - h + 28],
    [x + w * 0.7, y - h + 12],
    [x + w * 0.8, y - h + 70],
    [x + w, y - h + 60],
    [x + w, y],
  ];
  const parts = [outlined(svg, polygon(outline), { fill: wall, stroke: 6, shade: 0.2, shadeOffset: 20 })];
  for (let f = 0; f < floors; f += 1) {
    const fy = y - 30 - (f + 1) * floorH + 14;
    parts.push(fill(`M${x} ${fy + floorH - 8}h${w}v6h${-w}Z`, darken(wall, 0.2), 0.7));
    for (let c = 0; c < 5; c += 1) {
      const wx = x + 22 + c * ((w - 44) / 5);
      if (fy < y - h + (wx > x + w * 0.6 ? 80 : 10)) continue;
      const kind = rnd.int(0, 3);
      const win = roundRect(wx, fy, (w - 44) / 5 - 16, floorH - 26, 6);
      parts.push(outlined(svg, win, { fill: kind === 0 ? '#ffcf6b' : '#2a2d3a', stroke: 3, shade: 0.1 }));
      if (kind === 1)
        parts.push(line(`M${wx - 4} ${fy + 8}L${wx + (w - 44) / 5 - 12} ${fy + floorH - 34}`, '#9c7a55', 7, 2.5));
      if (kind === 2) parts.push(stroke(`M${wx + 6} ${fy + 4}l8 12l-6 6l10 10`, '#8a93a6', 2));
    }
  }
  parts.push(
    stroke(
      smoothOpen([
        [x + w * 0.3, y - h + 4],
        [x + w * 0.34, y - h + 60],
        [x + w * 0.28, y - h + 110],
        [x + w * 0.33, y - h + 160],
      ]),
      darken(wall, 0.5),
      3,
    ),
  );
  const door = roundRect(x + w * 0.42, y - 52, w * 0.16, 52, 10);
  parts.push(outlined(svg, door, { fill: '#2a2d3a', stroke: 4, shade: 0 }));
  // The sign hangs crooked from one post.
  const sx = x + w * 0.1;
  const sy = y - h - 70;
  const signGroup = group(
    { transform: `rotate(-9 ${sx} ${sy + 60})` },
    line(`M${sx + 20} ${sy + 50}V${sy + 75}M${sx + w * 0.5} ${sy + 50}V${sy + 75}`, '#6b5a4a', 6),
    outlined(svg, roundRect(sx, sy, w * 0.56, 52, 12), { fill: darken(wall, 0.45), stroke: 4, shade: 0.2 }),
    outlined(
      svg,
      textPath(displayFont(), 'RESORT', sx + w * 0.28, sy + 42, 40, 3, (i) => (i === 3 ? 14 : 0)),
      { fill: sign, stroke: 2.5, shade: 0.15 },
    ),
    soft(svg, sx + w * 0.28, sy + 26, w * 0.3, 30, sign, 0.25, 10),
  );
  parts.push(signGroup);
  return group({}, ...parts);
}

/** A stepped jungle temple with a dark doorway, moss and a carved face. */
export function templeRuin(
  svg: Svg,
  x: number,
  y: number,
  w: number,
  stone: string,
  moss: string,
  glow: string,
): string {
  const steps = 4;
  const parts: string[] = [];
  for (let i = 0; i < steps; i += 1) {
    const sw = w * (1 - i * 0.18);
    const sh = w * 0.13;
    const sy = y - (i + 1) * sh;
    parts.push(
      outlined(svg, roundRect(x - sw / 2, sy, sw, sh + 4, 6), {
        fill: i % 2 ? stone : lighten(stone, 0.06),
        stroke: 5,
        shade: 0.2,
        shadeOffset: 10,
      }),
    );
    parts.push(
      fill(
        smoothClosed([
          [x - sw / 2 + 4, sy + 2],
          [x - sw / 2 + sw * 0.3, sy - 4],
          [x - sw / 2 + sw * 0.45, sy + 6],
          [x - sw / 2 + sw * 0.2, sy + 14],
        ]),
        moss,
        0.85,
      ),
    );
  }
  const top = y - steps * w * 0.13;
  const doorW = w * 0.16;
  parts.push(
    outlined(
      svg,
      smoothClosed(
        [
          [x - doorW, y - 2],
          [x - doorW, y - w * 0.2],
          [x, y - w * 0.3],
          [x + doorW, y - w * 0.2],
          [x + doorW, y - 2],
        ],
        0.4,
      ),
      { fill: '#140c22', stroke: 5, shade: 0 },
    ),
  );
  parts.push(
    soft(svg, x - doorW * 0.4, y - w * 0.15, 5, 4, glow, 1, 1.5),
    soft(svg, x + doorW * 0.4, y - w * 0.15, 5, 4, glow, 1, 1.5),
  );
  // A carved face on the top block: two eyes and a grim mouth.
  parts.push(
    fill(
      `${circle(x - w * 0.08, top + w * 0.06, w * 0.025)}${circle(x + w * 0.08, top + w * 0.06, w * 0.025)}`,
      darken(stone, 0.5),
    ),
    stroke(`M${x - w * 0.1} ${top + w * 0.1}h${w * 0.2}`, darken(stone, 0.5), 4),
  );
  return group({}, ...parts);
}

/** A broken stone pillar. */
export function pillar(svg: Svg, x: number, y: number, h: number, stone: string, moss: string): string {
  const w = h * 0.22;
  const body = polygon([
    [x - w / 2, y],
    [x - w / 2, y - h * 0.9],
    [x - w * 0.1, y - h],
    [x + w * 0.15, y - h * 0.86],
    [x + w / 2, y - h * 0.93],
    [x + w / 2, y],
  ]);
  return group(
    {},
    outlined(svg, body, { fill: stone, stroke: 5, shade: 0.22 }),
    outlined(svg, roundRect(x - w * 0.65, y - 16, w * 1.3, 18, 5), {
      fill: lighten(stone, 0.05),
      stroke: 5,
      shade: 0.2,
    }),
    fill(
      smoothClosed([
        [x - w / 2, y - h * 0.6],
        [x + w * 0.1, y - h * 0.55],
        [x + w / 2, y - h * 0.35],
        [x - w * 0.1, y - h * 0.4],
      ]),
      moss,
      0.85,
    ),
    stroke(
      `M${x - w * 0.15} ${y - h * 0.8}v${h * 0.55}M${x + w * 0.15} ${y - h * 0.75}v${h * 0.5}`,
      darken(stone, 0.25),
      3,
      0.7,
    ),
  );
}

/** A tiki torch with a warm glowing flame. */
export function torch(svg: Svg, x: number, y: number, h: number, flame: string): string {
  const glow = svg.radial([
    { offset: 0, color: flame, opacity: 0.55 },
    { offset: 1, color: flame, opacity: 0 },
  ]);
  const cupY = y - h;
  return group(
    {},
    el('circle', { cx: x, cy: cupY - h * 0.12, r: h * 0.75, fill: glow }),
    line(`M${x} ${y}L${x} ${cupY}`, '#7a5130', h * 0.06, 3),
    outlined(
      svg,
      polygon([
        [x - h * 0.09, cupY - h * 0.06],
        [x + h * 0.09, cupY - h * 0.06],
        [x + h * 0.06, cupY + h * 0.08],
        [x - h * 0.06, cupY + h * 0.08],
      ]),
      { fill: '#a0703f', stroke: 3, shade: 0.2 },
    ),
    outlined(
      svg,
      smoothClosed(
        [
          [x - h * 0.1, cupY - h * 0.07],
          [x - h * 0.04, cupY - h * 0.24],
          [x, cupY - h * 0.36],
          [x + h * 0.05, cupY - h * 0.22],
          [x + h * 0.1, cupY - h * 0.07],
        ],
        0.8,
      ),
      { fill: flame, outline: darken(flame, 0.35), stroke: 3, shade: 0, glint: true },
    ),
    fill(
      smoothClosed(
        [
          [x - h * 0.04, cupY - h * 0.07],
          [x, cupY - h * 0.22],
          [x + h * 0.04, cupY - h * 0.07],
        ],
        0.8,
      ),
      '#fff3a0',
    ),
  );
}

/** A stone gate barred by chains and a huge padlock: the locked island. */
export function lockedGate(
  svg: Svg,
  rnd: Random,
  x: number,
  y: number,
  w: number,
  stone: string,
  metal: string,
  rune: string,
): string {
  const h = w * 1.15;
  const arch = smoothClosed(
    [
      [x - w / 2, y],
      [x - w / 2, y - h * 0.62],
      [x - w * 0.3, y - h * 0.92],
      [x, y - h],
      [x + w * 0.3, y - h * 0.92],
      [x + w / 2, y - h * 0.62],
      [x + w / 2, y],
    ],
    0.5,
  );
  const inner = smoothClosed(
    [
      [x - w * 0.32, y],
      [x - w * 0.32, y - h * 0.55],
      [x - w * 0.18, y - h * 0.78],
      [x, y - h * 0.83],
      [x + w * 0.18, y - h * 0.78],
      [x + w * 0.32, y - h * 0.55],
      [x + w * 0.32, y],
    ],
    0.5,
  );
  const glyphs = [
    'l6 -12l6 12M-9 -5h6',
    'v-12l8 6l-8 6',
    'm6 0v-12m-6 4l12 4',
    'l12 -12m-12 0l12 12',
    'm6 -12v12m-6 -6h12',
  ];
  const runes = Array.from({ length: 7 }, (_, i) => {
    const a = Math.PI * (0.1 + (0.8 * i) / 6);
    const rx = x - Math.cos(a) * w * 0.41;
    const ry = y - h * 0.45 - Math.sin(a) * h * 0.45;
    return stroke(`M${rx - 6} ${ry + 6}${glyphs[i % glyphs.length]}`, rune, 2.5);
  });
  const chain = (from: Point, to: Point) => {
    const links: string[] = [];
    const count = 15;
    const angle = (Math.atan2(to[1] - from[1], to[0] - from[0]) * 180) / Math.PI;
    for (let i = 0; i <= count; i += 1) {
      const t = i / count;
      const px = from[0] + (to[0] - from[0]) * t;
      const py = from[1] + (to[1] - from[1]) * t + Math.sin(Math.PI * t) * 18;
      // Links alternate: an open ring seen face-on, then one seen edge-on.
      const link = i % 2 ? roundRect(px - 10, py - 3, 20, 6, 3) : ellipse(px, py, 11, 7);
      links.push(
        i % 2
          ? outlined(svg, link, { fill: metal, stroke: 2.5, shade: 0.2, transform: `rotate(${angle} ${px} ${py})` })
          : group({ transform: `rotate(${angle} ${px} ${py})` }, line(link, metal, 4, 2.5)),
      );
    }
    return links.join('');
  };
  const lockY = y - h * 0.42;
  return group(
    {},
    el('path', { d: inner, fill: rune, opacity: 0.25, filter: svg.blur(w * 0.08) }),
    outlined(svg, `${arch}`, { fill: stone, stroke: 6, shade: 0.25, shadeOffset: 18 }),
    outlined(svg, inner, { fill: '#0c0f24', stroke: 4, shade: 0 }),
    ...runes,
    el('g', { filter: svg.blur(3), opacity: 0.8 }, ...runes),
    chain([x - w * 0.34, y - h * 0.66], [x + w * 0.34, y - h * 0.2]),
    chain([x + w * 0.34, y - h * 0.66], [x - w * 0.34, y - h * 0.2]),
    line(
      smoothOpen([
        [x - w * 0.07, lockY - w * 0.02],
        [x - w * 0.07, lockY - w * 0.12],
        [x, lockY - w * 0.17],
        [x + w * 0.07, lockY - w * 0.12],
        [x + w * 0.07, lockY - w * 0.02],
      ]),
      lighten(metal, 0.1),
      w * 0.035,
      3,
    ),
    outlined(svg, roundRect(x - w * 0.12, lockY - w * 0.03, w * 0.24, w * 0.2, w * 0.04), {
      fill: '#e0b640',
      stroke: 4,
      shade: 0.25,
      glint: true,
    }),
    fill(
      `${circle(x, lockY + w * 0.05, w * 0.025)}M${x - w * 0.012} ${lockY + w * 0.06}h${w * 0.024}l${w * 0.008} ${w * 0.05}h${-w * 0.04}Z`,
      '#4a3410',
    ),
    soft(svg, x, lockY + w * 0.07, w * 0.2, w * 0.14, '#ffe9a0', 0.15 + rnd.range(0, 0.01), 8),
  );
}
