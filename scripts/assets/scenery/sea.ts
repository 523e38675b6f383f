/** The sea: layered bands from the horizon to the shore, crest strokes, glints and a foam line. */
import { lighten, mix } from '../lib/color';
import { ellipse, smoothOpen, waveBand } from '../lib/path';
import type { Random } from '../lib/random';
import { fill, stroke } from '../lib/shapes';
import type { Svg } from '../lib/svg';
import { el, group } from '../lib/svg';

export interface SeaOptions {
  horizon: number;
  /** Where the sea is hidden by the land, so bands below it are not drawn. */
  bottom: number;
  deep: string;
  shallow: string;
  /** Colour of crests and glints. */
  foam: string;
  bands?: number;
}

export function sea(svg: Svg, rnd: Random, o: SeaOptions): string {
  const bands = o.bands ?? 6;
  const paint = svg.linearAbs(
    [
      { offset: 0, color: o.deep },
      { offset: 1, color: o.shallow },
    ],
    [0, o.horizon, 0, o.bottom],
  );
  const parts = [el('rect', { x: 0, y: o.horizon, width: svg.width, height: svg.height - o.horizon, fill: paint })];
  for (let i = 1; i <= bands; i += 1) {
    const t = i / (bands + 1);
    const y = o.horizon + (o.bottom - o.horizon) * Math.pow(t, 1.4);
    const colour = mix(o.deep, o.shallow, Math.min(1, t + 0.12));
    parts.push(fill(waveBand(0, svg.width, y, 2 + t * 7, 120 + t * 260, rnd.range(0, 400), svg.height), colour, 0.45));
  }
  // Crest strokes get longer and thicker toward the viewer.
  for (let i = 0; i < 26; i += 1) {
    const t = rnd.range(0.05, 1);
    const y = o.horizon + (o.bottom - o.horizon) * Math.pow(t, 1.3);
    const x = rnd.range(0, svg.width);
    const w = 14 + t * 70;
    parts.push(
      stroke(
        smoothOpen([
          [x - w, y],
          [x - w * 0.4, y - 2 - t * 4],
          [x + w * 0.2, y],
          [x + w * 0.6, y - 1 - t * 2],
        ]),
        o.foam,
        1 + t * 3.5,
        0.55,
      ),
    );
  }
  // Sparkles on the water.
  const glints = Array.from({ length: 30 }, () => {
    const t = rnd.range(0, 0.7);
    const y = o.horizon + 4 + (o.bottom - o.horizon) * t;
    return ellipse(rnd.range(0, svg.width), y, 3 + t * 10, 1 + t * 1.5);
  }).join('');
  parts.push(fill(glints, lighten(o.foam, 0.5), 0.7));
  return group({}, ...parts);
}

/** A line of foam where the sea meets the sand (the upper edge of the wet band). */
export function shoreFoam(points: readonly (readonly [number, number])[], colour: string, width: number): string {
  return group(
    {},
    stroke(smoothOpen(points), colour, width * 2.2, 0.35),
    stroke(smoothOpen(points), colour, width, 0.95),
  );
}
