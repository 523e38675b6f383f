/**
 * UI frames meant for CSS `border-image` 9-slicing (docs/art-pipeline.md gives the slice insets): a wooden sign, a
 * paper note and a button face. Corners hold the detail; edges and centre stretch cleanly.
 */
import { palette } from '../../../src/core/palette';
import { darken, lighten } from '../lib/color';
import { circle, roundRect, smoothOpen } from '../lib/path';
import type { Random } from '../lib/random';
import { Random as Seeded } from '../lib/random';
import { fill, outlined, stroke } from '../lib/shapes';
import { Svg, el, group } from '../lib/svg';

export const panelSize = { width: 480, height: 320 } as const;
export const buttonSize = { width: 320, height: 96 } as const;

/** Wood grain: long gently wavy lines along a plank. */
function grain(rnd: Random, x0: number, x1: number, y0: number, y1: number, colour: string): string {
  return Array.from({ length: 5 }, () => {
    const y = rnd.range(y0 + 6, y1 - 6);
    return stroke(
      smoothOpen(
        Array.from({ length: 7 }, (_, i) => [x0 + ((x1 - x0) * i) / 6, y + Math.sin(i * 1.7 + y) * 2] as const),
      ),
      colour,
      rnd.range(1.5, 3),
      0.45,
    );
  }).join('');
}

export function woodPanel(): string {
  const { width: w, height: h } = panelSize;
  const svg = new Svg(w, h);
  const rnd = new Seeded(701);
  const wood = palette.wood;
  const planks = 4;
  const inner = { x: 14, y: 14, w: w - 28, h: h - 28 };
  const clip = svg.clip(el('path', { d: roundRect(inner.x, inner.y, inner.w, inner.h, 26) }));
  const plankH = inner.h / planks;
  const boards = Array.from({ length: planks }, (_, i) => {
    const y = inner.y + i * plankH;
    const tone = i % 2 ? wood : lighten(wood, 0.06);
    return group(
      {},
      el('rect', { x: 0, y, width: w, height: plankH, fill: tone }),
      grain(rnd, inner.x, inner.x + inner.w, y, y + plankH, darken(tone, 0.35)),
      stroke(`M0 ${y + plankH}H${w}`, darken(wood, 0.5), 3),
    );
  });
  const nails = [
    [34, 34],
    [w - 34, 34],
    [34, h - 34],
    [w - 34, h - 34],
  ].map(([x, y]) => outlined(svg, circle(x, y, 7), { fill: '#c9ccd4', stroke: 2.5, shade: 0.2, glint: true }));
  return svg.toString([
    outlined(svg, roundRect(inner.x, inner.y, inner.w, inner.h, 26), { fill: wood, stroke: 8, shade: 0 }),
    group({ 'clip-path': clip }, ...boards),
    el('path', {
      d: roundRect(inner.x + 8, inner.y + 8, inner.w - 16, inner.h - 16, 20),
      fill: 'none',
      stroke: lighten(wood, 0.3),
      'stroke-width': 3,
      opacity: 0.5,
    }),
    ...nails,
  ]);
}

export function paperPanel(): string {
  const { width: w, height: h } = panelSize;
  const svg = new Svg(w, h);
  const paper = palette.paper;
  // A slightly wavy outline, like a sheet torn from a notebook.
  const edge = `M28 18Q${w / 2} 10 ${w - 28} 18Q${w - 14} 20 ${w - 16} 34Q${w - 10} ${h / 2} ${w - 16} ${h - 34}Q${w - 16} ${h - 16} ${w - 34} ${h - 16}Q${w / 2} ${h - 8} 34 ${h - 16}Q16 ${h - 16} 16 ${h - 34}Q10 ${h / 2} 16 34Q16 18 28 18Z`;
  const burn = svg.radial([
    { offset: 0.55, color: paper, opacity: 0 },
    { offset: 1, color: '#c8964e', opacity: 0.5 },
  ]);
  return svg.toString([
    el('path', { d: edge, fill: '#000000', opacity: 0.18, transform: 'translate(4 6)', filter: svg.blur(4) }),
    outlined(svg, edge, { fill: paper, outline: darken(paper, 0.45), stroke: 4, shade: 0 }),
    el('path', { d: edge, fill: burn }),
    fill(
      `M${w - 60} ${h - 16}Q${w - 30} ${h - 24} ${w - 16} ${h - 50}Q${w - 40} ${h - 50} ${w - 60} ${h - 16}Z`,
      darken(paper, 0.12),
    ),
    stroke(`M${w - 60} ${h - 16}Q${w - 40} ${h - 50} ${w - 16} ${h - 50}`, darken(paper, 0.4), 2.5),
  ]);
}

export function buttonFace(): string {
  const { width: w, height: h } = buttonSize;
  const svg = new Svg(w, h);
  const face = palette.sunsetCoral;
  return svg.toString([
    outlined(svg, roundRect(6, 12, w - 12, h - 16, 36), { fill: darken(face, 0.3), stroke: 5, shade: 0 }),
    outlined(svg, roundRect(6, 6, w - 12, h - 22, 36), { fill: face, stroke: 5, shade: 0.1, gradient: true }),
    el('path', { d: roundRect(26, 14, w - 52, 18, 9), fill: '#ffffff', opacity: 0.35 }),
  ]);
}
