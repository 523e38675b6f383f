/**
 * The gacha's treasure chest: wooden, with gold bands and a lock. Closed, it waits for a roll; open, its lid is thrown
 * back and light of the given colour pours out. The banners and the reveal stage draw the same chest.
 */
import { palette } from '../../../src/core/palette';
import { darken, lighten } from '../lib/color';
import { circle, polygon, roundRect, star } from '../lib/path';
import { fill, outlined, soft } from '../lib/shapes';
import type { Svg } from '../lib/svg';
import { el, group } from '../lib/svg';

const WOOD = palette.wood;
const GOLD = '#f2b632';

/** The lid's dome, closed: a half-barrel above the body (the chest is drawn 200 wide, its base at y = 0). */
const closedLid = 'M-104 -96V-124Q-104 -176 0 -176Q104 -176 104 -124V-96Z';
/** The lid thrown back: its inside seen from the front, above and behind the body. */
const openLid = 'M-100 -104L-94 -156Q0 -172 94 -156L100 -104Z';

function body(svg: Svg): string {
  return group(
    {},
    outlined(svg, roundRect(-104, -98, 208, 98, 14), { fill: WOOD, stroke: 5, shade: 0.25 }),
    el('path', { d: 'M-96 -66H96M-96 -34H96', stroke: darken(WOOD, 0.3), 'stroke-width': 3, opacity: 0.6 }),
    ...[-74, 74].map((x) =>
      outlined(svg, roundRect(x - 10, -98, 20, 98, 4), { fill: GOLD, stroke: 3.5, shade: 0.2, glint: true }),
    ),
  );
}

/** The lock straddles a closed lid; on an open chest it hangs lower, on the front of the body. */
function lock(svg: Svg, open: boolean): string {
  return group(
    { transform: open ? 'translate(0 34)' : undefined },
    outlined(svg, roundRect(-22, -112, 44, 50, 9), { fill: GOLD, stroke: 4, shade: 0.2, glint: true }),
    fill(`${circle(0, -92, 7)}M-4 -90L-7 -74H7L4 -90Z`, darken(GOLD, 0.6)),
  );
}

export interface ChestOptions {
  open: boolean;
  /** The light that pours out of an open chest (a rarity colour); a closed chest glows faintly with it. */
  light: string;
  /** How far the beam of an open chest reaches above its lid, in the chest's units (it is 208 wide). */
  beam?: number;
  /** A soft halo around the beam: the banners want it; the reveal stage draws its own. */
  halo?: boolean;
}

/** The chest centred on x with its base on y, `width` pixels wide. */
export function chest(svg: Svg, x: number, y: number, width: number, options: ChestOptions): string {
  const { open, light, beam = 230, halo = true } = options;
  const k = width / 208;
  const parts = [soft(svg, 0, 6, 130, 16, '#1a0f2e', 0.35, 6)];
  if (open) {
    const beamPaint = svg.linear(
      [
        { offset: 0, color: lighten(light, 0.6), opacity: 0 },
        { offset: 1, color: lighten(light, 0.4), opacity: 0.9 },
      ],
      [0, 0, 0, 1],
    );
    if (halo) parts.push(soft(svg, 0, -130, 150, 110, light, 0.55, 24));
    const top = -100 - beam;
    const spread = 88 + beam * 0.27;
    parts.push(
      el('path', { d: `M${-spread} ${top}L${spread} ${top}L88 -100L-88 -100Z`, fill: beamPaint }),
      outlined(svg, openLid, { fill: darken(WOOD, 0.25), stroke: 5, shade: 0.15 }),
      outlined(svg, 'M-100 -100Q0 -126 100 -100Q0 -88 -100 -100Z', { fill: lighten(light, 0.5), stroke: 4, shade: 0 }),
      ...[-46, 0, 40].map((sx, i) =>
        outlined(svg, polygon(star(sx, -196 - i * 26, 15 - i * 2, 6, 4)), {
          fill: '#ffffff',
          outline: lighten(light, 0.2),
          stroke: 2,
          shade: 0,
        }),
      ),
    );
  }
  parts.push(body(svg));
  if (!open) {
    parts.push(
      soft(svg, 0, -100, 96, 10, light, 0.7, 5),
      outlined(svg, closedLid, { fill: lighten(WOOD, 0.08), stroke: 5, shade: 0.22, glint: true }),
      ...[-74, 74].map((bx) =>
        outlined(svg, `M${bx - 10} -96V-150Q${bx} -160 ${bx + 10} -150V-96Z`, {
          fill: GOLD,
          stroke: 3.5,
          shade: 0.2,
        }),
      ),
    );
  }
  parts.push(lock(svg, open));
  return group({ transform: `translate(${x} ${y}) scale(${k})` }, ...parts);
}
