/**
 * Beach Island's endings. Rescue: a golden afternoon, a cruise ship turning toward the towel waved on the shore.
 * Death: the sun sinks into the sea, the tide takes the footprints, a cross of sticks and a lone flip-flop stay on
 * the sand and the inflatable flamingo floats on without you (the epitaph in src/i18n/locales, end.card).
 */
import type { IslandPalette } from '../../../../src/core/palette';
import { islandPalettes, palette } from '../../../../src/core/palette';
import { darken, lighten, mix } from '../../lib/color';
import type { Point } from '../../lib/path';
import { ellipse } from '../../lib/path';
import { Random } from '../../lib/random';
import { fill } from '../../lib/shapes';
import { Svg, group } from '../../lib/svg';
import { at, crab } from '../animals';
import { farIsland, grass, landBand, pebbles, rock } from '../land';
import { palm } from '../palm';
import { sharkFin, starfish, umbrella } from '../props';
import { flamingoFloat, flipFlop, stickCross } from '../remains';
import { cruiseShip, towelFlag } from '../rescue';
import { sea, shoreFoam } from '../sea';
import { cloud, seagulls, skyGradient, sun } from '../sky';
import type { Ending } from './light';
import { dusk, ENDING_SIZE } from './light';

const HORIZON = 250;
const shoreLine: Point[] = [
  [-20, 430],
  [300, 415],
  [640, 428],
  [960, 410],
  [1300, 402],
];
const below = (dy: number) => shoreLine.map(([x, y]): Point => [x, y + dy]);

/**
 * The bay both endings share, around what each puts in it: sea to the horizon, a far island, the wet and the dry
 * sand, and palms framing both edges in front.
 */
function bay(
  svg: Svg,
  rnd: Random,
  p: IslandPalette,
  sky: { top: string; bottom: string; sun: string; at: Point },
  scene: readonly string[],
): string[] {
  return [
    skyGradient(svg, sky.top, sky.bottom, HORIZON + 10),
    sun(svg, sky.at[0], sky.at[1], 46, sky.sun, 12, 5),
    farIsland(svg, 900, HORIZON, 260, 40, mix(p.seaDeep, sky.bottom, 0.4), rnd),
    sea(svg, rnd, { horizon: HORIZON, bottom: 440, deep: p.seaDeep, shallow: lighten(p.sea, 0.2), foam: '#ffffff' }),
    landBand(svg, shoreLine, darken(p.ground, 0.14), 0, 0),
    shoreFoam(below(-5), lighten(p.light, 0.5), 5),
    landBand(svg, below(26), p.ground, 6),
    ...scene,
    palm(svg, { x: 40, y: 560, height: 330, lean: -0.08, trunk: '#c98b52', leaves: p.foliage, coconuts: true }),
    palm(svg, { x: 1245, y: 560, height: 310, lean: 0.1, trunk: '#c98b52', leaves: p.foliageDark }),
    grass(1160, 540, 44, p.foliage),
  ];
}

/** Footprints across the wet sand toward the sea, fainter where the tide has already reached them. */
function footprints(p: IslandPalette): string {
  const steps = Array.from({ length: 7 }, (_, i) => {
    const x = 360 + i * 38;
    const y = 520 - i * 13 + (i % 2 ? 8 : -8);
    return group({ opacity: 0.7 - i * 0.09 }, fill(ellipse(x, y, 9, 5), darken(p.ground, 0.3)));
  });
  return group({}, ...steps);
}

function rescue(svg: Svg, rnd: Random): string[] {
  const p = islandPalettes[1];
  return [
    ...bay(svg, rnd, p, { top: p.skyTop, bottom: mix(p.skyBottom, '#ffe3a8', 0.5), sun: p.light, at: [1080, 90] }, [
      cloud(svg, 300, 80, 220, '#ffffff', rnd),
      cloud(svg, 760, 60, 160, '#fff8ec', rnd),
      seagulls(rnd, 560, 120, 3, darken(p.skyTop, 0.45)),
      cruiseShip(svg, 330, HORIZON + 18, 230, palette.cream, palette.sunsetCoral),
      towelFlag(svg, 1010, 500, 230, [palette.sunsetCoral, palette.cream]),
      umbrella(svg, 820, 520, 170, [palette.skyBlue, palette.cream], 10),
      rock(svg, 330, 545, 40, '#b8a898', rnd),
      at(svg, crab, 1110, 520, 60),
      starfish(svg, 250, 520, 20, palette.sunsetCoral, 12),
      pebbles(svg, rnd, 160, 1200, 500, 556, palette.cream, 12),
    ]),
  ];
}

function death(svg: Svg, rnd: Random): string[] {
  const p = dusk(islandPalettes[1], 0.4);
  return [
    ...bay(svg, rnd, p, { top: palette.nightIndigo, bottom: '#ff8a5c', sun: '#ff9a52', at: [640, HORIZON + 8] }, [
      cloud(svg, 300, 110, 200, mix('#ff9a7a', palette.nightIndigo, 0.45), rnd),
      cloud(svg, 960, 150, 160, mix('#ff9a7a', palette.nightIndigo, 0.3), rnd),
      flamingoFloat(svg, 960, 330, 90, '#ff8fb1'),
      sharkFin(svg, 330, 305, 32, darken('#6f8593', 0.3), lighten(p.light, 0.4)),
      footprints(p),
      stickCross(svg, 230, 520, 130, '#8a5a36', darken(p.ground, 0.1)),
      flipFlop(svg, 350, 528, 70, '#2fb3c9', palette.sunsetCoral, 70),
      at(svg, crab, 1110, 525, 50, true),
      starfish(svg, 900, 530, 18, darken(palette.sunsetCoral, 0.2), -20),
    ]),
  ];
}

export function beachEnding(ending: Ending): string {
  const svg = new Svg(ENDING_SIZE.width, ENDING_SIZE.height);
  const rnd = new Random(ending === 'rescue' ? 111 : 112);
  return svg.toString(ending === 'rescue' ? rescue(svg, rnd) : death(svg, rnd));
}
