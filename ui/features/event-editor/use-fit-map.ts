import { getViewportForBounds, useReactFlow, useStoreApi } from '@xyflow/react';
import { useCallback } from 'react';
import { cameraDuration } from './motion';

/** Spec 9: zoom from 0.1 to 2. */
export const MIN_ZOOM = 0.1;
export const MAX_ZOOM = 2;
/**
 * Room kept around a fitted map ("Ver todo el mapa"). On wide screens the zoom controls (bottom left) and the minimap
 * (bottom right) float over the canvas, so the bottom strip they stand in stays clear and no event hides behind them.
 */
export const fitViewOptions = { maxZoom: 1, padding: { top: '5%', right: '4%', bottom: '24%', left: '7%' } } as const;

/**
 * Moves the camera to show the whole map. React Flow's own fit waits until every node has been drawn once, which
 * never happens on a large map that only draws what is on screen; fitting the bounds of all nodes (drawn or
 * estimated) works for both.
 */
export function useFitMap(): () => void {
  const flow = useReactFlow();
  const flowStore = useStoreApi();
  return useCallback(() => {
    const { width, height } = flowStore.getState();
    const { maxZoom, padding } = fitViewOptions;
    const bounds = flow.getNodesBounds(flow.getNodes());
    const viewport = getViewportForBounds(bounds, width, height, MIN_ZOOM, maxZoom, padding);
    void flow.setViewport(viewport, { duration: cameraDuration(300) });
  }, [flow, flowStore]);
}
