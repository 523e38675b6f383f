/** One character portrait: a friendly bust on a round badge, in one of the six character states. */
import { outlined } from '../lib/shapes';
import { Svg, el, group } from '../lib/svg';
import type { CharacterLook, PortraitState } from '../characters-look';
import { BADGE_R, CENTER, SIZE, earsPath, headPath, neckPath } from './anatomy';
import { badgeBackground, badgeDisc } from './badge';
import { face } from './face';
import { hairBack, hairFront } from './hair';
import { hat } from './hats';
import { outfit } from './outfits';
import { propsBehind, propsInFront } from './props';
import { badgeColour, stateOverlay } from './states';

function bust(svg: Svg, look: CharacterLook, state: PortraitState): string {
  const shape = look.head ?? 'round';
  const narrow = state === 'hambre';
  const skin = { fill: look.skinTone, stroke: 5, shade: 0.16 };
  return group(
    {},
    propsBehind(svg, look.props),
    hairBack(svg, look.hair.style, look.hair.colour),
    outlined(svg, neckPath, { ...skin, shade: 0.3 }),
    outfit(svg, look),
    outlined(svg, earsPath(shape, narrow), skin),
    outlined(svg, headPath(shape, narrow), { ...skin, glint: true }),
    face(svg, look, state),
    hairFront(svg, look.hair.style, look.hair.colour),
    look.hat ? hat(svg, look.hat.style, look.hat.colour) : '',
    propsInFront(svg, look.props),
  );
}

export function portrait(look: CharacterLook, state: PortraitState): string {
  const svg = new Svg(SIZE, SIZE);
  const colour = badgeColour(look.badge, state);
  const inside = svg.clip(el('circle', { cx: CENTER, cy: CENTER, r: BADGE_R }));
  let figure = bust(svg, look, state);
  if (state === 'locura')
    figure += el('circle', { cx: CENTER, cy: CENTER, r: BADGE_R, fill: '#8e5cd9', opacity: 0.22 });
  if (state === 'muerto') {
    // A grey-blue ghost that fades out toward the bottom of the badge.
    const fade = svg.mask(
      el('rect', {
        ...svg.everywhere(),
        fill: svg.linearAbs(
          [
            { offset: 0, color: '#ffffff' },
            { offset: 1, color: '#000000' },
          ],
          [0, 150, 0, 250],
        ),
      }),
    );
    figure = group({ filter: svg.desaturate([196, 214, 236], 0.55), opacity: 0.9, mask: fade }, figure);
  }
  return svg.toString([
    badgeDisc(svg, colour),
    group({ 'clip-path': inside }, badgeBackground(svg, colour), figure, stateOverlay(svg, state)),
  ]);
}
