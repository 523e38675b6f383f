/**
 * Clean shapes the play scene paints when a picture is missing (the art may still be generating, or a community
 * character has no portrait yet): a portrait badge and the message bottle.
 */
import { palette } from '@src/core/palette';
import { OUTLINE } from '../shared/art';

type Ctx = CanvasRenderingContext2D;

/** A round badge with a friendly bust silhouette; `dead` paints it grey like the ghost portraits. */
export function paintPortraitStandIn(ctx: Ctx, size: number, dead: boolean): void {
  const c = size / 2;
  const line = size * 0.025;
  ctx.lineWidth = line;
  ctx.strokeStyle = OUTLINE;
  ctx.beginPath();
  ctx.arc(c, c, c - line, 0, Math.PI * 2);
  const disc = ctx.createRadialGradient(c, c * 0.8, 0, c, c, c);
  disc.addColorStop(0, dead ? '#d5dbe6' : '#bff0ff');
  disc.addColorStop(1, dead ? '#7b8597' : palette.skyBlue);
  ctx.fillStyle = disc;
  ctx.fill();
  ctx.save();
  ctx.clip();
  ctx.fillStyle = dead ? '#a9b1bf' : palette.sunsetCoral;
  ctx.beginPath();
  ctx.ellipse(c, size * 0.98, size * 0.36, size * 0.3, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = dead ? '#c3c9d4' : '#f2c39a';
  ctx.beginPath();
  ctx.arc(c, size * 0.44, size * 0.2, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  ctx.restore();
  ctx.beginPath();
  ctx.arc(c, c, c - line, 0, Math.PI * 2);
  ctx.stroke();
}

/** The bottle: tinted glass, a cork (or none when open) and a rolled note inside. */
export function paintBottleStandIn(ctx: Ctx, width: number, height: number, open: boolean): void {
  const line = width * 0.035;
  ctx.lineWidth = line;
  ctx.strokeStyle = OUTLINE;
  ctx.lineJoin = 'round';
  const neck = { x: width * 0.4, w: width * 0.2, top: height * 0.1, bottom: height * 0.32 };
  ctx.beginPath();
  ctx.moveTo(neck.x, neck.top);
  ctx.lineTo(neck.x, neck.bottom);
  ctx.quadraticCurveTo(width * 0.16, height * 0.36, width * 0.16, height * 0.5);
  ctx.lineTo(width * 0.16, height * 0.86);
  ctx.quadraticCurveTo(width * 0.16, height * 0.94, width * 0.28, height * 0.94);
  ctx.lineTo(width * 0.72, height * 0.94);
  ctx.quadraticCurveTo(width * 0.84, height * 0.94, width * 0.84, height * 0.86);
  ctx.lineTo(width * 0.84, height * 0.5);
  ctx.quadraticCurveTo(width * 0.84, height * 0.36, neck.x + neck.w, neck.bottom);
  ctx.lineTo(neck.x + neck.w, neck.top);
  ctx.closePath();
  ctx.fillStyle = 'rgba(111, 211, 200, 0.85)';
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = palette.sand;
  ctx.fillRect(width * 0.19, height * 0.78, width * 0.62, height * 0.13);
  ctx.fillStyle = palette.paper;
  ctx.beginPath();
  ctx.roundRect(width * 0.36, height * 0.44, width * 0.28, height * 0.3, width * 0.04);
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = palette.sunsetCoral;
  ctx.fillRect(width * 0.36, height * 0.56, width * 0.28, height * 0.04);
  if (!open) {
    ctx.fillStyle = palette.wood;
    ctx.beginPath();
    ctx.roundRect(width * 0.38, height * 0.03, width * 0.24, height * 0.1, width * 0.03);
    ctx.fill();
    ctx.stroke();
  }
}
