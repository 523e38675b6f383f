/** Holiday props scattered over the scenes: umbrella, towel, sandcastle, starfish, shark fin, lounge chair. */
import { darken, lighten } from '../lib/color';
import type { Point } from '../lib/path';
import { circle, polygon, roundRect, smoothClosed, smoothOpen, star } from '../lib/path';
import { line, outlined, soft, stroke } from '../lib/shapes';
import type { Svg } from '../lib/svg';
import { el, group } from '../lib/svg';

/** A striped beach umbrella planted at (x, y), tilted by `tilt` degrees; `broken` tears the canopy. */
export function umbrella(
  svg: Svg,
  x: number,
  y: number,
  size: number,
  colours: readonly [string, string],
  tilt = 0,
  broken = false,
): string {
  const r = size * 0.6;
  const rimY = y - size * 0.78;
  const topY = rimY - size * 0.3;
  const panels = 6;
  const rim = Array.from(
    { length: panels + 1 },
    (_, i): Point => [x - r + (2 * r * i) / panels, rimY + Math.sin((Math.PI * i) / panels) * size * 0.06],
  );
  // A dome: smooth top, scalloped rim between the rib ends.
  let d = `M${rim[0][0]} ${rim[0][1]}C${x - r * 0.9} ${topY - size * 0.04} ${x - r * 0.3} ${topY} ${x} ${topY}`;
  d += `C${x + r * 0.3} ${topY} ${x + r * 0.9} ${topY - size * 0.04} ${rim[panels][0]} ${rim[panels][1]}`;
  for (let i = panels; i > 0; i -= 1) {
    const [ax, ay] = rim[i];
    const [bx, by] = rim[i - 1];
    const sag = broken && i === 2 ? size * 0.16 : size * 0.05;
    d += `Q${(ax + bx) / 2} ${(ay + by) / 2 + sag} ${bx} ${by}`;
  }
  d += 'Z';
  // Ribs bow outward like the dome, so the stripes follow its curve.
  const control = (p: Point) => `${x + (p[0] - x) * 1.08} ${topY + (p[1] - topY) * 0.12}`;
  const rib = (p: Point) => `Q${control(p)} ${p[0]} ${p[1]}`;
  const stripes = rim
    .slice(0, panels)
    .map((p, i) => {
      if (i % 2) return '';
      const from: Point = [p[0] - 2, p[1] + size * 0.1];
      const to: Point = [rim[i + 1][0] + 2, rim[i + 1][1] + size * 0.1];
      return `M${x} ${topY - 4}${rib(from)}L${to[0]} ${to[1]}Q${control(to)} ${x} ${topY - 4}Z`;
    })
    .join('');
  const clip = svg.clip(el('path', { d }));
  const pole = line(`M${x} ${y}L${x} ${topY + 6}`, '#e8e2d0', size * 0.035, 3);
  return group(
    { transform: `rotate(${tilt} ${x} ${y})` },
    soft(svg, x + size * 0.25, y + 4, size * 0.55, size * 0.07, '#000000', 0.16, 6),
    pole,
    outlined(svg, d, { fill: colours[1], stroke: 4, shade: 0 }),
    el('path', { d: stripes, fill: colours[0], 'clip-path': clip }),
    el('path', {
      d,
      fill: '#000000',
      opacity: 0.12,
      mask: svg.mask(
        el('rect', { ...svg.everywhere(), fill: '#ffffff' }) +
          el('path', {
            d,
            transform: `translate(${-size * 0.05} ${-size * 0.07})`,
            fill: '#000000',
            filter: svg.blur(size * 0.02),
          }),
      ),
    }),
    ...rim.slice(1, panels).map((p) => stroke(`M${x} ${topY}${rib(p)}`, darken(colours[1], 0.35), 2, 0.5)),
    outlined(
      svg,
      smoothClosed([
        [x - 6, topY + 2],
        [x, topY - size * 0.07],
        [x + 6, topY + 2],
      ]),
      { fill: colours[0], stroke: 3, shade: 0 },
    ),
  );
}

