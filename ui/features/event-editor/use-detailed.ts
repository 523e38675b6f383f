import { useStore } from '@xyflow/react';
import { createContext, useContext } from 'react';

/** Below this zoom text is too small to read: nodes are drawn as plain boxes and links as bare lines. */
export const DETAIL_ZOOM = 0.35;

/**
 * Whether the camera is close enough to show every detail, read once by the canvas. A boolean, so the canvas
 * re-renders when the zoom crosses the line, not on every frame of a pan or zoom.
 */
export function useDetailedZoom(): boolean {
  return useStore((state) => state.transform[2] >= DETAIL_ZOOM);
}

/**
 * The canvas hands the level of detail to its nodes and links: one store subscription instead of one per element
 * (hundreds of them when zoomed out, each asked again on every frame).
 */
export const DetailContext = createContext(true);

export const useDetailed = () => useContext(DetailContext);
