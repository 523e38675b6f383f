/** Eyes, brows, nose, mouth and facial features, with the expression of each character state. */
import { darken, lighten, mix } from '../lib/color';
import { circle, ellipse, roundRect } from '../lib/path';
import { fill, outlined, stroke } from '../lib/shapes';
import type { Svg } from '../lib/svg';
import { group } from '../lib/svg';
import type { CharacterLook, PortraitState } from '../characters-look';
import { browY, eyeDX, eyeY, head, mouthY } from './anatomy';

type Eyes = 'open' | 'tired' | 'squint' | 'wince' | 'spiral' | 'cross';
type Brows = 'relaxed' | 'worried' | 'crazy';
type Mouth = 'smile' | 'wobbly' | 'hungry' | 'cracked' | 'grin' | 'flat';

const expressions: Record<PortraitState, { eyes: Eyes; brows: Brows; mouth: Mouth }> = {
  normal: { eyes: 'open', brows: 'relaxed', mouth: 'smile' },
  herido: { eyes: 'wince', brows: 'worried', mouth: 'wobbly' },
  hambre: { eyes: 'tired', brows: 'worried', mouth: 'hungry' },
  sed: { eyes: 'squint', brows: 'worried', mouth: 'cracked' },
  locura: { eyes: 'spiral', brows: 'crazy', mouth: 'grin' },
  muerto: { eyes: 'cross', brows: 'relaxed', mouth: 'flat' },
};

const INK = '#2e1f1a';

function eye(svg: Svg, look: CharacterLook, cx: number, kind: Eyes, side: -1 | 1): string {
  const robot = look.head === 'boxy';
  const white = robot ? '#1d2433' : '#ffffff';
  const socket = robot ? roundRect(cx - 10, eyeY - 9, 20, 18, 6) : ellipse(cx, eyeY, 8.5, 10);
  const line = robot ? look.iris : INK;
  if (kind === 'cross') return stroke(`M${cx - 7} ${eyeY - 7}l14 14M${cx + 7} ${eyeY - 7}l-14 14`, line, 4);
  if (kind === 'wince' && side === 1) return stroke(`M${cx - 8} ${eyeY - 6}l13 6l-13 6`, line, 3.5);
  if (kind === 'squint') {
    return group(
      {},
      outlined(svg, ellipse(cx, eyeY + 2, 8.5, 4.5), { fill: white, outline: INK, stroke: 2, shade: 0 }),
      fill(circle(cx, eyeY + 2, 3.6), look.iris),
    );
  }
  const parts = [outlined(svg, socket, { fill: white, outline: INK, stroke: 2.2, shade: 0 })];
  if (kind === 'spiral') {
    const spiral = Array.from({ length: 18 }, (_, i) => {
      const a = i * 0.75 * side;
      const r = 1 + i * 0.42;
      return `${i ? 'L' : 'M'}${cx + Math.cos(a) * r} ${eyeY + Math.sin(a) * r}`;
    }).join('');
    parts.push(stroke(spiral, robot ? look.iris : '#8e5cd9', 2.2));
    return group({}, ...parts);
  }
  parts.push(
    fill(circle(cx, eyeY + 1, 6.2), look.iris),
    fill(circle(cx, eyeY + 1, 3), robot ? lighten(look.iris, 0.7) : INK),
  );
  parts.push(fill(circle(cx + 2.4, eyeY - 2.4, 2), '#ffffff'));
  if (kind === 'tired') {
    const skin = robot ? '#8a96a8' : look.skinTone;
    parts.push(
      outlined(svg, `M${cx - 10} ${eyeY - 12}H${cx + 10}V${eyeY}Q${cx} ${eyeY - 3} ${cx - 10} ${eyeY}Z`, {
        fill: skin,
        outline: 'none',
        shade: 0,
      }),
    );
    parts.push(stroke(`M${cx - 9} ${eyeY}Q${cx} ${eyeY - 3} ${cx + 9} ${eyeY}`, INK, 2.2));
    parts.push(
      stroke(
        `M${cx - 7} ${eyeY + 13}Q${cx} ${eyeY + 16} ${cx + 7} ${eyeY + 13}`,
        mix(look.skinTone, '#7a3a8a', 0.45),
        2.2,
      ),
    );
  }
  return group({}, ...parts);
}