/** A towel lying on the sand in perspective, with stripes. */
export function towel(svg: Svg, x: number, y: number, w: number, colours: readonly [string, string]): string {
  const h = w * 0.32;
  const corners: Point[] = [
    [x - w * 0.5, y],
    [x + w * 0.42, y - h * 0.15],
    [x + w * 0.5, y + h * 0.8],
    [x - w * 0.42, y + h],
  ];
  const stripes = [0.2, 0.5, 0.8].map((t) => {
    const a: Point = [
      corners[0][0] + (corners[1][0] - corners[0][0]) * t,
      corners[0][1] + (corners[1][1] - corners[0][1]) * t,
    ];
    const b: Point = [
      corners[3][0] + (corners[2][0] - corners[3][0]) * t,
      corners[3][1] + (corners[2][1] - corners[3][1]) * t,
    ];
    return stroke(`M${a[0]} ${a[1]}L${b[0]} ${b[1]}`, colours[1], w * 0.07);
  });
  return group({}, outlined(svg, polygon(corners), { fill: colours[0], stroke: 4, shade: 0.1 }), ...stripes);
}

export function starfish(svg: Svg, x: number, y: number, r: number, colour: string, rotation = 0): string {
  const d = smoothClosed(star(x, y, r, r * 0.45, 5, -90 + rotation), 0.35);
  const dots = star(x, y, r * 0.5, r * 0.2, 5, -90 + rotation)
    .filter((_, i) => i % 2 === 0)
    .map(([px, py]) => el('circle', { cx: px, cy: py, r: r * 0.07, fill: lighten(colour, 0.5) }))
    .join('');
  return group({}, outlined(svg, d, { fill: colour, stroke: 3, shade: 0.2, glint: true }), dots);
}

/** A sandcastle with two towers, a door and a little flag. */
export function sandcastle(svg: Svg, x: number, y: number, size: number, sand: string, flag: string): string {
  const w = size;
  const tower = (cx: number, h: number) =>
    `M${cx - w * 0.14} ${y}V${y - h}h${w * 0.07}v${-w * 0.06}h${w * 0.07}v${w * 0.06}h${w * 0.07}v${-w * 0.06}h${w * 0.07}V${y}Z`;
  const body = roundRect(x - w * 0.4, y - w * 0.32, w * 0.8, w * 0.32, w * 0.04);
  const door = smoothClosed(
    [
      [x - w * 0.07, y],
      [x - w * 0.07, y - w * 0.12],
      [x, y - w * 0.18],
      [x + w * 0.07, y - w * 0.12],
      [x + w * 0.07, y],
    ],
    0.3,
  );
  return group(
    {},
    outlined(svg, `${body}${tower(x - w * 0.3, w * 0.5)}${tower(x + w * 0.3, w * 0.42)}`, {
      fill: sand,
      stroke: 4,
      shade: 0.18,
      glint: true,
    }),
    el('path', { d: door, fill: darken(sand, 0.4) }),
    stroke(`M${x - w * 0.3} ${y - w * 0.56}v${-w * 0.3}`, darken(sand, 0.6), 3),
    outlined(
      svg,
      polygon([
        [x - w * 0.3, y - w * 0.86],
        [x - w * 0.1, y - w * 0.8],
        [x - w * 0.3, y - w * 0.72],
      ]),
      { fill: flag, stroke: 2.5, shade: 0 },
    ),
  );
}

/** A shark fin cutting the water, with a wake: the first hint that the holiday may go wrong. */
export function sharkFin(svg: Svg, x: number, y: number, size: number, colour: string, foam: string): string {
  const fin = smoothClosed(
    [
      [x - size * 0.55, y],
      [x - size * 0.1, y - size * 0.55],
      [x + size * 0.25, y - size],
      [x + size * 0.18, y - size * 0.4],
      [x + size * 0.45, y],
    ],
    0.5,
  );
  const wake = smoothOpen([
    [x - size * 2.2, y + 2],
    [x - size * 1.2, y - 4],
    [x - size * 0.6, y + 3],
    [x + size * 0.6, y + 3],
    [x + size, y - 2],
  ]);
  return group(
    {},
    stroke(wake, foam, size * 0.12, 0.8),
    outlined(svg, `${fin}`, { fill: colour, stroke: 4, shade: 0.2, glint: true }),
  );
}

