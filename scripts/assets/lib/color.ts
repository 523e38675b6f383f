/** Colour arithmetic for the generators: every shade and outline is derived from a palette colour. */

type Rgb = [number, number, number];

function parse(hex: string): Rgb {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

function format([r, g, b]: Rgb): string {
  const channel = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(r)}${channel(g)}${channel(b)}`;
}

/** Linear blend of two colours: t = 0 gives `a`, t = 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const [ca, cb] = [parse(a), parse(b)];
  return format([0, 1, 2].map((i) => ca[i] + (cb[i] - ca[i]) * t) as Rgb);
}

/**
 * A darker shade that keeps the hue warm: toward a deep plum rather than black, so outlines look like ink on a
 * postcard and never like a grey stroke.
 */
export const darken = (color: string, amount: number): string => mix(color, '#2a1328', amount);

export const lighten = (color: string, amount: number): string => mix(color, '#ffffff', amount);

/** The outline colour of a shape filled with `fill`: the same colour, clearly darker. */
export const outlineOf = (fill: string): string => darken(fill, 0.55);

/** Grey of the same lightness (for the ghost variant of portraits and silhouettes). */
export function greyOf(color: string): string {
  const [r, g, b] = parse(color);
  const y = 0.3 * r + 0.59 * g + 0.11 * b;
  return format([y, y, y]);
}
