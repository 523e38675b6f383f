import Phaser from 'phaser';
import { watch } from './watch';

/** Registry key of the device pixel ratio the canvas is drawn at (set by the stage before scenes start). */
export const PIXEL_RATIO = 'pixelRatio';

/**
 * A scene laid out in CSS pixels on a canvas drawn at device resolution: the main camera zooms by the pixel ratio from
 * the top-left corner, so text and baked textures stay sharp on phones. Subclasses build once and lay out on every
 * resize; `calm` follows the player's reduced-motion preference.
 */
export abstract class StageScene extends Phaser.Scene {
  protected view = { width: 1, height: 1 };
  protected ratio = 1;
  protected calm = false;

  create(): void {
    this.measure();
    watch(
      this,
      (state) => state.reducedMotion,
      (reduced) => {
        this.calm = reduced;
      },
    );
    this.build();
    this.layout();
    const onResize = () => {
      this.measure();
      this.layout();
    };
    this.scale.on('resize', onResize);
    this.events.once('shutdown', () => this.scale.off('resize', onResize));
  }

  private measure(): void {
    this.ratio = Number(this.registry.get(PIXEL_RATIO)) || 1;
    this.view = { width: this.scale.width / this.ratio, height: this.scale.height / this.ratio };
    this.cameras.main.setSize(this.scale.width, this.scale.height).setOrigin(0, 0).setZoom(this.ratio);
  }

  /** Motion shortened to a blink when the player asked for reduced motion. */
  protected duration(ms: number): number {
    return this.calm ? 1 : ms;
  }

  protected abstract build(): void;
  protected abstract layout(): void;
}
