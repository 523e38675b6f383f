/** Island 1, Beach: turquoise sea, white sand, palms and a noon sun (and a shark fin, because holidays go wrong). */
import { islandPalettes, palette } from '../../../../src/core/palette';
import { darken, lighten } from '../../lib/color';
import { Random } from '../../lib/random';
import { Svg } from '../../lib/svg';
import { bush, farIsland, grass, landBand, pebbles, rock } from '../land';
import { palm } from '../palm';
import { sailboat, sandcastle, sharkFin, starfish, towel, umbrella } from '../props';
import { sea, shoreFoam } from '../sea';
import { cloud, seagulls, skyGradient, sun } from '../sky';

export function beachIsland(): string {
  const p = islandPalettes[1];
  const svg = new Svg(1280, 720);
  const rnd = new Random(101);
  const horizon = 330;
  const body = [
    skyGradient(svg, p.skyTop, p.skyBottom, horizon + 10),
    sun(svg, 1060, 105, 52, p.light),
    cloud(svg, 250, 120, 250, '#ffffff', rnd),
    cloud(svg, 640, 70, 170, '#ffffff', rnd),
    cloud(svg, 860, 200, 210, '#f4fdff', rnd),
    farIsland(svg, 560, horizon, 300, 46, lighten(p.seaDeep, 0.35), rnd),
    farIsland(svg, 830, horizon, 150, 26, lighten(p.seaDeep, 0.45), rnd),
    seagulls(rnd, 420, 190, 3, darken(p.skyTop, 0.45)),
    sea(svg, rnd, { horizon, bottom: 600, deep: p.seaDeep, shallow: lighten(p.sea, 0.25), foam: '#ffffff' }),
    sailboat(svg, 700, 345, 40, palette.cream, palette.sunsetCoral),
    sharkFin(svg, 800, 420, 40, '#6f8593', '#ffffff'),
    // A rocky headland with jungle on the left frames the bay.
    landBand(
      svg,
      [
        [-20, 400],
        [90, 380],
        [210, 410],
        [330, 470],
        [420, 560],
        [470, 740],
      ],
      darken(p.groundShade, 0.1),
      6,
    ),
    rock(svg, 380, 540, 55, '#a99a8a', rnd),
    rock(svg, 300, 470, 38, '#b8a898', rnd),
    bush(svg, 80, 400, 110, p.foliageDark, rnd),
    bush(svg, 230, 440, 85, p.foliage, rnd),
    palm(svg, { x: 120, y: 430, height: 300, lean: 0.22, trunk: '#c98b52', leaves: p.foliage, coconuts: true }),
    // The wet sand and the beach.
    landBand(
      svg,
      [
        [-20, 572],
        [260, 552],
        [560, 562],
        [860, 542],
        [1080, 522],
        [1300, 512],
      ],
      darken(p.ground, 0.12),
      0,
      0,
    ),
    shoreFoam(
      [
        [-20, 566],
        [260, 548],
        [560, 556],
        [860, 537],
        [1080, 517],
        [1300, 507],
      ],
      '#ffffff',
      5,
    ),
    landBand(
      svg,
      [
        [-20, 600],
        [260, 585],
        [560, 598],
        [860, 578],
        [1080, 560],
        [1300, 552],
      ],
      p.ground,
      6,
    ),
    pebbles(svg, rnd, 420, 1260, 600, 700, palette.cream, 14),
    palm(svg, {
      x: 1210,
      y: 650,
      height: 430,
      lean: -0.22,
      trunk: '#c98b52',
      leaves: lighten(p.foliage, 0.05),
      coconuts: true,
    }),
    palm(svg, { x: 960, y: 600, height: 250, lean: 0.06, trunk: '#b97c47', leaves: p.foliageDark }),
    grass(980, 615, 40, p.foliage),
    grass(1230, 650, 48, p.foliage),
    towel(svg, 700, 640, 210, [palette.sunsetCoral, palette.cream]),
    umbrella(svg, 600, 650, 230, [palette.sunsetCoral, palette.cream], -8),
    sandcastle(svg, 900, 680, 120, lighten(p.groundShade, 0.1), palette.sunsetCoral),
    starfish(svg, 520, 690, 24, palette.sunsetCoral, 12),
    starfish(svg, 1060, 700, 18, '#ff9a3c', -20),
  ];
  return svg.toString(body);
}
