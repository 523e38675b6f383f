/**
 * Shapes the scenes paint themselves (canvas 2D, in the flat outlined look of ART-DIRECTION.md): clouds, wave strips,
 * glows and sparkles, and stand-ins for pictures that are missing (an island, a portrait badge, the bottle). Colours
 * are painted in, not tinted later: the 2D-canvas renderer cannot tint.
 */
import { islandPalettes, palette, type IslandPalette } from '@src/core/palette';
import type { Painter } from './images';

type Ctx = CanvasRenderingContext2D;

export const OUTLINE = palette.ink;

export function islandPalette(island: number): IslandPalette {
  return islandPalettes[(island >= 1 && island <= 5 ? island : 1) as 1 | 2 | 3 | 4 | 5];
}

/** A puffy cloud in `fill`: overlapping circles, outlined once around the whole shape (outline first, fill on top). */
export const paintCloud =
  (fill: string): Painter =>
  (ctx, width, height) => {
    // Puffs as [x share of width, y share of height, radius share of height], all inside the texture.
    const puffs: Array<[number, number, number]> = [
      [0.22, 0.66, 0.3],
      [0.4, 0.46, 0.42],
      [0.62, 0.5, 0.36],
      [0.8, 0.64, 0.26],
      [0.5, 0.66, 0.33],
    ];
    const circle = (x: number, y: number, r: number) => {
      ctx.beginPath();
      ctx.arc(x * width, y * height, r * height, 0, Math.PI * 2);
    };
    ctx.lineWidth = height * 0.035;
    ctx.strokeStyle = 'rgba(46, 31, 26, 0.3)';
    for (const [x, y, r] of puffs) {
      circle(x, y, r);
      ctx.stroke();
    }
    ctx.fillStyle = fill;
    for (const [x, y, r] of puffs) {
      circle(x, y, r);
      ctx.fill();
    }
    // A soft blue shade along the bottom gives the cloud its volume.
    ctx.globalCompositeOperation = 'source-atop';
    const shade = ctx.createLinearGradient(0, height * 0.45, 0, height);
    shade.addColorStop(0, 'rgba(160, 200, 230, 0)');
    shade.addColorStop(1, 'rgba(160, 200, 230, 0.55)');
    ctx.fillStyle = shade;
    ctx.fillRect(0, 0, width, height);
    ctx.globalCompositeOperation = 'source-over';
  };

/**
 * A horizontally tileable band of sea: a wavy crest with a foam line, filled down to the bottom. `phase` shifts the
 * crests so stacked bands do not line up.
 */
export function waveBand(fill: string, foam: string, phase: number): Painter {
  return (ctx, width, height) => {
    const crest = height * 0.28;
    const amplitude = height * 0.16;
    const y = (x: number) => crest + Math.sin(((x / width) * 2 + phase) * Math.PI * 2) * amplitude;
    ctx.beginPath();
    ctx.moveTo(0, height);
    for (let x = 0; x <= width; x += 2) ctx.lineTo(x, y(x));
    ctx.lineTo(width, height);
    ctx.closePath();
    ctx.fillStyle = fill;
    ctx.fill();
    ctx.beginPath();
    for (let x = 0; x <= width; x += 2) ctx.lineTo(x, y(x));
    ctx.strokeStyle = foam;
    ctx.lineWidth = height * 0.09;
    ctx.lineCap = 'round';
    ctx.stroke();
  };
}

/** `colour` (#rrggbb) at an opacity, as a CSS colour. */
function withAlpha(colour: string, alpha: number): string {
  const value = Number.parseInt(colour.slice(1), 16);
  return `rgba(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255}, ${alpha})`;
}

/** A soft radial glow in `colour`. */
export const paintGlow =
  (colour: string): Painter =>
  (ctx, width, height) => {
    const gradient = ctx.createRadialGradient(width / 2, height / 2, 0, width / 2, height / 2, width / 2);
    gradient.addColorStop(0, withAlpha(colour, 0.95));
    gradient.addColorStop(0.45, withAlpha(colour, 0.45));
    gradient.addColorStop(1, withAlpha(colour, 0));
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, width, height);
  };

