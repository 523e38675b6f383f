/**
 * A tiny SVG document builder: shared <defs> (gradients, filters, clip paths) with deterministic ids, and the
 * element helper every drawing function uses. Numbers are rounded so the same drawing always gives the same text.
 */

export type Attrs = Record<string, string | number | undefined>;

/** Two decimals: enough for pixels, stable across runs, short output. */
export const num = (value: number): string => String(Math.round(value * 100) / 100);

export function el(tag: string, attrs: Attrs, ...children: string[]): string {
  const text = Object.entries(attrs)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}="${typeof v === 'number' ? num(v) : v}"`)
    .join(' ');
  return children.length ? `<${tag} ${text}>${children.join('')}</${tag}>` : `<${tag} ${text}/>`;
}

export const group = (attrs: Attrs, ...children: string[]): string => el('g', attrs, ...children);

export interface Stop {
  offset: number;
  color: string;
  opacity?: number;
}

const stopsMarkup = (stops: readonly Stop[]) =>
  stops.map((s) => el('stop', { offset: s.offset, 'stop-color': s.color, 'stop-opacity': s.opacity })).join('');

export interface RadialGeometry {
  cx?: number;
  cy?: number;
  r?: number;
  fx?: number;
  fy?: number;
}

export class Svg {
  private readonly defs: string[] = [];
  private readonly cache = new Map<string, string>();
  private count = 0;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  /** Registers a definition once per distinct markup and returns `url(#id)`. */
  private define(kind: string, build: (id: string) => string, key: string): string {
    const cached = this.cache.get(key);
    if (cached) return cached;
    const id = `${kind}${++this.count}`;
    this.defs.push(build(id));
    const url = `url(#${id})`;
    this.cache.set(key, url);
    return url;
  }

  /** A gradient along the vector (x1,y1)→(x2,y2) in the painted shape's box (0..1). */
  linear(stops: readonly Stop[], [x1, y1, x2, y2]: readonly number[] = [0, 0, 0, 1]): string {
    const key = `lin${JSON.stringify(stops)}${x1},${y1},${x2},${y2}`;
    return this.define('lg', (id) => el('linearGradient', { id, x1, y1, x2, y2 }, stopsMarkup(stops)), key);
  }

  /** A gradient in picture pixels, shared by shapes that must read as one surface (sky, sea). */
  linearAbs(stops: readonly Stop[], [x1, y1, x2, y2]: readonly number[]): string {
    const key = `linabs${JSON.stringify(stops)}${x1},${y1},${x2},${y2}`;
    const attrs = { x1, y1, x2, y2, gradientUnits: 'userSpaceOnUse' };
    return this.define('la', (id) => el('linearGradient', { id, ...attrs }, stopsMarkup(stops)), key);
  }

  radial(stops: readonly Stop[], g: RadialGeometry = {}): string {
    const attrs = { cx: g.cx ?? 0.5, cy: g.cy ?? 0.5, r: g.r ?? 0.5, fx: g.fx, fy: g.fy };
    const key = `rad${JSON.stringify(stops)}${JSON.stringify(attrs)}`;
    return this.define('rg', (id) => el('radialGradient', { id, ...attrs }, stopsMarkup(stops)), key);
  }

  /** Gaussian blur; the filter region is generous so glows are never cut square. */
  blur(deviation: number): string {
    return this.define(
      'bl',
      (id) =>
        el(
          'filter',
          { id, x: '-50%', y: '-50%', width: '200%', height: '200%' },
          el('feGaussianBlur', { stdDeviation: deviation }),
        ),
      `blur${deviation}`,
    );
  }

  /** A filter that turns colours to grey and tints them (ghosts, silhouettes). */
  desaturate(tint: readonly [number, number, number], amount: number): string {
    const [r, g, b] = tint.map((c) => c / 255);
    const row = (t: number) =>
      `${num(0.3 * (1 - amount))} ${num(0.59 * (1 - amount))} ${num(0.11 * (1 - amount))} 0 ${num(t * amount)}`;
    const matrix = `${row(r)} ${row(g)} ${row(b)} 0 0 0 1 0`;
    return this.define(
      'ds',
      (id) => el('filter', { id }, el('feColorMatrix', { type: 'matrix', values: matrix })),
      `desat${matrix}`,
    );
  }

  /** Clip to the given shape markup (paths/circles in picture pixels). */
  clip(shapes: string): string {
    return this.define('cp', (id) => el('clipPath', { id }, shapes), `clip${shapes}`);
  }

  /**
   * A luminance mask (white shows, black hides). Its region is far larger than the picture because shapes are often
   * drawn around their own origin and moved into place by a transform.
   */
  mask(contents: string): string {
    const box = { ...this.everywhere(), maskUnits: 'userSpaceOnUse' };
    return this.define('mk', (id) => el('mask', { id, ...box }, contents), `mask${contents}`);
  }

  /** A rectangle that covers the picture in any local coordinate system a drawing is likely to use. */
  everywhere(): { x: number; y: number; width: number; height: number } {
    const size = 4 * Math.max(this.width, this.height);
    return { x: -size, y: -size, width: size * 2, height: size * 2 };
  }

  toString(body: readonly string[]): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" ` +
      `viewBox="0 0 ${this.width} ${this.height}"><defs>${this.defs.join('')}</defs>${body.join('')}</svg>`
    );
  }
}
