/** Island 2, Zombie: a dusk beach in grey-green fog, a ruined resort and shambling guests who never checked out. */
import { islandPalettes } from '../../../../src/core/palette';
import { darken, lighten, mix } from '../../lib/color';
import { Random } from '../../lib/random';
import { Svg } from '../../lib/svg';
import { ruinedResort } from '../buildings';
import { bat, graspingHand, zombie } from '../creatures';
import { farIsland, grass, landBand, rock } from '../land';
import { palm } from '../palm';
import { loungeChair, umbrella } from '../props';
import { sea, shoreFoam } from '../sea';
import { cloud, groundFog, mist, skyGradient, sun } from '../sky';

export function zombieIsland(): string {
  const p = islandPalettes[2];
  const svg = new Svg(1280, 720);
  const rnd = new Random(202);
  const horizon = 380;
  const fog = mix(p.skyBottom, '#c8d6c0', 0.6);
  return svg.toString([
    skyGradient(svg, p.skyTop, p.skyBottom, horizon + 10),
    sun(svg, 470, horizon - 18, 74, p.light, 0),
    cloud(svg, 230, 150, 300, mix(p.skyTop, p.skyBottom, 0.45), rnd),
    cloud(svg, 760, 90, 360, mix(p.skyTop, '#8a7f9a', 0.5), rnd),
    cloud(svg, 1120, 190, 260, mix(p.skyTop, p.skyBottom, 0.3), rnd),
    bat(svg, 540, 150, 40, darken(p.skyTop, 0.5)),
    bat(svg, 600, 120, 28, darken(p.skyTop, 0.5)),
    farIsland(svg, 960, horizon, 280, 38, mix(p.seaDeep, p.skyBottom, 0.35), rnd),
    sea(svg, rnd, { horizon, bottom: 560, deep: p.seaDeep, shallow: p.sea, foam: lighten(p.light, 0.3), bands: 5 }),
    mist(svg, rnd, horizon + 10, fog, 0.55, 6),
    ruinedResort(svg, rnd, 700, 545, 420, 4, '#c9b9a6', p.accent),
    palm(svg, {
      x: 655,
      y: 560,
      height: 260,
      lean: -0.18,
      trunk: '#8a7a62',
      leaves: '#7f7d4c',
      withered: true,
      fronds: 5,
    }),
    landBand(
      svg,
      [
        [-20, 560],
        [300, 548],
        [640, 556],
        [980, 540],
        [1300, 548],
      ],
      darken(p.ground, 0.15),
      0,
      0,
    ),
    shoreFoam(
      [
        [-20, 555],
        [300, 543],
        [640, 551],
        [980, 535],
        [1300, 543],
      ],
      lighten(p.light, 0.4),
      4,
    ),
    landBand(
      svg,
      [
        [-20, 585],
        [300, 570],
        [640, 582],
        [980, 566],
        [1300, 574],
      ],
      p.ground,
      6,
    ),
    mist(svg, rnd, 590, fog, 0.4, 6),
    zombie(svg, 590, 600, 110, '#8fb56f', '#5aa7c9', -1),
    zombie(svg, 470, 640, 150, '#9bc27a', '#d96b8a'),
    zombie(svg, 250, 690, 200, '#a5cc84', '#e3b043'),
    groundFog(svg, fog, 600, 0.3),
    umbrella(svg, 1000, 670, 200, ['#7fa39a', '#ddd3c0'], 24, true),
    loungeChair(svg, 1150, 690, 180, '#8a6a4a', '#b5a48c', true),
    palm(svg, {
      x: 60,
      y: 700,
      height: 420,
      lean: 0.3,
      trunk: '#8a7a62',
      leaves: '#6e7346',
      withered: true,
      fronds: 6,
    }),
    rock(svg, 830, 700, 46, '#8d8a80', rnd),
    grass(760, 700, 44, p.foliage),
    graspingHand(svg, 700, 705, 70, '#9bc27a'),
    graspingHand(svg, 1240, 712, 50, '#8fb56f'),
  ]);
}
