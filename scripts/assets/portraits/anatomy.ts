/** The bust every portrait shares (256×256): where the head, face, neck and shoulders sit. */
import { ellipse, roundRect, smoothClosed } from '../lib/path';

export const SIZE = 256;
export const CENTER = 128;
/** The round badge the bust sits in. */
export const BADGE_R = 122;

export const head = { x: 128, y: 112, rx: 47, ry: 51 } as const;
export const eyeY = 114;
export const eyeDX = 19;
export const browY = 95;
export const mouthY = 140;
export const torsoTop = 184;

/** Head outline; `narrow` (hunger) pinches the cheeks. */
export function headPath(shape: 'round' | 'boxy', narrow: boolean): string {
  const k = narrow ? 0.9 : 1;
  if (shape === 'boxy') return roundRect(head.x - head.rx * k, head.y - head.ry, head.rx * 2 * k, head.ry * 2 - 4, 22);
  const { x, y, rx, ry } = head;
  // A soft egg: wide at the cheeks, rounder chin.
  return smoothClosed(
    [
      [x, y - ry],
      [x + rx * 0.82, y - ry * 0.68],
      [x + rx * k, y + ry * 0.05],
      [x + rx * 0.72 * k, y + ry * 0.7],
      [x, y + ry],
      [x - rx * 0.72 * k, y + ry * 0.7],
      [x - rx * k, y + ry * 0.05],
      [x - rx * 0.82, y - ry * 0.68],
    ],
    1,
  );
}

export const earsPath = (shape: 'round' | 'boxy', narrow: boolean): string => {
  const dx = head.rx * (narrow ? 0.9 : 1) - 2;
  return shape === 'boxy'
    ? roundRect(head.x - dx - 12, eyeY - 14, 14, 28, 5) + roundRect(head.x + dx - 2, eyeY - 14, 14, 28, 5)
    : ellipse(head.x - dx, eyeY + 4, 10, 13) + ellipse(head.x + dx, eyeY + 4, 10, 13);
};

export const neckPath = roundRect(head.x - 15, head.y + head.ry - 14, 30, 40, 8);

/** Shoulders and chest down past the bottom of the badge. */
export function torsoPath(width = 1): string {
  const w = 96 * width;
  return (
    `M${CENTER - w} 262C${CENTER - w} 222 ${CENTER - w * 0.75} ${torsoTop + 4} ${CENTER - 34} ${torsoTop}` +
    `L${CENTER + 34} ${torsoTop}C${CENTER + w * 0.75} ${torsoTop + 4} ${CENTER + w} 222 ${CENTER + w} 262Z`
  );
}
