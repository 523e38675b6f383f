import type Phaser from 'phaser';
import { islandPalette, paintCloud, paintGlow } from './art';
import { colouredTexture, sharedTexture } from './images';

interface Cloud {
  readonly image: Phaser.GameObjects.Image;
  /** 0 far … 1 near: nearer clouds are bigger, whiter and drift faster. */
  readonly depth: number;
  /** Horizontal position as a share of the view width, so resizing keeps the sky's arrangement. */
  at: number;
  readonly height: number;
}

const CLOUDS = [
  { at: 0.08, height: 0.1, depth: 0.2 },
  { at: 0.32, height: 0.2, depth: 0.5 },
  { at: 0.55, height: 0.07, depth: 0.1 },
  { at: 0.72, height: 0.16, depth: 0.8 },
  { at: 0.9, height: 0.06, depth: 0.35 },
  { at: 1.1, height: 0.24, depth: 1 },
] as const;

/**
 * The sky of a scene: a gradient in the island's colours (crossfading when the island changes), the sun or moon's
 * glow, and clouds drifting at different speeds (parallax). `nudge` shifts the clouds for a slide.
 */
export class Sky {
  private readonly back: Phaser.GameObjects.Image;
  private readonly front: Phaser.GameObjects.Image;
  private readonly sun: Phaser.GameObjects.Image;
  private readonly clouds: Cloud[];
  private island = 0;

  constructor(
    private readonly scene: Phaser.Scene,
    island: number,
  ) {
    this.back = scene.add.image(0, 0, skyTexture(scene, island)).setOrigin(0, 0);
    this.front = scene.add.image(0, 0, skyTexture(scene, island)).setOrigin(0, 0).setAlpha(0);
    this.sun = scene.add.image(0, 0, '__DEFAULT').setBlendMode('ADD').setAlpha(0.55);
    this.clouds = CLOUDS.map((cloud) => ({
      ...cloud,
      image: scene.add.image(0, 0, '__DEFAULT').setAlpha(0.65 + cloud.depth * 0.35),
    }));
    this.setIsland(island, 0);
  }

  /** Fills the view down to `horizon` (where the sea starts). */
  place(width: number, horizon: number): void {
    for (const image of [this.back, this.front]) image.setDisplaySize(width, horizon + 40);
    this.sun.setPosition(width * 0.84, horizon * 0.2).setDisplaySize(horizon * 0.5, horizon * 0.5);
    const scale = Math.min(horizon, width * 0.5);
    for (const cloud of this.clouds) {
      const size = scale * (0.14 + cloud.depth * 0.16);
      cloud.image.setDisplaySize(size * 2, size).setY(horizon * (0.12 + cloud.height * 2));
    }
    this.drift(0, width);
  }

  /** Crossfades to another island's sky over `ms`. */
  setIsland(island: number, ms: number): void {
    if (island === this.island) return;
    this.island = island;
    this.front.setTexture(skyTexture(this.scene, island)).setAlpha(0);
    const colours = islandPalette(island);
    this.sun.setTexture(colouredTexture(this.scene, 'glow', colours.light, 256, 256, paintGlow));
    // Clouds take a little of the sky's colour: white at noon, blue-grey under the moon.
    const cloud = colouredTexture(this.scene, 'cloud', blend('#ffffff', colours.skyBottom, 0.3), 320, 160, paintCloud);
    for (const { image } of this.clouds) image.setTexture(cloud);
    this.scene.tweens.add({
      targets: this.front,
      alpha: 1,
      duration: Math.max(1, ms),
      onComplete: () => {
        this.back.setTexture(this.front.texture.key);
        this.front.setAlpha(0);
      },
    });
  }

  /** Moves the clouds by `pixels` (scaled by nearness) and wraps them around the view. */
  drift(pixels: number, width: number): void {
    for (const cloud of this.clouds) {
      cloud.at += (pixels * (0.3 + cloud.depth)) / width;
      const span = 1.4;
      cloud.at = ((((cloud.at + 0.2) % span) + span) % span) - 0.2;
      cloud.image.setX(cloud.at * width);
    }
  }

  /** Shifts the clouds against a slide (direction −1 left, +1 right), animated. */
  nudge(direction: number, width: number, ms: number): void {
    let moved = 0;
    this.scene.tweens.addCounter({
      from: 0,
      to: -direction * width * 0.08,
      duration: Math.max(1, ms),
      ease: 'Cubic.easeOut',
      onUpdate: (tween) => {
        const value = tween.getValue() ?? 0;
        this.drift(value - moved, width);
        moved = value;
      },
    });
  }
}

/** `a` mixed with `share` of `b` (#rrggbb colours). */
function blend(a: string, b: string, share: number): string {
  const [x, y] = [Number.parseInt(a.slice(1), 16), Number.parseInt(b.slice(1), 16)];
  const channel = (shift: number) => Math.round(((x >> shift) & 255) * (1 - share) + ((y >> shift) & 255) * share);
  return `#${((channel(16) << 16) | (channel(8) << 8) | channel(0)).toString(16).padStart(6, '0')}`;
}

/** A tall, thin vertical gradient stretched over the sky (a gradient needs no detail across). */
function skyTexture(scene: Phaser.Scene, island: number): string {
  const colours = islandPalette(island);
  return sharedTexture(scene, `sky-${island}`, 4, 256, (ctx, width, height) => {
    const gradient = ctx.createLinearGradient(0, 0, 0, height);
    gradient.addColorStop(0, colours.skyTop);
    gradient.addColorStop(1, colours.skyBottom);
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, width, height);
  });
}
