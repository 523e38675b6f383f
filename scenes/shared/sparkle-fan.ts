import type Phaser from 'phaser';

/** A fan of sparkles thrown out of a mouth (the bottle's, the chest's), measured in `scale` (the thing's size). */
export interface SparkleFan {
  x: number;
  y: number;
  scale: number;
  /** The fan's opening, in half turns (1 = a half circle), centred straight up. */
  arc: number;
  /** How far a sparkle flies: base, plus `step` for every third one (three rings). */
  reach: readonly [base: number, step: number];
  /** How big a sparkle is: base, plus `step` for every other one. */
  size: readonly [base: number, step: number];
  duration: number;
}

/** Throws `sparkles` out in a fan: each flies outwards, turns a quarter and fades. */
export function throwSparkles(
  tweens: Phaser.Tweens.TweenManager,
  sparkles: readonly Phaser.GameObjects.Image[],
  fan: SparkleFan,
): void {
  const count = sparkles.length;
  sparkles.forEach((sparkle, index) => {
    const angle = -Math.PI / 2 + ((index - (count - 1) / 2) / Math.max(1, count)) * Math.PI * fan.arc;
    const distance = fan.scale * (fan.reach[0] + (index % 3) * fan.reach[1]);
    const size = fan.scale * (fan.size[0] + (index % 2) * fan.size[1]);
    sparkle.setPosition(fan.x, fan.y).setDisplaySize(size, size).setAlpha(1).setAngle(0);
    tweens.add({
      targets: sparkle,
      x: fan.x + Math.cos(angle) * distance,
      y: fan.y + Math.sin(angle) * distance,
      angle: 90,
      alpha: 0,
      duration: fan.duration,
      ease: 'Cubic.easeOut',
    });
  });
}
