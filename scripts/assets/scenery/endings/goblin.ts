/**
 * Goblin Island's endings. Rescue: dawn over the jungle river, a fishing boat waits at the bank and a flare climbs
 * from it over the jungle while the torches burn down. Death: the purple night, the goblins share out your backpack by
 * torchlight beside a cross of sticks, eyes in every bush and a crow on the broken pillar.
 */
import type { IslandPalette } from '../../../../src/core/palette';
import { islandPalettes, palette } from '../../../../src/core/palette';
import { darken, lighten, mix } from '../../lib/color';
import { Random } from '../../lib/random';
import { Svg } from '../../lib/svg';
import { pillar, templeRuin, torch } from '../buildings';
import { fireflies, watchingEyes } from '../creatures';
import { jungleLeaf, vine } from '../flora';
import { bush, landBand } from '../land';
import { palm } from '../palm';
import { backpack, crow, goblin, stickCross } from '../remains';
import { fishingBoat, flare } from '../rescue';
import { sea } from '../sea';
import { mist, moon, skyGradient, starField, sun } from '../sky';
import type { Ending } from './light';
import { dawn, ENDING_SIZE } from './light';

const STONE = '#8a7fa0';
const MOSS = '#5fa35a';

/**
 * The river bank both endings share, around what each puts on it: two depths of jungle, the temple on the right,
 * the dark river, the bank, and palms and big leaves framing the picture in front.
 */
function riverBank(svg: Svg, rnd: Random, p: IslandPalette, sky: readonly string[], scene: readonly string[]) {
  return [
    ...sky,
    landBand(
      svg,
      [
        [-20, 250],
        [160, 215],
        [330, 240],
        [520, 200],
        [760, 235],
        [980, 205],
        [1300, 230],
      ],
      mix(p.foliageDark, p.skyBottom, 0.5),
      0,
      0.08,
    ),
    mist(svg, rnd, 250, lighten(p.skyBottom, 0.2), 0.35, 5),
    templeRuin(svg, 1010, 346, 340, STONE, MOSS, p.accent),
    pillar(svg, 790, 346, 120, lighten(STONE, 0.05), MOSS),
    bush(svg, 790, 350, 70, p.foliageDark, rnd),
    bush(svg, 1200, 352, 80, p.foliageDark, rnd),
    sea(svg, rnd, {
      horizon: 340,
      bottom: 470,
      deep: p.seaDeep,
      shallow: p.sea,
      foam: lighten(p.light, 0.4),
      bands: 4,
    }),
    landBand(
      svg,
      [
        [-20, 470],
        [300, 455],
        [640, 470],
        [980, 450],
        [1300, 462],
      ],
      p.ground,
      6,
    ),
    ...scene,
    palm(svg, { x: 40, y: 600, height: 300, lean: 0.02, trunk: '#7a5a6a', leaves: p.foliage }),
    vine(svg, 560, -10, 120, p.foliage),
    jungleLeaf(svg, -20, 590, 200, -30, p.foliage),
    jungleLeaf(svg, 1300, 590, 200, -150, p.foliage),
  ];
}

function rescue(svg: Svg, rnd: Random): string[] {
  const p = dawn(islandPalettes[3], 0.3);
  const sky = [
    skyGradient(svg, mix(p.skyTop, '#6a6ab0', 0.3), '#ffb27a', 260),
    sun(svg, 640, 215, 60, '#ffd27a', 14, 4),
    starField(svg, rnd, 20, 90, '#fff3d6'),
  ];
  return riverBank(svg, rnd, p, sky, [
    flare(svg, [380, 390], [640, 60], palette.sunsetCoral),
    fishingBoat(svg, 300, 440, 220, '#b0713f', palette.cream),
    torch(svg, 1130, 500, 150, mix(p.light, '#ffffff', 0.3)),
    goblin(svg, 1000, 344, 46, '#7dbb5a', '#ffe08a', -1),
    goblin(svg, 1052, 318, 40, '#6aa84f', '#ffe08a', -1),
  ]);
}

function death(svg: Svg, rnd: Random): string[] {
  const p = islandPalettes[3];
  const sky = [
    skyGradient(svg, darken(p.skyTop, 0.2), p.skyBottom, 260),
    starField(svg, rnd, 80, 200, '#fff3d6'),
    moon(svg, 380, 90, 44, '#fbeed0'),
  ];
  return riverBank(svg, rnd, p, sky, [
    crow(svg, 790, 240, 48, '#1a1424', false, -1),
    stickCross(svg, 320, 530, 120, '#7a5a3a', darken(p.ground, 0.1)),
    torch(svg, 890, 520, 170, p.light),
    torch(svg, 1170, 510, 150, p.light),
    backpack(svg, 1030, 530, 70, '#e0833a'),
    goblin(svg, 950, 535, 95, '#6aa84f', p.accent),
    goblin(svg, 1105, 540, 105, '#7dbb5a', p.accent, -1),
    bush(svg, 190, 520, 90, p.foliageDark, rnd),
    watchingEyes(
      svg,
      rnd,
      [
        [190, 480],
        [120, 380],
        [1230, 420],
      ],
      p.accent,
    ),
    fireflies(svg, rnd, 20, 100, 1180, 300, 540, p.accent),
  ]);
}

export function goblinEnding(ending: Ending): string {
  const svg = new Svg(ENDING_SIZE.width, ENDING_SIZE.height);
  const rnd = new Random(ending === 'rescue' ? 331 : 332);
  return svg.toString(ending === 'rescue' ? rescue(svg, rnd) : death(svg, rnd));
}
