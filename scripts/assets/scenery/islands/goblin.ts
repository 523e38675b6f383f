/** Island 3, Goblin: a purple jungle night, torch-lit temple ruins, and many eyes in the leaves. */
import { islandPalettes } from '../../../../src/core/palette';
import { darken, lighten, mix } from '../../lib/color';
import { Random } from '../../lib/random';
import { Svg } from '../../lib/svg';
import { pillar, templeRuin, torch } from '../buildings';
import { fireflies, watchingEyes } from '../creatures';
import { jungleLeaf, vine } from '../flora';
import { bush, flagstones, landBand, rock } from '../land';
import { soft } from '../../lib/shapes';
import { palm } from '../palm';
import { mist, moon, skyGradient, starField } from '../sky';

export function goblinIsland(): string {
  const p = islandPalettes[3];
  const svg = new Svg(1280, 720);
  const rnd = new Random(303);
  const stone = '#8a7fa0';
  const moss = '#5fa35a';
  return svg.toString([
    skyGradient(svg, p.skyTop, p.skyBottom, 560),
    starField(svg, rnd, 90, 330, '#fff3d6'),
    moon(svg, 980, 120, 58, '#fbeed0'),
    // Three depths of jungle silhouette, lighter as they recede into the haze.
    landBand(
      svg,
      [
        [-20, 360],
        [120, 320],
        [260, 350],
        [420, 300],
        [600, 340],
        [780, 310],
        [960, 345],
        [1120, 300],
        [1300, 330],
      ],
      mix(p.foliageDark, p.skyBottom, 0.55),
      0,
      0.08,
    ),
    mist(svg, rnd, 350, lighten(p.skyBottom, 0.2), 0.35, 5),
    landBand(
      svg,
      [
        [-20, 430],
        [150, 390],
        [330, 420],
        [520, 380],
        [700, 415],
        [900, 385],
        [1080, 420],
        [1300, 395],
      ],
      mix(p.foliageDark, p.skyBottom, 0.3),
      4,
      0.1,
    ),
    templeRuin(svg, 640, 572, 540, stone, moss, p.accent),
    soft(svg, 640, 470, 330, 150, p.light, 0.1, 40),
    pillar(svg, 330, 560, 190, stone, moss),
    pillar(svg, 960, 560, 150, lighten(stone, 0.05), moss),
    landBand(
      svg,
      [
        [-20, 560],
        [300, 552],
        [640, 566],
        [980, 550],
        [1300, 560],
      ],
      p.ground,
      6,
    ),
    flagstones(svg, rnd, 640, 575, 720, lighten(stone, 0.1)),
    palm(svg, { x: 140, y: 620, height: 380, lean: 0.18, trunk: '#7a5a6a', leaves: p.foliage }),
    palm(svg, { x: 1150, y: 630, height: 420, lean: -0.2, trunk: '#7a5a6a', leaves: darken(p.foliage, 0.08) }),
    torch(svg, 420, 640, 190, p.light),
    torch(svg, 860, 640, 190, p.light),
    bush(svg, 170, 650, 120, p.foliageDark, rnd),
    bush(svg, 1090, 660, 120, p.foliageDark, rnd),
    watchingEyes(
      svg,
      rnd,
      [
        [150, 600],
        [1110, 610],
        [1215, 535],
      ],
      p.accent,
    ),
    rock(svg, 980, 700, 42, stone, rnd),
    jungleLeaf(svg, -20, 720, 260, -40, p.foliage),
    jungleLeaf(svg, 40, 730, 220, -75, lighten(p.foliage, 0.08)),
    jungleLeaf(svg, 1300, 720, 260, -140, p.foliage),
    jungleLeaf(svg, 1230, 740, 200, -110, lighten(p.foliage, 0.08)),
    vine(svg, 560, -10, 170, p.foliage),
    vine(svg, 760, -10, 120, darken(p.foliage, 0.1)),
    fireflies(svg, rnd, 26, 100, 1180, 380, 680, p.accent),
  ]);
}
