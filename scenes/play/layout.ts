/**
 * Where the play scene puts the portrait and the bottle for a stage size (CSS pixels). It leaves room for the React
 * overlays: the stats bar at the top, the name plate under the portrait and the action bar at the bottom.
 */
export interface PlayLayout {
  readonly portrait: { readonly x: number; readonly y: number; readonly size: number };
  readonly bottle: { readonly x: number; readonly y: number; readonly height: number };
  /** Where the foreground sea starts. */
  readonly seaTop: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Phones in portrait: one column, portrait above the bottle. */
const NARROW = 700;
/** Height of the stats bar and of the action bar, as the overlays draw them. */
const HUD = { narrow: { top: 150, bottom: 84 }, wide: { top: 112, bottom: 92 } };
const NAME_PLATE = 44;
/** Room under the bottle for its "Open the bottle" tag. */
const BOTTLE_TAG = 44;

export function playLayout(width: number, height: number): PlayLayout {
  if (width < NARROW) {
    const top = HUD.narrow.top;
    const bottom = height - HUD.narrow.bottom;
    const room = bottom - top;
    const size = clamp(Math.min(width * 0.5, room * 0.36), 96, 210);
    const bottleHeight = clamp(room * 0.3, 96, 170);
    const bottleY = bottom - BOTTLE_TAG - bottleHeight * 0.35;
    return {
      portrait: { x: width / 2, y: top + 12 + size / 2, size },
      bottle: {
        x: width / 2,
        y: Math.max(bottleY, top + size + NAME_PLATE + bottleHeight * 0.55),
        height: bottleHeight,
      },
      seaTop: bottleY + bottleHeight * 0.12,
    };
  }
  const top = HUD.wide.top;
  const bottom = height - HUD.wide.bottom;
  const room = bottom - top;
  const size = clamp(Math.min(width * 0.24, (room - NAME_PLATE) * 0.8), 120, 280);
  const bottleHeight = clamp(room * 0.48, 120, 250);
  const bottleY = bottom - BOTTLE_TAG - bottleHeight * 0.35;
  return {
    portrait: { x: width * 0.3, y: top + (room - NAME_PLATE) / 2, size },
    bottle: { x: width * 0.7, y: bottleY, height: bottleHeight },
    seaTop: bottleY + bottleHeight * 0.1,
  };
}
