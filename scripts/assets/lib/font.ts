/**
 * Reads glyph outlines from a WOFF (TrueType flavour) file so logotypes and signs are drawn as paths: the pictures
 * then look the same on every machine, whatever fonts it has. Used with the Fredoka files of @fontsource/fredoka.
 */
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { num } from './svg';

interface Glyph {
  /** Contours in font units, y up; each point is [x, y, onCurve]. */
  contours: [number, number, boolean][][];
  advance: number;
}

export interface Font {
  unitsPerEm: number;
  glyph(char: string): Glyph;
}

function tables(woff: Buffer): Map<string, Buffer> {
  const count = woff.readUInt16BE(12);
  const result = new Map<string, Buffer>();
  for (let i = 0; i < count; i += 1) {
    const at = 44 + i * 20;
    const tag = woff.toString('latin1', at, at + 4);
    const [offset, compressed, original] = [
      woff.readUInt32BE(at + 4),
      woff.readUInt32BE(at + 8),
      woff.readUInt32BE(at + 12),
    ];
    const raw = woff.subarray(offset, offset + compressed);
    result.set(tag, compressed < original ? inflateSync(raw) : Buffer.from(raw));
  }
  return result;
}

/** Character → glyph index through the Windows Unicode BMP cmap (format 4). */
function cmapFormat4(cmap: Buffer): (code: number) => number {
  const count = cmap.readUInt16BE(2);
  let sub = -1;
  for (let i = 0; i < count; i += 1) {
    const [platform, encoding, offset] = [
      cmap.readUInt16BE(4 + i * 8),
      cmap.readUInt16BE(6 + i * 8),
      cmap.readUInt32BE(8 + i * 8),
    ];
    if (platform === 3 && encoding === 1 && cmap.readUInt16BE(offset) === 4) sub = offset;
  }
  if (sub < 0) throw new Error('font has no Unicode BMP cmap');
  const segments = cmap.readUInt16BE(sub + 6) / 2;
  const ends = sub + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  return (code) => {
    for (let s = 0; s < segments; s += 1) {
      if (code > cmap.readUInt16BE(ends + s * 2)) continue;
      const start = cmap.readUInt16BE(starts + s * 2);
      if (code < start) return 0;
      const delta = cmap.readInt16BE(deltas + s * 2);
      const rangeAt = rangeOffsets + s * 2;
      const range = cmap.readUInt16BE(rangeAt);
      if (range === 0) return (code + delta) & 0xffff;
      const index = cmap.readUInt16BE(rangeAt + range + (code - start) * 2);
      return index === 0 ? 0 : (index + delta) & 0xffff;
    }
    return 0;
  };
}

function simpleGlyph(glyf: Buffer, at: number, contourCount: number): Glyph['contours'] {
  const endPoints = Array.from({ length: contourCount }, (_, i) => glyf.readUInt16BE(at + 10 + i * 2));
  const pointCount = endPoints[contourCount - 1] + 1;
  let p = at + 10 + contourCount * 2;
  p += 2 + glyf.readUInt16BE(p);
  const flags: number[] = [];
  while (flags.length < pointCount) {
    const flag = glyf[p++];
    flags.push(flag);
    if (flag & 8) for (let r = glyf[p++]; r > 0; r -= 1) flags.push(flag);
  }
  const read = (short: number, same: number): number[] => {
    let value = 0;
    return flags.map((flag) => {
      if (flag & short) value += flag & same ? glyf[p++] : -glyf[p++];
      else if (!(flag & same)) {
        value += glyf.readInt16BE(p);
        p += 2;
      }
      return value;
    });
  };
  const xs = read(2, 16);
  const ys = read(4, 32);
  const contours: Glyph['contours'] = [];
  let first = 0;
  for (const last of endPoints) {
    contours.push(xs.slice(first, last + 1).map((x, i) => [x, ys[first + i], (flags[first + i] & 1) === 1]));
    first = last + 1;
  }
  return contours;
}

