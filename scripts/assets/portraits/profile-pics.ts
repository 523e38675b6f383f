/** Profile pictures (256×256): island animals and objects with faces, each on its own round badge. */
import { palette } from '../../../src/core/palette';
import { soft } from '../lib/shapes';
import { Svg, el, group } from '../lib/svg';
import { animals, at } from '../scenery/animals';
import { BADGE_R, CENTER, SIZE } from './anatomy';
import { badgeBackground, badgeDisc } from './badge';

/** pic-01 … pic-08, in this order. */
export const profilePictureSubjects = [
  { animal: animals.crab, badge: palette.skyBlue },
  { animal: animals.parrot, badge: '#9ed36a' },
  { animal: animals.turtle, badge: '#5fd6d0' },
  { animal: animals.coconut, badge: palette.sunYellow },
  { animal: animals.shark, badge: '#3a86ff' },
  { animal: animals.monkey, badge: '#ffb38a' },
  { animal: animals.pineapple, badge: '#ff8fab' },
  { animal: animals.octopus, badge: '#8fd3c7' },
] as const;

export function profilePicture(index: number): string {
  const { animal, badge } = profilePictureSubjects[index];
  const svg = new Svg(SIZE, SIZE);
  const inside = svg.clip(el('circle', { cx: CENTER, cy: CENTER, r: BADGE_R }));
  return svg.toString([
    badgeDisc(svg, badge),
    group(
      { 'clip-path': inside },
      badgeBackground(svg, badge),
      soft(svg, CENTER, 206, 70, 12, '#000000', 0.15, 6),
      at(svg, animal, CENTER, CENTER + 6, 190),
    ),
  ]);
}
