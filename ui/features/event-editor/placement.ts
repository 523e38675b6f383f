import type { XY } from '@src/state/editor/graph-edits';
import { NODE_WIDTH } from './flow-model';

/** A node's place and size on the canvas (flow coordinates). */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** A new event is about this tall (premise, "Sin opciones", the add-option button). */
export const NEW_NODE_HEIGHT = 240;
/** Room kept between a new event and its neighbours, so their handles and edges stay easy to grab. */
const GAP = 60;
/** How far around the wanted spot to look before giving up and using it anyway. */
const RINGS = 6;

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width + GAP && b.x < a.x + a.width + GAP && a.y < b.y + b.height + GAP && b.y < a.y + a.height + GAP;

/**
 * Where a new event goes: the wanted spot, or the nearest free cell around it (beside it first). Stacking
 * it on an event already there would hide that event and make both impossible to link by dragging.
 */
export function freeSpot(wanted: XY, taken: readonly Box[]): XY {
  const cell = { width: NODE_WIDTH + GAP, height: NEW_NODE_HEIGHT + GAP };
  const candidates: XY[] = [];
  for (let row = -RINGS; row <= RINGS; row++) {
    for (let column = -RINGS; column <= RINGS; column++) candidates.push({ x: column, y: row });
  }
  // Ring by ring outwards; in a ring the same row first (right, then left), then the rows below before those above.
  const order = ({ x, y }: XY) => [
    Math.max(Math.abs(x), Math.abs(y)),
    Math.abs(y),
    Math.abs(x),
    x < 0 ? 1 : 0,
    y < 0 ? 1 : 0,
  ];
  candidates.sort((a, b) => {
    const [keysA, keysB] = [order(a), order(b)];
    const differs = keysA.findIndex((key, index) => key !== keysB[index]);
    return differs === -1 ? 0 : keysA[differs] - keysB[differs];
  });
  for (const { x, y } of candidates) {
    const spot = { x: wanted.x + x * cell.width, y: wanted.y + y * cell.height };
    if (!taken.some((box) => overlaps({ ...spot, width: NODE_WIDTH, height: NEW_NODE_HEIGHT }, box))) return spot;
  }
  return wanted;
}

/** Whether the box from `topLeft` to `bottomRight` (client pixels) lies within `view`. */
export function insideView(
  topLeft: XY,
  bottomRight: XY,
  view: Pick<DOMRect, 'left' | 'top' | 'right' | 'bottom'>,
): boolean {
  return topLeft.x >= view.left && topLeft.y >= view.top && bottomRight.x <= view.right && bottomRight.y <= view.bottom;
}