/** A wooden lounge chair seen from the side; `broken` snaps the back rest. */
export function loungeChair(
  svg: Svg,
  x: number,
  y: number,
  size: number,
  wood: string,
  cloth: string,
  broken = false,
): string {
  const legs = [
    line(`M${x - size * 0.45} ${y}L${x - size * 0.35} ${y - size * 0.22}`, wood, 5, 2.5),
    line(`M${x + size * 0.3} ${y}L${x + size * 0.25} ${y - size * 0.22}`, wood, 5, 2.5),
  ].join('');
  const seat = polygon([
    [x - size * 0.5, y - size * 0.24],
    [x + size * 0.2, y - size * 0.24],
    [x + size * 0.2, y - size * 0.3],
    [x - size * 0.5, y - size * 0.3],
  ]);
  const backAngle = broken ? 35 : -55;
  const back = roundRect(x + size * 0.17, y - size * 0.3, size * 0.42, size * 0.07, 4);
  return group(
    {},
    legs,
    outlined(svg, seat, { fill: cloth, stroke: 4, shade: 0.15 }),
    outlined(svg, back, {
      fill: cloth,
      stroke: 4,
      shade: 0.15,
      transform: `rotate(${backAngle} ${x + size * 0.18} ${y - size * 0.27})`,
    }),
  );
}

/** A small sailboat on the horizon. */
export function sailboat(svg: Svg, x: number, y: number, size: number, sail: string, hull: string): string {
  return group(
    {},
    outlined(
      svg,
      polygon([
        [x - size * 0.5, y - size * 0.18],
        [x + size * 0.5, y - size * 0.18],
        [x + size * 0.35, y],
        [x - size * 0.38, y],
      ]),
      { fill: hull, stroke: 2.5, shade: 0.15 },
    ),
    outlined(
      svg,
      smoothClosed(
        [
          [x - size * 0.02, y - size * 1.1],
          [x + size * 0.42, y - size * 0.28],
          [x - size * 0.02, y - size * 0.26],
        ],
        0.2,
      ),
      { fill: sail, stroke: 2.5, shade: 0.1 },
    ),
    outlined(
      svg,
      polygon([
        [x - size * 0.08, y - size * 0.95],
        [x - size * 0.08, y - size * 0.26],
        [x - size * 0.4, y - size * 0.26],
      ]),
      { fill: sail, stroke: 2.5, shade: 0.1 },
    ),
  );
}

/** A lost suitcase half sunk in the ground, covered in travel stickers. */
export function suitcase(svg: Svg, x: number, y: number, size: number, colour: string, tilt = -12): string {
  const w = size;
  const h = size * 0.7;
  return group(
    { transform: `rotate(${tilt} ${x} ${y})` },
    line(`M${x - w * 0.15} ${y - h}V${y - h * 1.18}H${x + w * 0.15}V${y - h}`, '#5a3b25', w * 0.05, 3),
    outlined(svg, roundRect(x - w / 2, y - h, w, h, w * 0.1), { fill: colour, stroke: 4, shade: 0.2, glint: true }),
    stroke(`M${x - w / 2 + 6} ${y - h * 0.55}H${x + w / 2 - 6}`, darken(colour, 0.3), 3),
    outlined(svg, circle(x - w * 0.22, y - h * 0.75, w * 0.1), { fill: '#ffd23f', stroke: 2, shade: 0 }),
    outlined(svg, roundRect(x + w * 0.08, y - h * 0.9, w * 0.28, w * 0.14, 4), {
      fill: '#6fd3f5',
      stroke: 2,
      shade: 0,
      transform: `rotate(10 ${x} ${y})`,
    }),
  );
}
