import type Phaser from 'phaser';
import { statColors } from '@src/core/palette';
import { paintIslandStandIn, paintVignette } from '../shared/art';
import { colouredTexture, drawCover, loadPicture, repaint } from '../shared/images';

/** How the island looks at each character state: sunlit when all is well, stormier as things get worse. */
const MOODS: Readonly<Record<string, { colour: string; alpha: number }>> = {
  '': { colour: '#000000', alpha: 0 },
  _v: { colour: statColors.health, alpha: 0.5 },
  _h: { colour: statColors.hunger, alpha: 0.42 },
  _s: { colour: '#e0a040', alpha: 0.45 },
  _l: { colour: statColors.sanity, alpha: 0.55 },
  _m: { colour: '#1c2030', alpha: 0.85 },
};

/**
 * The island picture filling the stage (cover), drifting in a slow zoom, under a vignette tinted by the character's
 * state. Community maps use their own picture (or the default map picture); History islands fall back to the
 * generated file, then to a painting.
 */
export class Backdrop {
  private readonly picture: Phaser.GameObjects.Image;
  private readonly mood: Phaser.GameObjects.Image;
  private source: HTMLImageElement | null = null;
  /** The island whose picture is drawn; none before the run's map is known, so no island is shown by default. */
  private island: number | null = null;
  /** Counts the pictures asked for; only the last one is drawn. */
  private requests = 0;
  private size = { width: 1, height: 1, ratio: 1 };
  private drift: Phaser.Tweens.Tween | null = null;

  constructor(private readonly scene: Phaser.Scene) {
    this.picture = scene.add.image(0, 0, '__DEFAULT');
    this.mood = scene.add
      .image(0, 0, colouredTexture(scene, 'vignette', '#000000', 256, 256, paintVignette))
      .setOrigin(0, 0)
      .setAlpha(0);
  }

  /**
   * Loads the picture at `url` (History islands fall back to their generated file); resolves once it, or a painting,
   * is on screen, with the address drawn. When a newer picture is asked for before this one has loaded, this one is
   * dropped and resolves null: a slow earlier load never paints over the island asked for last.
   */
  async show(url: string, island: number): Promise<string | null> {
    const mine = ++this.requests;
    const urls = [url, ...(island >= 1 && island <= 5 ? [`/assets/islands/${island}.jpeg`] : [])];
    const source = await loadPicture(urls);
    if (mine !== this.requests || !this.picture.scene) return null;
    this.source = source;
    this.island = island;
    this.paint();
    return source ? new URL(source.src, window.location.href).pathname : `painted:${island}`;
  }

  place(width: number, height: number, ratio: number, calm: boolean): void {
    this.size = { width, height, ratio };
    this.mood.setDisplaySize(width, height);
    this.paint();
    this.drift?.stop();
    if (!calm) {
      const base = this.picture.scaleX;
      this.drift = this.scene.tweens.add({
        targets: this.picture,
        scale: base * 1.05,
        duration: 24000,
        yoyo: true,
        repeat: -1,
        ease: 'Sine.easeInOut',
      });
    }
  }

  /** Tints the stage for the character's state (the portrait suffix). */
  setMood(suffix: string, ms: number): void {
    const mood = MOODS[suffix] ?? MOODS[''];
    if (mood.alpha > 0)
      this.mood.setTexture(colouredTexture(this.scene, 'vignette', mood.colour, 256, 256, paintVignette));
    this.scene.tweens.killTweensOf(this.mood);
    this.scene.tweens.add({ targets: this.mood, alpha: mood.alpha, duration: Math.max(1, ms) });
  }

  private paint(): void {
    const { width, height, ratio } = this.size;
    repaint(this.picture, 'backdrop', width * ratio, height * ratio, (ctx, w, h) => {
      if (this.source) drawCover(ctx, this.source, 0, 0, w, h);
      else if (this.island !== null) paintIslandStandIn(ctx, w, h, this.island);
    });
    this.picture.setPosition(width / 2, height / 2).setDisplaySize(width, height);
  }
}
