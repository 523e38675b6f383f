import { useMemo, useState } from 'react';
import { useEditor } from '@src/state/editor/store';
import { usePaint } from './analytics-paint';
import { createFarSceneCache } from './far-scene-cache';
import { isFarView, type FarScene } from './far-view-model';
import type { EventFlowNode, LinkFlowEdge } from './flow-model';
import { issuesOf } from './map-issues';

const NO_EDGES: LinkFlowEdge[] = [];

// One hidden copy per node object, so a pan or a drag hands React Flow the same objects and it skips them.
const hiddenCopies = new WeakMap<EventFlowNode, EventFlowNode>();
function hiddenCopy(node: EventFlowNode): EventFlowNode {
  let copy = hiddenCopies.get(node);
  if (!copy) hiddenCopies.set(node, (copy = { ...node, hidden: true }));
  return copy;
}

/**
 * What React Flow gets on a big map zoomed out (far-view.tsx): every node, hidden unless selected, so it mounts only
 * the selected ones (still focusable, draggable, visibly selected) while getNodes() still knows every event (fitting
 * the map, placing a new event, the search); no edges. The scene is what the far view's canvas draws. Elsewhere the
 * nodes and edges as they are, and no scene.
 */
export function useFarView(detailed: boolean, nodes: EventFlowNode[], edges: LinkFlowEdge[]) {
  const far = isFarView(detailed, nodes.length);
  const events = useEditor((state) => state.graph.events);
  const flagged = useEditor((state) => issuesOf(state).byEvent);
  const paint = usePaint();
  const shownNodes = useMemo(
    () => (far ? nodes.map((node) => (node.selected ? node : hiddenCopy(node))) : nodes),
    [far, nodes],
  );
  const [sceneOf] = useState(createFarSceneCache);
  const scene = useMemo<FarScene | null>(
    () => (far ? sceneOf({ nodes, events, edges, paint, flagged }) : null),
    [far, sceneOf, nodes, events, edges, paint, flagged],
  );
  return { nodes: shownNodes, edges: far ? NO_EDGES : edges, scene };
}
