/**
 * Zombie Island's endings. Rescue: dawn breaks through the fog and a helicopter comes down on the resort roof before
 * the guests come down for breakfast. Death: a moonlit night in thick fog, the guests gather round a cross of sticks
 * and a lone flip-flop, while crows wait on the resort sign.
 */
import type { IslandPalette } from '../../../../src/core/palette';
import { islandPalettes, palette } from '../../../../src/core/palette';
import { darken, lighten, mix } from '../../lib/color';
import type { Point } from '../../lib/path';
import { Random } from '../../lib/random';
import { Svg } from '../../lib/svg';
import { ruinedResort } from '../buildings';
import { bat, graspingHand, zombie } from '../creatures';
import { grass, landBand, rock } from '../land';
import { palm } from '../palm';
import { loungeChair } from '../props';
import { crow, flipFlop, stickCross } from '../remains';
import { helicopter } from '../rescue';
import { sea, shoreFoam } from '../sea';
import { cloud, groundFog, mist, moon, skyGradient, starField, sun } from '../sky';
import type { Ending } from './light';
import { dawn, dusk, ENDING_SIZE } from './light';

const HORIZON = 280;
const shore: Point[] = [
  [-20, 430],
  [320, 420],
  [640, 428],
  [980, 414],
  [1300, 420],
];
const below = (dy: number) => shore.map(([x, y]): Point => [x, y + dy]);

/**
 * The shore both endings share, around what each puts on it: the sea, the ruined resort on the right, the beach in
 * fog and a withered palm at the left edge.
 */
function resortShore(svg: Svg, rnd: Random, p: IslandPalette, fog: string, sky: readonly string[], scene: string[]) {
  return [
    ...sky,
    sea(svg, rnd, { horizon: HORIZON, bottom: 440, deep: p.seaDeep, shallow: p.sea, foam: lighten(p.light, 0.3) }),
    mist(svg, rnd, HORIZON + 10, fog, 0.5, 6),
    ruinedResort(svg, rnd, 900, 440, 330, 3, mix('#c9b9a6', p.ground, 0.3), p.accent),
    landBand(svg, shore, darken(p.ground, 0.15), 0, 0),
    shoreFoam(below(-5), lighten(p.light, 0.4), 4),
    landBand(svg, below(28), p.ground, 6),
    mist(svg, rnd, 470, fog, 0.35, 6),
    ...scene,
    palm(svg, { x: 40, y: 570, height: 340, lean: 0.12, trunk: '#8a7a62', leaves: '#6e7346', withered: true }),
    groundFog(svg, fog, 420, 0.35),
  ];
}

function rescue(svg: Svg, rnd: Random): string[] {
  const p = dawn(islandPalettes[2], 0.25);
  const fog = mix(p.skyBottom, '#f4e2c8', 0.5);
  const sky = [
    skyGradient(svg, mix(p.skyTop, '#8ab4d8', 0.4), '#ffc98f', HORIZON + 10),
    sun(svg, 300, HORIZON - 10, 70, '#ffd27a', 14, 4),
    cloud(svg, 620, 80, 260, mix('#ffd9b8', p.skyTop, 0.25), rnd),
    cloud(svg, 160, 140, 200, mix('#ffe4c8', p.skyTop, 0.2), rnd),
  ];
  return resortShore(svg, rnd, p, fog, sky, [
    helicopter(svg, 1130, 105, 120, '#e63946', -8),
    zombie(svg, 260, 470, 90, '#9bc27a', '#5aa7c9'),
    zombie(svg, 360, 490, 110, '#a5cc84', '#d96b8a', -1),
    loungeChair(svg, 820, 530, 160, '#8a6a4a', '#e0c9a4'),
    rock(svg, 1140, 540, 36, '#9d9a8e', rnd),
    grass(1210, 545, 42, p.foliage),
  ]);
}

function death(svg: Svg, rnd: Random): string[] {
  const p = dusk(islandPalettes[2], 0.5);
  const fog = mix(p.skyBottom, '#a8c0a0', 0.55);
  const sky = [
    skyGradient(svg, darken(palette.nightIndigo, 0.2), mix(p.skyBottom, '#6f8a6a', 0.5), HORIZON + 10),
    starField(svg, rnd, 60, 200, '#e8f0d8'),
    moon(svg, 980, 90, 50, '#eef2d0'),
    cloud(svg, 360, 120, 280, mix(p.skyTop, '#6f7f6a', 0.4), rnd),
    bat(svg, 820, 70, 36, darken(p.skyTop, 0.4)),
    bat(svg, 880, 110, 24, darken(p.skyTop, 0.4)),
  ];
  return resortShore(svg, rnd, p, fog, sky, [
    crow(svg, 1000, 205, 42, '#24212e', false, -1),
    crow(svg, 930, 160, 50, '#24212e', true),
    zombie(svg, 330, 480, 120, '#8fb56f', '#5aa7c9'),
    zombie(svg, 960, 500, 130, '#9bc27a', '#d96b8a', -1),
    zombie(svg, 1150, 540, 170, '#a5cc84', '#e3b043', -1),
    stickCross(svg, 200, 530, 130, '#6b5a48', darken(p.ground, 0.15)),
    crow(svg, 196, 412, 56, '#24212e'),
    flipFlop(svg, 300, 535, 70, '#2fb3c9', palette.sunsetCoral, 70),
    graspingHand(svg, 850, 545, 60, '#9bc27a'),
  ]);
}

export function zombieEnding(ending: Ending): string {
  const svg = new Svg(ENDING_SIZE.width, ENDING_SIZE.height);
  const rnd = new Random(ending === 'rescue' ? 221 : 222);
  return svg.toString(ending === 'rescue' ? rescue(svg, rnd) : death(svg, rnd));
}
