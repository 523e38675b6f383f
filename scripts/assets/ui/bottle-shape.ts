/**
 * The message in a bottle, the central action of the game (256×384 box): tinted glass, a cork and a rolled note
 * tied with a ribbon. Opened, the cork has popped and the note is sliding out among sparkles.
 */
import { palette } from '../../../src/core/palette';
import { darken, lighten } from '../lib/color';
import { circle, roundRect, smoothClosed, star } from '../lib/path';
import { fill, outlined, soft, stroke } from '../lib/shapes';
import type { Svg } from '../lib/svg';
import { el, group } from '../lib/svg';

const glass = '#5fd6c4';
const body = 'M112 44H144V118C144 134 196 150 198 186V332Q198 368 160 368H96Q58 368 58 332V186C60 150 112 134 112 118Z';

function note(svg: Svg, x: number, y: number, w: number, h: number): string {
  return group(
    {},
    outlined(svg, roundRect(x, y, w, h, 10), { fill: palette.paper, stroke: 4, shade: 0.2 }),
    outlined(svg, `M${x + 6} ${y}h${w - 12}v8h${-w + 12}Z`, {
      fill: darken(palette.paper, 0.15),
      stroke: 2.5,
      shade: 0,
    }),
    outlined(svg, roundRect(x - 4, y + h * 0.42, w + 8, 16, 4), { fill: palette.sunsetCoral, stroke: 3, shade: 0.15 }),
  );
}

export function bottleShape(svg: Svg, open: boolean): string {
  const parts: string[] = [soft(svg, 128, 370, 80, 10, '#0b3a40', 0.25, 6)];
  parts.push(
    el('path', {
      d: body,
      fill: svg.linear(
        [
          { offset: 0, color: lighten(glass, 0.35), opacity: 0.75 },
          { offset: 1, color: glass, opacity: 0.85 },
        ],
        [0, 0, 1, 0],
      ),
    }),
  );
  parts.push(fill('M62 300Q128 284 194 300V332Q194 364 160 364H96Q62 364 62 332Z', palette.sand, 0.9));
  if (!open) parts.push(group({ transform: 'rotate(-8 128 250)' }, note(svg, 98, 170, 60, 150)));
  parts.push(
    el('path', { d: body, fill: 'none', stroke: darken(glass, 0.55), 'stroke-width': 7, 'stroke-linejoin': 'round' }),
  );
  parts.push(
    stroke('M80 200V320M92 190V230', '#ffffff', 9, 0.55),
    stroke('M176 210V300', '#ffffff', 5, 0.3),
    stroke('M120 56V110', '#ffffff', 5, 0.5),
  );
  parts.push(
    outlined(svg, roundRect(106, 110, 44, 14, 6), {
      fill: lighten(glass, 0.2),
      outline: darken(glass, 0.55),
      stroke: 4,
      shade: 0.1,
    }),
  );
  const cork = roundRect(110, 14, 36, 40, 9);
  if (open) {
    parts.push(
      outlined(svg, cork, {
        fill: '#c8945a',
        stroke: 5,
        shade: 0.22,
        glint: true,
        transform: 'translate(62 14) rotate(32 128 34)',
      }),
    );
    parts.push(group({ transform: 'rotate(-10 128 60)' }, note(svg, 100, 12, 56, 100)));
    parts.push(
      ...[
        [60, 60, 16],
        [206, 120, 12],
        [50, 150, 10],
        [214, 36, 9],
      ].map(([x, y, r]) => fill(smoothClosed(star(x, y, r, r * 0.3, 4), 0.2), palette.sunYellow)),
    );
    parts.push(el('g', { filter: svg.blur(6), opacity: 0.7 }, fill(circle(128, 40, 40), palette.sunYellow, 0.5)));
  } else {
    parts.push(outlined(svg, cork, { fill: '#c8945a', stroke: 5, shade: 0.22, glint: true }));
    parts.push(stroke('M118 24v22M128 20v26M138 24v22', darken('#c8945a', 0.3), 2, 0.5));
  }
  return group({}, ...parts);
}
