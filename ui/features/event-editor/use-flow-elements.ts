import { applyNodeChanges, type EdgeChange, type NodeChange } from '@xyflow/react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { editorStore, useEditor } from '@src/state/editor/store';
import type { Move } from '@src/state/editor/creator-actions';
import { EDGE_TYPES, type EdgeType } from '@src/contract/edge-types';
import { drawableLinks, type GraphLink } from '@src/state/editor/graph-edits';
import { reconcileNodes, toFlowEdges, withoutEstimates, type EventFlowNode } from './flow-model';

/** Where nodes came to rest: the end of a drag, or a step of the arrow keys (React Flow reports both as "not dragging"). */
function finishedMoves(changes: readonly NodeChange<EventFlowNode>[]): Move[] {
  const { positions } = editorStore.getState().graph;
  return changes.flatMap((change) => {
    if (change.type !== 'position' || change.dragging !== false || !change.position) return [];
    const eventId = Number(change.id);
    const from = positions.get(eventId);
    return from ? [{ eventId, from, to: { x: Math.round(change.position.x), y: Math.round(change.position.y) } }] : [];
  });
}

/**
 * The nodes React Flow shows. They live in this component's state, so dragging moves them here, frame by frame,
 * without touching the editor store; the store hears about a move once the node comes to rest.
 */
export function useFlowNodes() {
  const positions = useEditor((state) => state.graph.positions);
  const [nodes, setNodes] = useState<EventFlowNode[]>(() =>
    reconcileNodes([], positions, editorStore.getState().graph.events),
  );
  const [shownPositions, setShownPositions] = useState(positions);
  // Events were added, removed or moved in the store: adjust during render instead of in an extra effect pass.
  if (shownPositions !== positions) {
    setShownPositions(positions);
    setNodes((previous) => reconcileNodes(previous, positions, editorStore.getState().graph.events));
  }
  const onNodesChange = useCallback((changes: NodeChange<EventFlowNode>[]) => {
    const measured = new Set(changes.flatMap((change) => (change.type === 'dimensions' ? [change.id] : [])));
    setNodes((previous) => {
      const next = applyNodeChanges(changes, previous);
      return measured.size === 0 ? next : next.map((node) => (measured.has(node.id) ? withoutEstimates(node) : node));
    });
    editorStore.getState().moveEvents(finishedMoves(changes));
  }, []);
  return { nodes, onNodesChange };
}

// Blanks left in a translated edge label, filled per edge (characters no translation or option text holds).
const OPTION_BLANK = '\u0001option\u0001';
const ID_BLANK = '\u0001id\u0001';

/** The edges: every link whose target exists, plus links still waiting for the server. One edge at a time is selected. */
export function useFlowEdges() {
  const events = useEditor((state) => state.graph.events);
  const pendingLinks = useEditor((state) => state.pendingLinks);
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const { t } = useTranslation('editor');

  const links = useMemo(() => drawableLinks(events), [events]);
  const optionTexts = useMemo(
    () =>
      new Map(
        [...events.values()].flatMap((event) =>
          event.consequences.map((option) => [option.consequenceid, option.option] as const),
        ),
      ),
    [events],
  );
  const labelOf = useMemo(() => {
    // One translation per kind of link, its blanks filled in per edge: a t() call per edge took 140 ms of a
    // 10,000-event map's opening (and of every click on a link). Filled by functions, so a "$" in an option stays.
    const templates = Object.fromEntries(
      EDGE_TYPES.map((type) => [
        type,
        t('edge.label', { option: OPTION_BLANK, type: t(`edgeTypes.${type}`), id: ID_BLANK }),
      ]),
    ) as Record<EdgeType, string>;
    return (link: GraphLink) =>
      templates[link.type]
        .replace(OPTION_BLANK, () => optionTexts.get(link.consequenceId) ?? '')
        .replace(ID_BLANK, () => String(link.target));
  }, [optionTexts, t]);
  const edges = useMemo(() => {
    const pendingIds = new Set(pendingLinks.map((link) => link.id));
    return toFlowEdges([...links, ...pendingLinks], pendingIds, selectedId, labelOf);
  }, [labelOf, links, pendingLinks, selectedId]);

  const onEdgesChange = useCallback((changes: EdgeChange[]) => {
    for (const change of changes) {
      if (change.type !== 'select') continue;
      setSelectedId((current) => (change.selected ? change.id : current === change.id ? null : current));
    }
  }, []);
  return { edges, onEdgesChange };
}