function brows(look: CharacterLook, kind: Brows): string {
  const colour =
    look.head === 'boxy' ? '#5a6478' : darken(look.hair.style === 'none' ? look.skinTone : look.hair.colour, 0.2);
  const one = (side: -1 | 1) => {
    const x = head.x + side * eyeDX;
    const inner = kind === 'worried' ? -5 : kind === 'crazy' ? (side < 0 ? -6 : 5) : 1;
    const outer = kind === 'worried' ? 3 : kind === 'crazy' ? (side < 0 ? 2 : -3) : -1;
    return `M${x - side * 9} ${browY + inner}Q${x} ${browY - 4 + (inner + outer) / 2} ${x + side * 9} ${browY + outer}`;
  };
  return stroke(one(-1) + one(1), colour, 4);
}

function mouth(svg: Svg, look: CharacterLook, kind: Mouth): string {
  const x = head.x;
  const y = mouthY;
  const lip = darken(look.skinTone, 0.45);
  const inside = '#7a2630';
  const fangs = look.features.includes('fangs')
    ? fill(`M${x - 9} ${y}l3 7l3 -7ZM${x + 3} ${y}l3 7l3 -7Z`, '#ffffff')
    : '';
  switch (kind) {
    case 'smile':
      return group(
        {},
        outlined(
          svg,
          `M${x - 13} ${y - 2}Q${x} ${y + 1} ${x + 13} ${y - 2}Q${x + 11} ${y + 14} ${x} ${y + 14}Q${x - 11} ${y + 14} ${x - 13} ${y - 2}Z`,
          { fill: inside, outline: INK, stroke: 2, shade: 0 },
        ),
        fill(ellipse(x, y + 10, 7, 3.5), '#f07f8a'),
        fangs,
      );
    case 'grin':
      return group(
        {},
        outlined(
          svg,
          `M${x - 19} ${y - 4}Q${x} ${y + 2} ${x + 17} ${y - 8}Q${x + 12} ${y + 14} ${x - 2} ${y + 13}Q${x - 15} ${y + 12} ${x - 19} ${y - 4}Z`,
          { fill: '#ffffff', outline: INK, stroke: 2.2, shade: 0 },
        ),
        stroke(
          `M${x - 16} ${y + 2}Q${x} ${y + 6} ${x + 14} ${y - 2}M${x - 9} ${y - 2}v13M${x - 1} ${y - 1}v14M${x + 7} ${y - 3}v13`,
          INK,
          1.6,
        ),
        fangs,
      );
    case 'wobbly':
      return stroke(`M${x - 11} ${y + 4}q3 -4 6 0t6 0t6 0t4 -1`, lip, 3);
    case 'hungry':
      return group(
        {},
        outlined(svg, ellipse(x, y + 5, 8, 9), { fill: inside, outline: INK, stroke: 2, shade: 0 }),
        outlined(svg, `M${x + 6} ${y + 11}q3 8 0 12q-3 -4 0 -12Z`, {
          fill: '#bfe9ff',
          outline: '#5aa7c9',
          stroke: 1.2,
          shade: 0,
        }),
      );
    case 'cracked':
      return group(
        {},
        outlined(svg, `M${x - 12} ${y + 7}Q${x} ${y - 3} ${x + 12} ${y + 7}Q${x} ${y + 3} ${x - 12} ${y + 7}Z`, {
          fill: mix(lip, '#d9c2b0', 0.5),
          outline: INK,
          stroke: 2,
          shade: 0,
        }),
        outlined(svg, `M${x - 3} ${y + 5}q3 9 8 2q-1 -3 -8 -2Z`, {
          fill: '#e77f8a',
          outline: INK,
          stroke: 1.5,
          shade: 0,
        }),
        stroke(`M${x - 7} ${y + 2}l1 3M${x + 6} ${y + 2}l-1 3M${x - 1} ${y + 1}l0 2`, INK, 1.2),
      );
    case 'flat':
      return stroke(`M${x - 7} ${y + 6}Q${x} ${y + 3} ${x + 7} ${y + 6}`, INK, 3);
  }
}

