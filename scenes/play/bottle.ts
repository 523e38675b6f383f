import type Phaser from 'phaser';
import type { BottleState } from '@src/state/game';
import { paintGlow, paintSparkle } from '../shared/art';
import { colouredTexture, loadPicture, repaint } from '../shared/images';
import { throwSparkles } from '../shared/sparkle-fan';
import { paintBottleStandIn } from './stand-ins';

const ASPECT = 256 / 384;
const SPARKLES = 8;
/** The warm light of the waiting bottle, and its sparkles. */
const GLOW = '#ffe08a';
const SPARKLE = '#fff3b0';

/**
 * The message bottle, the game's central action: it bobs on the waves with a warm glow while it waits to be opened,
 * pops its cork in a burst of sparkles when it draws an event, and sinks away when the run ends.
 */
export class Bottle {
  private readonly glow: Phaser.GameObjects.Image;
  private readonly image: Phaser.GameObjects.Image;
  private readonly sparkles: Phaser.GameObjects.Image[];
  private pictures: { closed: HTMLImageElement | null; open: HTMLImageElement | null } = { closed: null, open: null };
  private opened = false;
  private state: BottleState = 'hidden';
  private place = { x: 0, y: 0, height: 1, ratio: 1 };
  private bob: Phaser.Tweens.Tween | null = null;
  private pulse: Phaser.Tweens.Tween | null = null;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly calm: () => boolean,
  ) {
    this.glow = scene.add
      .image(0, 0, colouredTexture(scene, 'glow', GLOW, 256, 256, paintGlow))
      .setAlpha(0)
      .setBlendMode('ADD');
    this.image = scene.add.image(0, 0, '__DEFAULT').setOrigin(0.5, 0.62).setAlpha(0);
    const sparkleKey = colouredTexture(scene, 'sparkle', SPARKLE, 64, 64, paintSparkle);
    this.sparkles = Array.from({ length: SPARKLES }, () => scene.add.image(0, 0, sparkleKey).setAlpha(0));
  }

  /** The bottle image, so the scene can put the front waves over it. */
  get body(): Phaser.GameObjects.Image {
    return this.image;
  }

  async load(): Promise<void> {
    const [closed, open] = await Promise.all([
      loadPicture(['/assets/bottle/bottle.webp']),
      loadPicture(['/assets/bottle/bottle-open.webp']),
    ]);
    this.pictures = { closed, open };
    if (this.image.scene) this.paint();
  }

  setPlace(x: number, y: number, height: number, ratio: number): void {
    this.place = { x, y, height, ratio };
    this.glow.setPosition(x, y - height * 0.1).setDisplaySize(height * 1.3, height * 1.3);
    this.paint();
    // A new size ends any movement under way: the bottle settles where its state says it is.
    this.stopIdle();
    this.scene.tweens.killTweensOf([this.image, this.glow]);
    const shown = this.state !== 'hidden';
    this.image
      .setPosition(x, y)
      .setAngle(0)
      .setAlpha(shown ? 1 : 0);
    this.glow.setAlpha(this.state === 'ready' ? 0.45 : 0);
    if (this.state === 'ready' && !this.calm()) this.idle();
  }

  set(state: BottleState): void {
    if (state === this.state) return;
    const from = this.state;
    this.state = state;
    if (state === 'ready') this.arrive(from === 'hidden' ? 'rise' : 'drift');
    else if (state === 'open') this.pop();
    else this.sink();
  }

  /** Cork off, sparkles out: the event is drawn. */
  private pop(): void {
    const calm = this.calm();
    this.opened = true;
    this.paint();
    this.stopIdle();
    this.scene.tweens.add({ targets: this.glow, alpha: { from: 1, to: 0 }, duration: calm ? 1 : 600 });
    if (calm) return;
    const { scale } = this.image;
    this.scene.tweens.add({
      targets: this.image,
      scale: { from: scale * 1.18, to: scale },
      duration: 380,
      ease: 'Back.easeOut',
    });
    const { x, y, height } = this.place;
    throwSparkles(this.scene.tweens, this.sparkles, {
      x,
      y: y - height * 0.55,
      scale: height,
      arc: 1.2,
      reach: [0.45, 0.12],
      size: [0.1, 0.05],
      duration: 650,
    });
  }

  private arrive(how: 'rise' | 'drift'): void {
    const calm = this.calm();
    this.opened = false;
    this.paint();
    const { x, y, height } = this.place;
    this.scene.tweens.killTweensOf(this.image);
    if (calm) {
      this.image.setPosition(x, y).setAlpha(1).setAngle(0);
      this.glow.setAlpha(0.45);
      return;
    }
    const start = how === 'rise' ? { x, y: y + height * 0.4 } : { x: x + height * 0.9, y };
    this.image
      .setPosition(start.x, start.y)
      .setAlpha(0)
      .setAngle(how === 'rise' ? 0 : 12);
    this.scene.tweens.add({
      targets: this.image,
      x,
      y,
      alpha: 1,
      angle: 0,
      duration: 700,
      ease: 'Sine.easeOut',
      onComplete: () => this.idle(),
    });
  }

  /** Bobbing on the waves, and a glow that breathes to invite a tap. */
  private idle(): void {
    this.stopIdle();
    const { y, height } = this.place;
    this.bob = this.scene.tweens.add({
      targets: this.image,
      y: y - height * 0.04,
      angle: { from: -5, to: 5 },
      duration: 1500,
      yoyo: true,
      repeat: -1,
      ease: 'Sine.easeInOut',
    });
    this.pulse = this.scene.tweens.add({
      targets: this.glow,
      alpha: { from: 0.25, to: 0.65 },
      duration: 1300,
      yoyo: true,
      repeat: -1,
      ease: 'Sine.easeInOut',
    });
  }

  private stopIdle(): void {
    this.bob?.stop();
    this.pulse?.stop();
    this.bob = null;
    this.pulse = null;
  }

  private sink(): void {
    const calm = this.calm();
    this.stopIdle();
    this.scene.tweens.add({
      targets: [this.image, this.glow],
      alpha: 0,
      y: `+=${this.place.height * 0.3}`,
      duration: calm ? 1 : 600,
      ease: 'Sine.easeIn',
    });
  }

  private paint(): void {
    const { height, ratio } = this.place;
    const width = height * ASPECT;
    const picture = this.opened ? this.pictures.open : this.pictures.closed;
    repaint(this.image, 'bottle', width * ratio, height * ratio, (ctx, w, h) => {
      if (picture) ctx.drawImage(picture, 0, 0, w, h);
      else paintBottleStandIn(ctx, w, h, this.opened);
    });
    this.image.setDisplaySize(width, height);
  }
}