/** A disc in `colour` with a softened rim: the flash laid over a hurt portrait. */
export const paintDisc =
  (colour: string): Painter =>
  (ctx, width, height) => {
    const gradient = ctx.createRadialGradient(width / 2, height / 2, 0, width / 2, height / 2, width / 2);
    gradient.addColorStop(0, withAlpha(colour, 0.9));
    gradient.addColorStop(0.92, withAlpha(colour, 0.9));
    gradient.addColorStop(1, withAlpha(colour, 0));
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, width, height);
  };

/** A four-pointed sparkle in `colour`. */
export const paintSparkle =
  (colour: string): Painter =>
  (ctx, width, height) => {
    const cx = width / 2;
    const cy = height / 2;
    const r = width / 2;
    ctx.beginPath();
    ctx.moveTo(cx, 0);
    ctx.quadraticCurveTo(cx, cy, width, cy);
    ctx.quadraticCurveTo(cx, cy, cx, height);
    ctx.quadraticCurveTo(cx, cy, 0, cy);
    ctx.quadraticCurveTo(cx, cy, cx, 0);
    ctx.fillStyle = colour;
    ctx.fill();
    ctx.beginPath();
    ctx.arc(cx, cy, r * 0.18, 0, Math.PI * 2);
    ctx.fill();
  };

/** A vignette in `colour`: clear in the middle, thicker towards the edges. */
export const paintVignette =
  (colour: string): Painter =>
  (ctx, width, height) => {
    const radius = Math.hypot(width, height) / 2;
    const gradient = ctx.createRadialGradient(width / 2, height / 2, radius * 0.35, width / 2, height / 2, radius);
    gradient.addColorStop(0, withAlpha(colour, 0));
    gradient.addColorStop(1, withAlpha(colour, 1));
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, width, height);
  };

/** The stand-in island postcard: sky, sun, sea and a palm island in the island's palette. */
export function paintIslandStandIn(ctx: Ctx, width: number, height: number, island: number): void {
  const colours = islandPalette(island);
  const sky = ctx.createLinearGradient(0, 0, 0, height * 0.6);
  sky.addColorStop(0, colours.skyTop);
  sky.addColorStop(1, colours.skyBottom);
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = colours.light;
  ctx.beginPath();
  ctx.arc(width * 0.78, height * 0.24, height * 0.1, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = colours.sea;
  ctx.fillRect(0, height * 0.58, width, height * 0.42);
  ctx.fillStyle = colours.seaDeep;
  ctx.fillRect(0, height * 0.82, width, height * 0.18);
  ctx.lineWidth = Math.max(2, height * 0.012);
  ctx.strokeStyle = OUTLINE;
  ctx.fillStyle = colours.ground;
  ctx.beginPath();
  ctx.ellipse(width * 0.45, height * 0.64, width * 0.24, height * 0.1, 0, Math.PI, 0);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
  // A palm: a curved trunk and a crown of leaves.
  const baseX = width * 0.45;
  const baseY = height * 0.56;
  const topX = baseX + width * 0.04;
  const topY = height * 0.28;
  ctx.strokeStyle = '#7a4a26';
  ctx.lineWidth = height * 0.03;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(baseX, baseY);
  ctx.quadraticCurveTo(baseX - width * 0.02, (baseY + topY) / 2, topX, topY);
  ctx.stroke();
  ctx.fillStyle = colours.foliage;
  ctx.strokeStyle = OUTLINE;
  ctx.lineWidth = Math.max(2, height * 0.01);
  for (const angle of [-2.7, -2.1, -1.3, -0.5, 0.1]) {
    ctx.beginPath();
    ctx.ellipse(
      topX + Math.cos(angle) * height * 0.09,
      topY + Math.sin(angle) * height * 0.05 + height * 0.03,
      height * 0.11,
      height * 0.035,
      angle,
      0,
      Math.PI * 2,
    );
    ctx.fill();
    ctx.stroke();
  }
}
