import { useReactFlow, useStoreApi } from '@xyflow/react';
import { useCallback, useEffect, useRef, type MouseEvent } from 'react';
import { boxAt, eventsWithin, type FarScene, type Rect } from './far-view-model';

/**
 * The mouse on the far view (far-view.tsx), whose canvas takes no pointer events: React Flow's pane hears them, and
 * these select what it would have selected had the boxes been nodes. A click on a box selects its event; a box drawn
 * with Shift selects the events wholly inside it.
 */
export function useFarPointer(scene: FarScene | null) {
  const flow = useReactFlow();
  const flowStore = useStoreApi();

  const onPaneClick = useCallback(
    (event: MouseEvent) => {
      const box = scene && boxAt(scene.boxes, flow.screenToFlowPosition({ x: event.clientX, y: event.clientY }));
      // React Flow clears the selection after this: it unselects what was selected, not this event.
      if (box) flowStore.getState().addSelectedNodes([String(box.eventId)]);
    },
    [flow, flowStore, scene],
  );

  // React Flow forgets its selection box before it says the selection ended: the last one drawn is kept here.
  const lastBox = useRef<Rect | null>(null);
  useEffect(() => {
    if (!scene) return;
    return flowStore.subscribe((state) => {
      if (state.userSelectionRect) lastBox.current = state.userSelectionRect;
    });
  }, [flowStore, scene]);
  const onSelectionEnd = useCallback(() => {
    const box = lastBox.current;
    lastBox.current = null;
    if (!scene || !box) return;
    const [x, y, zoom] = flowStore.getState().transform;
    const rect = { x: (box.x - x) / zoom, y: (box.y - y) / zoom, width: box.width / zoom, height: box.height / zoom };
    flowStore.getState().addSelectedNodes(eventsWithin(scene, rect).map(String));
  }, [flowStore, scene]);

  return { onPaneClick: scene ? onPaneClick : undefined, onSelectionEnd: scene ? onSelectionEnd : undefined };
}
