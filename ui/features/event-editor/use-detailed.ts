import { useStore } from '@xyflow/react';

/** Below this zoom text is too small to read: nodes draw only their outline, premise and option titles. */
const DETAIL_ZOOM = 0.35;

/**
 * Whether the canvas is close enough to show every detail. A boolean, so components re-render when the zoom crosses
 * the line, not on every frame; far away, hundreds of nodes fit on screen and drawing less keeps panning smooth.
 */
export function useDetailed(): boolean {
  return useStore((state) => state.transform[2] >= DETAIL_ZOOM);
}
