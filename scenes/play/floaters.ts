import type Phaser from 'phaser';
import { palette } from '@src/core/palette';

const RISE_MS = 1100;

/**
 * Floating texts over the portrait: "−12" in red for damage, "+5" in green for healing, a gold label for a passive
 * ("Dodged!"). Each rises and fades; several at once are fanned out and staggered so they stay readable.
 */
export function floatText(
  scene: Phaser.Scene,
  at: { x: number; y: number },
  text: string,
  colour: string,
  options: { delay: number; ratio: number; size: number; calm: boolean; icon?: string },
): void {
  const label = scene.add
    .text(0, 0, text, {
      fontFamily: 'Fredoka, "Trebuchet MS", sans-serif',
      fontSize: `${Math.round(options.size)}px`,
      fontStyle: '700',
      color: colour,
      stroke: palette.ink,
      strokeThickness: Math.max(3, options.size * 0.16),
      resolution: options.ratio,
    })
    .setOrigin(0, 0.5);
  const parts: Phaser.GameObjects.GameObject[] = [label];
  let width = label.width;
  if (options.icon && scene.textures.exists(options.icon)) {
    const icon = scene.add.image(0, 0, options.icon).setDisplaySize(options.size, options.size).setOrigin(0, 0.5);
    label.setX(options.size * 1.1);
    width += options.size * 1.1;
    parts.unshift(icon);
  }
  const group = scene.add
    .container(at.x - width / 2, at.y, parts)
    .setDepth(50)
    .setAlpha(0);
  const rise = options.calm ? 0 : options.size * 2.4;
  scene.tweens.add({
    targets: group,
    y: at.y - rise,
    delay: options.delay,
    duration: RISE_MS,
    ease: 'Cubic.easeOut',
    onStart: () => group.setAlpha(1),
  });
  // Readable first, then gone: the fade starts once the number has mostly risen.
  scene.tweens.add({
    targets: group,
    alpha: 0,
    delay: options.delay + RISE_MS * 0.6,
    duration: RISE_MS * 0.4,
    onComplete: () => group.destroy(),
  });
}
