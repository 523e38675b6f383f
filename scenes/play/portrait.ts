import type Phaser from 'phaser';
import { paintDisc, paintGlow } from '../shared/art';
import { colouredTexture, drawCover, loadPicture, repaint } from '../shared/images';
import { paintPortraitStandIn } from './stand-ins';

const HURT = '#ff3030';
const HEAL = '#5cf07a';
const HALO = '#ffffff';
/** How red the portrait flashes when hurt. */
const FLASH_ALPHA = 0.55;

/** Portrait files: /assets/<skin>/<skin><suffix>.webp, the normal face as a second chance. */
const portraitUrls = (skin: string, suffix: string) => {
  const urls = [`/assets/${skin}/${skin}${suffix}.webp`];
  if (suffix) urls.push(`/assets/${skin}/${skin}.webp`);
  return urls;
};

/**
 * The character on its round badge. It swaps face when the state changes (with a small pop), shakes and flashes red
 * when hurt, and glows green when healed. Behind it a soft halo lifts it off the island picture.
 */
export class Portrait {
  private readonly halo: Phaser.GameObjects.Image;
  private readonly glow: Phaser.GameObjects.Image;
  private readonly image: Phaser.GameObjects.Image;
  private readonly flash: Phaser.GameObjects.Image;
  private picture: HTMLImageElement | null = null;
  private dead = false;
  private wanted = '';
  private place = { x: 0, y: 0, size: 1, ratio: 1 };

  constructor(private readonly scene: Phaser.Scene) {
    this.halo = scene.add.image(0, 0, colouredTexture(scene, 'glow', HALO, 256, 256, paintGlow)).setAlpha(0.55);
    this.glow = scene.add
      .image(0, 0, colouredTexture(scene, 'glow', HEAL, 256, 256, paintGlow))
      .setAlpha(0)
      .setBlendMode('ADD');
    this.image = scene.add.image(0, 0, '__DEFAULT');
    this.flash = scene.add.image(0, 0, colouredTexture(scene, 'disc', HURT, 128, 128, paintDisc)).setAlpha(0);
  }

  get centre(): { x: number; y: number; size: number } {
    return this.place;
  }

  /** Shows `skin` in the state of `suffix`; resolves once the face is on screen (or its stand-in). */
  async show(skin: string, suffix: string, ms: number): Promise<void> {
    const wanted = `${skin}${suffix}`;
    if (wanted === this.wanted) return;
    this.wanted = wanted;
    const picture = await loadPicture(portraitUrls(skin, suffix));
    if (this.wanted !== wanted || !this.image.scene) return;
    const first = this.picture === null && !this.image.texture.key.includes('#');
    this.picture = picture;
    this.dead = suffix === '_m';
    this.paint();
    if (!first && ms > 1) {
      this.scene.tweens.add({
        targets: this.image,
        scale: { from: this.image.scale * 0.88, to: this.image.scale },
        duration: ms,
        ease: 'Back.easeOut',
      });
    }
  }

  setPlace(x: number, y: number, size: number, ratio: number): void {
    this.place = { x, y, size, ratio };
    this.halo.setPosition(x, y).setDisplaySize(size * 1.6, size * 1.6);
    this.glow.setPosition(x, y).setDisplaySize(size * 1.7, size * 1.7);
    this.flash.setPosition(x, y).setDisplaySize(size, size);
    if (this.image.texture.key.includes('#')) this.paint();
  }

  /** Shake and a red flash. */
  hurt(ms: number): void {
    const { x } = this.place;
    this.scene.tweens.killTweensOf(this.flash);
    this.scene.tweens.add({
      targets: this.flash,
      alpha: { from: FLASH_ALPHA, to: 0 },
      duration: Math.max(1, ms),
      ease: 'Quad.easeIn',
    });
    if (ms <= 1) return;
    this.scene.tweens.killTweensOf(this.image);
    this.image.setX(x);
    this.flash.setX(x);
    this.scene.tweens.add({
      targets: [this.image, this.flash],
      x: { from: x - this.place.size * 0.05, to: x + this.place.size * 0.05 },
      duration: ms / 6,
      yoyo: true,
      repeat: 2,
      ease: 'Sine.easeInOut',
      onComplete: () => {
        this.image.setX(x);
        this.flash.setX(x);
      },
    });
  }

  /** A green glow that swells and fades. */
  healed(ms: number): void {
    this.scene.tweens.killTweensOf(this.glow);
    this.glow.setAlpha(0);
    this.scene.tweens.add({
      targets: this.glow,
      alpha: { from: 0, to: 0.85 },
      duration: Math.max(1, ms / 2),
      yoyo: true,
      ease: 'Sine.easeOut',
    });
  }

  private paint(): void {
    const { x, y, size, ratio } = this.place;
    const pixels = size * ratio;
    repaint(this.image, 'portrait', pixels, pixels, (ctx, w, h) => {
      if (!this.picture) {
        paintPortraitStandIn(ctx, w, this.dead);
        return;
      }
      ctx.beginPath();
      ctx.arc(w / 2, h / 2, w / 2, 0, Math.PI * 2);
      ctx.clip();
      drawCover(ctx, this.picture, 0, 0, w, h);
    });
    this.image.setPosition(x, y).setDisplaySize(size, size);
  }
}
