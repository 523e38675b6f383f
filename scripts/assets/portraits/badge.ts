/** The round badge behind portraits and profile pictures: an outlined disc, a radial glow and soft sunburst rays. */
import { darken, lighten } from '../lib/color';
import { circle } from '../lib/path';
import { outlined } from '../lib/shapes';
import type { Svg } from '../lib/svg';
import { el, group } from '../lib/svg';
import { BADGE_R, CENTER } from './anatomy';

export const badgeDisc = (svg: Svg, colour: string): string =>
  outlined(svg, circle(CENTER, CENTER, BADGE_R), { fill: colour, outline: darken(colour, 0.45), stroke: 5, shade: 0 });

export function badgeBackground(svg: Svg, colour: string): string {
  const rays = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    const b = a + Math.PI / 12;
    const far = BADGE_R * 1.5;
    return `M${CENTER} ${CENTER}L${CENTER + Math.cos(a) * far} ${CENTER + Math.sin(a) * far}L${CENTER + Math.cos(b) * far} ${CENTER + Math.sin(b) * far}Z`;
  }).join('');
  const glow = svg.radial([
    { offset: 0, color: lighten(colour, 0.45) },
    { offset: 1, color: colour },
  ]);
  return group(
    {},
    el('circle', { cx: CENTER, cy: CENTER, r: BADGE_R, fill: glow }),
    el('path', { d: rays, fill: '#ffffff', opacity: 0.12 }),
  );
}
