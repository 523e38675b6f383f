import { useReactFlow, useStore } from '@xyflow/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { editorStore, useEditor } from '@src/state/editor/store';
import { useFitMap } from './use-fit-map';

/**
 * Lays the whole map out in flow order (auto-layout.ts, loaded when first needed: the layout library is not part of
 * the editor's first download), as one change that Undo takes back, then shows the whole map. Nodes React Flow has
 * measured keep their drawn size; the others count as a new event's.
 */
export function useArrange() {
  const flow = useReactFlow();
  const fitMap = useFitMap();
  const [busy, setBusy] = useState(false);

  const arrange = useCallback(async () => {
    setBusy(true);
    try {
      const { arrangedPositions } = await import('./auto-layout');
      const { graph, moveEvents } = editorStore.getState();
      const sizeOf = (eventId: number) => {
        const measured = flow.getNode(String(eventId))?.measured;
        return measured?.width && measured.height ? { width: measured.width, height: measured.height } : undefined;
      };
      const moves = [...arrangedPositions(graph, sizeOf)].flatMap(([eventId, to]) => {
        const from = graph.positions.get(eventId);
        return from ? [{ eventId, from, to }] : [];
      });
      moveEvents(moves, true);
      // The nodes take their new places on the next render; the camera follows once they have.
      requestAnimationFrame(() => requestAnimationFrame(fitMap));
    } finally {
      setBusy(false);
    }
  }, [flow, fitMap]);

  return { arrange, busy };
}

/**
 * A map that opened with no event placed (imported from a file without places, or made in the event list) is laid
 * out in flow order once its nodes have been measured, instead of staying in the grid they were dropped in.
 */
export function useArrangeOnOpen(arrange: () => Promise<void>) {
  const unplaced = useEditor((state) => state.unplacedOnOpen && state.status === 'ready');
  // Every node measured (React Flow's useNodesInitialized), but not while the far view hides the nodes it draws
  // itself (use-far-view.ts): React Flow stops waiting for hidden nodes, which is not a measurement. Asked only while
  // the map waits for its arrangement: the store answers this on every frame of a pan, and a scan of 10,000 nodes
  // each time is not free.
  const measured = useStore((state) => unplaced && state.nodesInitialized && !state.nodes.some((node) => node.hidden));
  const started = useRef(false);
  useEffect(() => {
    if (!unplaced) started.current = false;
    if (!unplaced || !measured || started.current) return;
    started.current = true;
    void arrange();
  }, [unplaced, measured, arrange]);
}