export function loadWoff(path: string): Font {
  const t = tables(readFileSync(path));
  const [head, loca, glyf, hhea, hmtx] = ['head', 'loca', 'glyf', 'hhea', 'hmtx'].map((tag) => {
    const table = t.get(tag);
    if (!table) throw new Error(`font table ${tag} missing in ${path}`);
    return table;
  });
  const longOffsets = head.readInt16BE(50) === 1;
  const offsetOf = (index: number) => (longOffsets ? loca.readUInt32BE(index * 4) : loca.readUInt16BE(index * 2) * 2);
  const metrics = hhea.readUInt16BE(34);
  const advanceOf = (index: number) => hmtx.readUInt16BE(Math.min(index, metrics - 1) * 4);
  const indexOf = cmapFormat4(t.get('cmap') ?? Buffer.alloc(0));

  const contoursOf = (index: number): Glyph['contours'] => {
    const at = offsetOf(index);
    if (offsetOf(index + 1) === at) return [];
    const count = glyf.readInt16BE(at);
    if (count >= 0) return simpleGlyph(glyf, at, count);
    // Composite glyph: components placed by x/y offsets (the only kind Latin letters use here).
    const result: Glyph['contours'] = [];
    let p = at + 10;
    for (let more = true; more; ) {
      const flags = glyf.readUInt16BE(p);
      const component = glyf.readUInt16BE(p + 2);
      const words = (flags & 1) === 1;
      const dx = words ? glyf.readInt16BE(p + 4) : glyf.readInt8(p + 4);
      const dy = words ? glyf.readInt16BE(p + 6) : glyf.readInt8(p + 5);
      p += 4 + (words ? 4 : 2) + (flags & 8 ? 2 : flags & 0x40 ? 4 : flags & 0x80 ? 8 : 0);
      for (const contour of contoursOf(component)) result.push(contour.map(([x, y, on]) => [x + dx, y + dy, on]));
      more = (flags & 0x20) !== 0;
    }
    return result;
  };

  return {
    unitsPerEm: head.readUInt16BE(18),
    glyph(char) {
      const index = indexOf(char.codePointAt(0) ?? 0);
      return { contours: contoursOf(index), advance: advanceOf(index) };
    },
  };
}

/** SVG path of one glyph at (x, y) baseline, `size` pixels per em, optionally rotated by `angle` degrees about its centre. */
export function glyphPath(font: Font, char: string, x: number, y: number, size: number, angle = 0): string {
  const g = font.glyph(char);
  const k = size / font.unitsPerEm;
  const pivot = [x + (g.advance * k) / 2, y - size * 0.35];
  const [cos, sin] = [Math.cos((angle * Math.PI) / 180), Math.sin((angle * Math.PI) / 180)];
  const place = (gx: number, gy: number) => {
    const [px, py] = [x + gx * k - pivot[0], y - gy * k - pivot[1]];
    return `${num(pivot[0] + px * cos - py * sin)} ${num(pivot[1] + px * sin + py * cos)}`;
  };
  return g.contours
    .map((contour) => {
      // TrueType quadratic outlines: two off-curve points in a row imply an on-curve point halfway between them.
      const start = contour.findIndex(([, , on]) => on);
      const points = [...contour.slice(start), ...contour.slice(0, start)];
      let d = `M${place(points[0][0], points[0][1])}`;
      for (let i = 1; i <= points.length; i += 1) {
        const [px, py, on] = points[i % points.length];
        if (on) {
          d += `L${place(px, py)}`;
          continue;
        }
        const [nx, ny, nextOn] = points[(i + 1) % points.length];
        const end = nextOn ? [nx, ny] : [(px + nx) / 2, (py + ny) / 2];
        d += `Q${place(px, py)} ${place(end[0], end[1])}`;
        if (nextOn) i += 1;
      }
      return `${d}Z`;
    })
    .join('');
}

/** Horizontal advance of `text` in pixels at `size`, plus `tracking` pixels between letters. */
export function textWidth(font: Font, text: string, size: number, tracking = 0): number {
  return [...text].reduce((w, c) => w + (font.glyph(c).advance * size) / font.unitsPerEm + tracking, -tracking);
}

/** A line of text as one path, centred on `cx`; `wobble(i)` may rotate letters for a playful sign-painted look. */
export function textPath(
  font: Font,
  text: string,
  cx: number,
  baseline: number,
  size: number,
  tracking = 0,
  wobble: (i: number) => number = () => 0,
): string {
  let x = cx - textWidth(font, text, size, tracking) / 2;
  return [...text]
    .map((c, i) => {
      const d = glyphPath(font, c, x, baseline, size, wobble(i));
      x += (font.glyph(c).advance * size) / font.unitsPerEm + tracking;
      return d;
    })
    .join('');
}

let fredoka: Font | undefined;

/** Fredoka Bold, the game's display face (ART-DIRECTION.md "Type"). */
export function displayFont(): Font {
  fredoka ??= loadWoff(
    new URL('../../../node_modules/@fontsource/fredoka/files/fredoka-latin-700-normal.woff', import.meta.url).pathname,
  );
  return fredoka;
}
