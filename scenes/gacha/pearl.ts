import { palette } from '@src/core/palette';
import type { Painter } from '../shared/images';

/**
 * The pearl that rises out of the chest, in the rarity's colour: a ball lit from the top left (a white sheen over the
 * colour, a darker rim), an ink outline and a glint, in the flat outlined look of ART-DIRECTION.md.
 */
export const paintPearl =
  (colour: string): Painter =>
  (ctx, width, height) => {
    const r = Math.min(width, height) / 2;
    const cx = width / 2;
    const cy = height / 2;
    const outline = r * 0.09;
    const ball = () => {
      ctx.beginPath();
      ctx.arc(cx, cy, r - outline, 0, Math.PI * 2);
    };
    ball();
    ctx.fillStyle = colour;
    ctx.fill();
    const sheen = ctx.createRadialGradient(cx - r * 0.35, cy - r * 0.35, 0, cx - r * 0.35, cy - r * 0.35, r * 1.1);
    sheen.addColorStop(0, 'rgba(255, 255, 255, 0.75)');
    sheen.addColorStop(0.45, 'rgba(255, 255, 255, 0.1)');
    sheen.addColorStop(0.8, 'rgba(42, 19, 40, 0.05)');
    sheen.addColorStop(1, 'rgba(42, 19, 40, 0.35)');
    ball();
    ctx.fillStyle = sheen;
    ctx.fill();
    ctx.lineWidth = outline * 2;
    ctx.strokeStyle = palette.ink;
    ball();
    ctx.stroke();
    ctx.beginPath();
    ctx.ellipse(cx - r * 0.32, cy - r * 0.38, r * 0.2, r * 0.12, -Math.PI / 4, 0, Math.PI * 2);
    ctx.fillStyle = 'rgba(255, 255, 255, 0.9)';
    ctx.fill();
  };
