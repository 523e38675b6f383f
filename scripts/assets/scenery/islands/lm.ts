/** Island 5, LM: a moonlit island nobody may enter yet: a rune-lit gate bound by chains and a great padlock. */
import { islandPalettes } from '../../../../src/core/palette';
import { darken, lighten, mix } from '../../lib/color';
import { ellipse } from '../../lib/path';
import { Random } from '../../lib/random';
import { fill } from '../../lib/shapes';
import { Svg, group } from '../../lib/svg';
import { lockedGate } from '../buildings';
import { bat, fireflies } from '../creatures';
import { landBand, rock } from '../land';
import { palm } from '../palm';
import { sea } from '../sea';
import { mist, moon, skyGradient, starField } from '../sky';

export function lmIsland(): string {
  const p = islandPalettes[5];
  const svg = new Svg(1280, 720);
  const rnd = new Random(505);
  const horizon = 420;
  const moonX = 300;
  // The moon's path on the water: a column of short bright strokes.
  const path = Array.from({ length: 22 }, (_, i) => {
    const t = i / 21;
    return ellipse(moonX + rnd.range(-30, 30) * (1 + t * 2), horizon + 6 + t * 280, 18 + t * 50, 2 + t * 3);
  }).join('');
  return svg.toString([
    skyGradient(svg, p.skyTop, p.skyBottom, horizon + 10),
    starField(svg, rnd, 140, 380, '#e8eeff'),
    moon(svg, moonX, 150, 78, p.light),
    bat(svg, 860, 120, 40, darken(p.skyTop, 0.3)),
    bat(svg, 930, 160, 26, darken(p.skyTop, 0.3)),
    sea(svg, rnd, { horizon, bottom: 720, deep: p.seaDeep, shallow: p.sea, foam: p.light, bands: 5 }),
    group({ opacity: 0.6 }, fill(path, lighten(p.light, 0.2))),
    // The island: dark cliffs rising from the sea on the right, with a plateau for the gate.
    landBand(
      svg,
      [
        [520, 720],
        [560, 560],
        [640, 470],
        [760, 430],
        [900, 420],
        [1060, 410],
        [1180, 380],
        [1300, 330],
      ],
      p.groundShade,
      6,
      0.15,
    ),
    landBand(
      svg,
      [
        [600, 720],
        [640, 600],
        [720, 540],
        [860, 520],
        [1040, 525],
        [1160, 500],
        [1300, 470],
      ],
      p.ground,
      6,
      0.18,
    ),
    palm(svg, { x: 1190, y: 400, height: 220, lean: -0.15, trunk: mix('#7a6a8a', p.ground, 0.4), leaves: p.foliage }),
    palm(svg, {
      x: 1250,
      y: 370,
      height: 260,
      lean: 0.05,
      trunk: mix('#7a6a8a', p.ground, 0.4),
      leaves: darken(p.foliage, 0.1),
    }),
    mist(svg, rnd, 470, mix(p.light, p.skyBottom, 0.5), 0.3, 5),
    lockedGate(svg, rnd, 930, 530, 300, '#7d84a8', '#a9b2c8', p.accent),
    rock(svg, 700, 610, 60, lighten(p.ground, 0.08), rnd),
    rock(svg, 1180, 560, 70, lighten(p.ground, 0.05), rnd),
    fireflies(svg, rnd, 18, 640, 1260, 380, 640, p.accent),
    mist(svg, rnd, 650, mix(p.light, p.skyBottom, 0.4), 0.25, 6),
  ]);
}
