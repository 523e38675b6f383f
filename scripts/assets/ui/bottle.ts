/** The bottle pictures (256×384, transparent): closed, and popped open with the note coming out. */
import { Svg } from '../lib/svg';
import { bottleShape } from './bottle-shape';

export function bottle(open: boolean): string {
  const svg = new Svg(256, 384);
  return svg.toString([bottleShape(svg, open)]);
}
