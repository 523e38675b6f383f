/** The "Vacation Survival" logotype (1000×360, transparent): Fredoka lettering as paths, a sun behind and a palm. */
import { palette } from '../../../src/core/palette';
import { darken, lighten } from '../lib/color';
import { displayFont, textPath } from '../lib/font';
import { soft } from '../lib/shapes';
import { Svg, el, group } from '../lib/svg';
import { palm } from '../scenery/palm';
import { sun } from '../scenery/sky';

/** Letters bounce a little, like a hand-painted sign. */
const bounce = (i: number) => [-4, 3, -2, 4, -3, 2, -4, 3][i % 8];

function word(svg: Svg, text: string, cx: number, baseline: number, size: number, top: string, bottom: string): string {
  const font = displayFont();
  const d = textPath(font, text, cx, baseline, size, 4, bounce);
  const paint = svg.linearAbs(
    [
      { offset: 0, color: top },
      { offset: 1, color: bottom },
    ],
    [0, baseline - size * 0.75, 0, baseline],
  );
  return group(
    {},
    // A deep drop shadow gives the letters thickness, then the thick outline, the gradient face and a gloss.
    el('path', {
      d,
      fill: darken(bottom, 0.6),
      stroke: darken(bottom, 0.6),
      'stroke-width': 22,
      'stroke-linejoin': 'round',
      transform: 'translate(0 10)',
    }),
    el('path', { d, fill: palette.ink, stroke: palette.ink, 'stroke-width': 20, 'stroke-linejoin': 'round' }),
    el('path', { d, fill: '#ffffff', stroke: '#ffffff', 'stroke-width': 8, 'stroke-linejoin': 'round' }),
    el('path', { d, fill: paint }),
    el('path', {
      d,
      fill: '#ffffff',
      opacity: 0.35,
      mask: svg.mask(el('rect', { x: 0, y: 0, width: svg.width, height: baseline - size * 0.42, fill: '#ffffff' })),
    }),
  );
}

export function title(): string {
  const svg = new Svg(1000, 360);
  return svg.toString([
    sun(svg, 800, 118, 76, palette.sunYellow, 14, 2.2),
    soft(svg, 500, 300, 420, 26, palette.seaTeal, 0.35, 14),
    palm(svg, {
      x: 120,
      y: 352,
      height: 270,
      lean: 0.18,
      trunk: '#c98b52',
      leaves: palette.palmGreen,
      coconuts: true,
      stroke: 5,
    }),
    word(svg, 'Vacation', 545, 160, 140, palette.sunYellow, palette.sunsetCoral),
    word(svg, 'Survival', 565, 318, 140, lighten(palette.seaTeal, 0.45), palette.seaDeep),
  ]);
}
