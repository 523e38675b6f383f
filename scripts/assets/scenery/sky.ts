/** Sky pieces shared by the islands and banners: gradient sky, sun, moon, clouds, stars. */
import { darken, lighten } from '../lib/color';
import { circle, ellipse, polar, smoothClosed, star } from '../lib/path';
import type { Random } from '../lib/random';
import { fill, outlined, soft } from '../lib/shapes';
import type { Svg } from '../lib/svg';
import { el, group } from '../lib/svg';

export function skyGradient(svg: Svg, top: string, bottom: string, height = svg.height): string {
  const paint = svg.linearAbs(
    [
      { offset: 0, color: top },
      { offset: 1, color: bottom },
    ],
    [0, 0, 0, height],
  );
  return el('rect', { x: 0, y: 0, width: svg.width, height, fill: paint });
}

/** A round sun with a wide glow and soft rounded rays. */
export function sun(svg: Svg, x: number, y: number, r: number, colour: string, rays = 12, glowRadius = 4): string {
  const glow = svg.radial([
    { offset: 0, color: lighten(colour, 0.5), opacity: 0.85 },
    { offset: 0.35, color: colour, opacity: 0.35 },
    { offset: 1, color: colour, opacity: 0 },
  ]);
  const rayShapes = Array.from({ length: rays }, (_, i) => {
    const a = (360 / rays) * i;
    const tip = polar(x, y, r * 1.75, a);
    const l = polar(x, y, r * 1.2, a - 9);
    const rr = polar(x, y, r * 1.2, a + 9);
    return smoothClosed([l, tip, rr, polar(x, y, r * 1.05, a)], 0.4);
  }).join('');
  return group(
    {},
    el('circle', { cx: x, cy: y, r: r * glowRadius, fill: glow }),
    fill(rayShapes, lighten(colour, 0.35), 0.75),
    outlined(svg, circle(x, y, r), {
      fill: colour,
      outline: darken(colour, 0.25),
      stroke: r * 0.06,
      shade: 0.12,
      glint: true,
      gradient: true,
    }),
  );
}

/** A full moon with craters and a cold halo. */
export function moon(svg: Svg, x: number, y: number, r: number, colour: string): string {
  const halo = svg.radial([
    { offset: 0, color: colour, opacity: 0.55 },
    { offset: 0.4, color: colour, opacity: 0.16 },
    { offset: 1, color: colour, opacity: 0 },
  ]);
  const craters = [
    [0.35, -0.2, 0.22],
    [-0.3, 0.3, 0.16],
    [-0.25, -0.35, 0.1],
    [0.15, 0.45, 0.12],
  ]
    .map(([dx, dy, k]) => circle(x + dx * r, y + dy * r, k * r))
    .join('');
  return group(
    {},
    el('circle', { cx: x, cy: y, r: r * 4.5, fill: halo }),
    outlined(svg, circle(x, y, r), {
      fill: colour,
      outline: darken(colour, 0.3),
      stroke: r * 0.05,
      shade: 0.15,
      glint: true,
    }),
    fill(craters, darken(colour, 0.12), 0.7),
  );
}

/** A puffy cloud: a union of circles with a flat-ish bottom. */
export function cloud(
  svg: Svg,
  x: number,
  y: number,
  width: number,
  colour: string,
  rnd: Random,
  outline?: string,
): string {
  const puffs = 4 + rnd.int(0, 2);
  const parts: string[] = [];
  for (let i = 0; i < puffs; i += 1) {
    const t = (i + 0.5) / puffs;
    const r = width * (0.13 + 0.14 * Math.sin(Math.PI * t)) * rnd.range(0.85, 1.1);
    parts.push(circle(x - width / 2 + t * width, y - r * 0.45, r));
  }
  parts.push(ellipse(x, y + width * 0.02, width * 0.55, width * 0.1));
  return outlined(svg, parts.join(''), {
    fill: colour,
    outline: outline ?? darken(colour, 0.18),
    stroke: width * 0.018,
    shade: 0.1,
    shadeOffset: width * 0.04,
  });
}

/** Twinkling stars scattered over the top of the picture: small dots and a few four-point sparkles. */
export function starField(svg: Svg, rnd: Random, count: number, maxY: number, colour: string): string {
  const dots: string[] = [];
  const sparkles: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const x = rnd.range(0, svg.width);
    const y = rnd.range(0, maxY) * rnd.range(0.3, 1);
    if (i % 9 === 0) sparkles.push(smoothClosed(star(x, y, rnd.range(6, 11), 1.6, 4), 0.2));
    else dots.push(circle(x, y, rnd.range(0.8, 2.4)));
  }
  return group(
    {},
    fill(dots.join(''), colour, 0.85),
    fill(sparkles.join(''), colour, 0.95),
    el('g', { filter: svg.blur(2) }, fill(sparkles.join(''), colour, 0.8)),
  );
}

/** Soft mist bands: several long blurred ellipses. */
export function mist(svg: Svg, rnd: Random, y: number, colour: string, opacity: number, bands = 4): string {
  return group(
    {},
    ...Array.from({ length: bands }, () =>
      soft(
        svg,
        rnd.range(0, svg.width),
        y + rnd.range(-30, 30),
        rnd.range(220, 480),
        rnd.range(22, 45),
        colour,
        opacity,
        18,
      ),
    ),
  );
}

/** A few seagulls: soft "m" strokes. */
export function seagulls(rnd: Random, x: number, y: number, count: number, colour: string): string {
  return group(
    {},
    ...Array.from({ length: count }, (_, i) => {
      const gx = x + i * 42 + rnd.range(-12, 12);
      const gy = y + rnd.range(-22, 22);
      const w = rnd.range(10, 16);
      const d = `M${gx - w} ${gy}Q${gx - w / 2} ${gy - w * 0.7} ${gx} ${gy}Q${gx + w / 2} ${gy - w * 0.7} ${gx + w} ${gy}`;
      return el('path', {
        d,
        fill: 'none',
        stroke: colour,
        'stroke-width': 3,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      });
    }),
  );
}

/** A veil of fog thickening toward the bottom of the picture. */
export function groundFog(svg: Svg, colour: string, from = svg.height * 0.7, strength = 0.45): string {
  const paint = svg.linearAbs(
    [
      { offset: 0, color: colour, opacity: 0 },
      { offset: 1, color: colour, opacity: strength },
    ],
    [0, from, 0, svg.height],
  );
  return el('rect', { x: 0, y: from, width: svg.width, height: svg.height - from, fill: paint });
}
