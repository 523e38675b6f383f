/**
 * The house style in one place: a shape is a flat fill with soft shading (a darker crescent on the side away from
 * the light, a light glint toward it) and a thick outline a few shades darker than the fill.
 */
import { darken, lighten, outlineOf } from './color';
import type { Svg } from './svg';
import { el, group } from './svg';

export interface ShapeStyle {
  fill: string;
  /** Outline colour (default: the fill, much darker). 'none' draws no outline. */
  outline?: string;
  /** Outline thickness in pixels as seen outside the shape. */
  stroke?: number;
  /** Strength of the shade crescent, 0 = none (default 0.22). */
  shade?: number;
  /** How far the light is offset from the shade, in pixels; the shade sits bottom-right of the light. */
  shadeOffset?: number;
  /** Adds a soft highlight toward the top-left. */
  glint?: boolean;
  /** A vertical gradient lighter at the top instead of a flat fill. */
  gradient?: boolean;
  opacity?: number;
  transform?: string;
}

/**
 * A mask that keeps the part of shape `d` not covered by the same shape shifted diagonally by `shift`, with a blurred
 * edge: a crescent along one side, the soft shade (negative shift: bottom-right) or glint (positive: top-left).
 */
function crescent(svg: Svg, d: string, shift: number, softness: number): string {
  return svg.mask(
    el('rect', { ...svg.everywhere(), fill: '#ffffff' }) +
      el('path', {
        d,
        fill: '#000000',
        transform: `translate(${shift} ${shift})`,
        filter: svg.blur(Math.max(0.5, softness)),
      }),
  );
}

/** Draws path `d` in the house style. Returns the markup. */
export function outlined(svg: Svg, d: string, style: ShapeStyle): string {
  const stroke = style.stroke ?? 6;
  const outline = style.outline ?? outlineOf(style.fill);
  const shade = style.shade ?? 0.22;
  const offset = style.shadeOffset ?? stroke * 1.6;
  const base = style.gradient
    ? svg.linear([
        { offset: 0, color: lighten(style.fill, 0.18) },
        { offset: 1, color: style.fill },
      ])
    : style.fill;
  const parts: string[] = [];
  if (outline !== 'none' && stroke > 0) {
    parts.push(
      el('path', { d, fill: outline, stroke: outline, 'stroke-width': stroke * 2, 'stroke-linejoin': 'round' }),
    );
  }
  parts.push(el('path', { d, fill: base }));
  if (shade > 0)
    parts.push(el('path', { d, fill: darken(style.fill, shade), mask: crescent(svg, d, -offset, offset * 0.6) }));
  if (style.glint)
    parts.push(el('path', { d, fill: '#ffffff', opacity: 0.3, mask: crescent(svg, d, offset * 0.8, offset * 0.4) }));
  return group({ opacity: style.opacity, transform: style.transform }, ...parts);
}

/** A stroke-only line in the house style (stems, ropes, cracks): a darker casing under a coloured core. */
export function line(d: string, color: string, width: number, casing = 3): string {
  const common = { d, fill: 'none', 'stroke-linecap': 'round', 'stroke-linejoin': 'round' };
  return (
    el('path', { ...common, stroke: outlineOf(color), 'stroke-width': width + casing * 2 }) +
    el('path', { ...common, stroke: color, 'stroke-width': width })
  );
}

/** A plain stroke with round ends and no casing (details drawn inside outlined shapes). */
export const stroke = (d: string, color: string, width: number, opacity?: number): string =>
  el('path', {
    d,
    fill: 'none',
    stroke: color,
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    opacity,
  });

/** A plain fill without outline (soft details, reflections). */
export const fill = (d: string, color: string, opacity?: number): string => el('path', { d, fill: color, opacity });

/** A soft blurred ellipse: contact shadows, glows, fog. */
export function soft(
  svg: Svg,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  color: string,
  opacity: number,
  blur: number,
): string {
  return el('ellipse', { cx, cy, rx, ry, fill: color, opacity, filter: svg.blur(blur) });
}