function features(svg: Svg, look: CharacterLook, state: PortraitState): string {
  const parts: string[] = [];
  const hair = look.hair.colour;
  const has = (f: string) => (look.features as readonly string[]).includes(f);
  if (has('sunburn') || state === 'sed')
    parts.push(fill(ellipse(head.x - 30, eyeY + 17, 9, 5) + ellipse(head.x + 30, eyeY + 17, 9, 5), '#ff5a4a', 0.35));
  else if (look.head !== 'boxy')
    parts.push(
      fill(ellipse(head.x - 30, eyeY + 17, 8, 4.5) + ellipse(head.x + 30, eyeY + 17, 8, 4.5), '#ff8a9a', 0.35),
    );
  if (has('freckles'))
    parts.push(
      fill(
        [-34, -28, -22, 22, 28, 34].map((dx, i) => circle(head.x + dx, eyeY + 13 + (i % 2) * 3, 1.3)).join(''),
        darken(look.skinTone, 0.3),
        0.8,
      ),
    );
  if (has('beard')) {
    const beard = `M${head.x - 44} ${eyeY + 6}Q${head.x - 40} ${head.y + 62} ${head.x} ${head.y + 64}Q${head.x + 40} ${head.y + 62} ${head.x + 44} ${eyeY + 6}Q${head.x + 30} ${mouthY + 2} ${head.x} ${mouthY - 6}Q${head.x - 30} ${mouthY + 2} ${head.x - 44} ${eyeY + 6}Z`;
    parts.push(outlined(svg, beard, { fill: hair, stroke: 2.5, shade: 0.15 }));
  }
  if (has('mustache'))
    parts.push(
      outlined(
        svg,
        `M${head.x} ${mouthY - 6}q-10 -6 -20 0q-6 4 -10 -2q2 12 14 8q10 -2 16 -6q6 4 16 6q12 4 14 -8q-4 6 -10 2q-10 -6 -20 0Z`,
        { fill: hair, stroke: 2, shade: 0.1 },
      ),
    );
  if (has('facepaint'))
    parts.push(
      fill(
        [-1, 1]
          .map(
            (s) =>
              `${circle(head.x + s * 32, eyeY + 14, 2.4)}${circle(head.x + s * 37, eyeY + 21, 2.4)}${circle(head.x + s * 27, eyeY + 22, 2.4)}`,
          )
          .join('') + roundRect(head.x - 2.5, browY - 22, 5, 14, 2.5),
        '#fff6e3',
      ),
    );
  if (has('scaleCheeks'))
    parts.push(
      stroke(
        [-1, 1]
          .map(
            (s) =>
              `M${head.x + s * 40} ${eyeY + 8}a4 4 0 0 1 ${-s * 7} 0M${head.x + s * 36} ${eyeY + 16}a4 4 0 0 1 ${-s * 7} 0M${head.x + s * 42} ${eyeY + 22}a4 4 0 0 1 ${-s * 7} 0`,
          )
          .join(''),
        darken(look.skinTone, 0.3),
        2,
      ),
    );
  if (has('bolts'))
    parts.push(
      fill(
        circle(head.x - 38, head.y - 38, 3) +
          circle(head.x + 38, head.y - 38, 3) +
          circle(head.x - 38, head.y + 40, 3) +
          circle(head.x + 38, head.y + 40, 3),
        darken(look.skinTone, 0.35),
      ),
    );
  return group({}, ...parts);
}

/** The whole face for a character in a state. Eyepatch covers the right eye in every state but muerto's crosses. */
export function face(svg: Svg, look: CharacterLook, state: PortraitState): string {
  const e = expressions[state];
  const eyepatch = look.features.includes('eyepatch');
  const nose =
    look.head === 'boxy' ? '' : stroke(`M${head.x - 3} ${eyeY + 14}q3 4 6 0`, darken(look.skinTone, 0.35), 2.5);
  const right = eyepatch
    ? group(
        {},
        stroke(`M${head.x - 44} ${browY - 14}L${head.x + eyeDX} ${eyeY}L${head.x + 46} ${eyeY + 8}`, INK, 3),
        outlined(svg, ellipse(head.x + eyeDX, eyeY + 1, 11, 10), { fill: '#231a20', stroke: 2, shade: 0 }),
      )
    : eye(svg, look, head.x + eyeDX, e.eyes, 1);
  return group(
    {},
    features(svg, look, state),
    eye(svg, look, head.x - eyeDX, e.eyes, -1),
    right,
    brows(look, e.brows),
    nose,
    mouth(svg, look, e.mouth),
  );
}
