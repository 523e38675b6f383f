import type Phaser from 'phaser';
import { palette } from '@src/core/palette';
import { loadPicture, repaint } from '../shared/images';

/** The generated chest pictures (scripts/assets/gacha): square, the chest standing on the bottom edge. */
const CLOSED = '/assets/gacha/chest.webp';
const OPEN = '/assets/gacha/chest-open.webp';

/** Where a picture is missing, a plain outlined box stands in: the reveal still reads, never a broken image. */
function paintStandIn(ctx: CanvasRenderingContext2D, width: number, height: number, open: boolean): void {
  const line = width * 0.02;
  ctx.lineWidth = line * 2;
  ctx.strokeStyle = palette.ink;
  ctx.fillStyle = palette.wood;
  const box = (top: number, bottom: number) => {
    ctx.beginPath();
    ctx.roundRect(width * 0.16, height * top, width * 0.68, height * (bottom - top), width * 0.05);
    ctx.stroke();
    ctx.fill();
  };
  box(0.62, 0.93);
  box(open ? 0.45 : 0.5, open ? 0.58 : 0.64);
}

/**
 * The closed and the open chest as two images on top of each other, so the reveal can swap them at once or, under
 * reduced motion, fade one into the other. Pictures are painted at the device size they are shown at.
 */
export class ChestPictures {
  readonly closed: Phaser.GameObjects.Image;
  readonly open: Phaser.GameObjects.Image;
  private pictures: { closed: HTMLImageElement | null; open: HTMLImageElement | null } = { closed: null, open: null };
  private size = { side: 1, ratio: 1 };

  constructor(scene: Phaser.Scene) {
    this.closed = scene.add.image(0, 0, '__DEFAULT').setOrigin(0.5, 1);
    this.open = scene.add.image(0, 0, '__DEFAULT').setOrigin(0.5, 1).setAlpha(0);
    void Promise.all([loadPicture([CLOSED]), loadPicture([OPEN])]).then(([closed, open]) => {
      this.pictures = { closed, open };
      if (this.closed.scene) this.paint();
    });
  }

  /** Stands the chest on (x, bottom), `side` CSS pixels square. */
  place(x: number, bottom: number, side: number, ratio: number): void {
    this.size = { side, ratio };
    for (const image of [this.closed, this.open]) image.setPosition(x, bottom);
    this.paint();
  }

  /** Back to rest: upright, at its size, the closed chest showing. */
  settle(): void {
    const { side } = this.size;
    this.closed.setAngle(0).setAlpha(1).setDisplaySize(side, side);
    this.open.setAlpha(0).setDisplaySize(side, side);
  }

  private paint(): void {
    const { side, ratio } = this.size;
    const draw = (image: Phaser.GameObjects.Image, picture: HTMLImageElement | null, open: boolean) => {
      repaint(image, open ? 'chest-open' : 'chest', side * ratio, side * ratio, (ctx, w, h) => {
        if (picture) ctx.drawImage(picture, 0, 0, w, h);
        else paintStandIn(ctx, w, h, open);
      });
      image.setDisplaySize(side, side);
    };
    draw(this.closed, this.pictures.closed, false);
    draw(this.open, this.pictures.open, true);
  }
}
