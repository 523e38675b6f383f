import {
  Background,
  BackgroundVariant,
  ControlButton,
  Controls,
  MiniMap,
  ReactFlow,
  type Connection,
  type EdgeMouseHandler,
  type IsValidConnection,
  type Node,
  type Viewport,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { editorStore } from '@src/state/editor/store';
import { Icon } from '@ui/components/icon';
import { useEditorUi } from './editor-ui';
import { CANVAS_MINIMAP_EVENTS, CanvasMinimap, eventColor } from './canvas-minimap';
import { EdgeLegend } from './edge-legend';
import { EventNode } from './event-node';
import { FarView } from './far-view';
import { useFarPointer } from './far-view-pointer';
import { consequenceOfHandle, EVENT_HANDLE_ID, type LinkFlowEdge } from './flow-model';
import { LinkEdge } from './link-edge';
import { openingViewport } from './opening-viewport';
import { DetailContext, useDetailedZoom } from './use-detailed';
import { useFarView } from './use-far-view';
import { useFlowEdges, useFlowNodes } from './use-flow-elements';
import { useShiftHeld } from './use-shift-held';
import { MAX_ZOOM, MIN_ZOOM, useFitMap } from './use-fit-map';
import styles from './editor.module.css';

// Defined once: new objects here would make React Flow rebuild every node and edge on each render.
const nodeTypes = { event: EventNode };
const edgeTypes = { link: LinkEdge };

/** Maps above this size render only what is on screen. */
const LARGE_MAP = 150;

const isValidConnection: IsValidConnection<LinkFlowEdge> = (connection) =>
  consequenceOfHandle(connection.sourceHandle) !== null && connection.targetHandle === EVENT_HANDLE_ID;

/** React Flow's minimap asks a node's colour. */
const minimapColor = (node: Node) => eventColor(Number(node.id));

/** "Show the whole map". */
function FitMapButton() {
  const { t } = useTranslation('editor');
  const fit = useFitMap();
  return (
    <ControlButton onClick={fit} className={styles.fitMap} title={t('canvas.fitView')} aria-label={t('canvas.fitView')}>
      <Icon name="map" />
    </ControlButton>
  );
}

/**
 * The canvas, opened at a readable zoom on the start of the map (opening-viewport.ts). Its size is measured before the
 * first paint, so React Flow starts at that camera instead of jumping to it; "Ver todo el mapa" fits the rest.
 */
export function EditorCanvas({ showIssues }: { showIssues: boolean }) {
  const host = useRef<HTMLDivElement>(null);
  const [opening, setOpening] = useState<Viewport | null>(null);
  useLayoutEffect(() => {
    const box = host.current?.getBoundingClientRect();
    // Read once: later changes move nodes, not the camera. (A canvas without layout, as in tests, takes the window's.)
    const width = box?.width || window.innerWidth;
    const height = box?.height || window.innerHeight;
    setOpening(openingViewport(editorStore.getState().graph, width, height));
  }, []);
  return (
    <div ref={host} className={styles.host}>
      {opening && <FlowCanvas showIssues={showIssues} opening={opening} />}
    </div>
  );
}

/** The React Flow canvas: events as nodes, links as edges, minimap and zoom controls. */
function FlowCanvas({ showIssues, opening }: { showIssues: boolean; opening: Viewport }) {
  const { t } = useTranslation('editor');
  const ui = useEditorUi();
  const { nodes, onNodesChange } = useFlowNodes();
  // Far away nodes are plain boxes and links bare lines (compact-node.tsx); the dotted grid would be a costly haze.
  const detailed = useDetailedZoom();
  const { edges, onEdgesChange } = useFlowEdges();
  const large = nodes.length > LARGE_MAP;
  // A big map far away is one canvas (far-view.tsx): React Flow mounts only its selected events.
  const far = useFarView(detailed, nodes, edges);
  const farPointer = useFarPointer(far.scene);

  // While the camera moves, the drawn canvas slides as one layer instead of being repainted every frame; when it stops,
  // the browser paints it again at the new zoom so the text stays sharp. Set on the element directly: no re-render.
  const flowRef = useRef<HTMLDivElement>(null);
  const onMoveStart = useCallback(() => flowRef.current?.classList.add(styles.moving), []);
  const onMoveEnd = useCallback(() => flowRef.current?.classList.remove(styles.moving), []);

  const shiftHeld = useShiftHeld();
  const onConnect = useCallback(
    (connection: Connection) => {
      const consequenceId = consequenceOfHandle(connection.sourceHandle);
      if (consequenceId === null) return;
      void editorStore.getState().connect({
        sourceEvent: Number(connection.source),
        consequenceId,
        target: Number(connection.target),
        type: shiftHeld.current ? 'unlocks' : 'direct',
      });
    },
    [shiftHeld],
  );

  const onEdgeClick = useCallback<EdgeMouseHandler<LinkFlowEdge>>(
    (event, edge) => {
      if (!edge.data || edge.data.pending) return;
      ui.openLinkMenu(edge.data.link, { x: event.clientX, y: event.clientY });
    },
    [ui],
  );

  const ariaLabelConfig = useMemo(
    () => ({
      'node.a11yDescription.default': t('canvas.nodeHelp'),
      'node.a11yDescription.keyboardDisabled': t('canvas.nodeHelp'),
      'node.a11yDescription.ariaLiveMessage': ({ x, y }: { x: number; y: number }) =>
        t('canvas.moved', { x: Math.round(x), y: Math.round(y) }),
      'edge.a11yDescription.default': t('canvas.edgeHelp'),
      'controls.ariaLabel': t('canvas.controls'),
      'controls.zoomIn.ariaLabel': t('canvas.zoomIn'),
      'controls.zoomOut.ariaLabel': t('canvas.zoomOut'),
      'controls.interactive.ariaLabel': t('canvas.interactive'),
      'minimap.ariaLabel': t('canvas.minimap'),
      'handle.ariaLabel': t('canvas.handle'),
    }),
    [t],
  );

  return (
    <DetailContext.Provider value={detailed}>
      <ReactFlow
        ref={flowRef}
        onMoveStart={onMoveStart}
        onMoveEnd={onMoveEnd}
        className={styles.flow}
        // Read by node.module.css: while the map check is open, flagged nodes glow.
        data-issues={showIssues ? 'shown' : 'hidden'}
        nodes={far.nodes}
        edges={far.edges}
        nodeTypes={nodeTypes}
        edgeTypes={edgeTypes}
        onNodesChange={onNodesChange}
        onEdgesChange={onEdgesChange}
        onConnect={onConnect}
        isValidConnection={isValidConnection}
        onEdgeClick={onEdgeClick}
        onPaneClick={farPointer.onPaneClick}
        onSelectionEnd={farPointer.onSelectionEnd}
        minZoom={MIN_ZOOM}
        maxZoom={MAX_ZOOM}
        defaultViewport={opening}
        onlyRenderVisibleElements={large}
        deleteKeyCode={null}
        zoomOnDoubleClick={false}
        ariaLabelConfig={ariaLabelConfig}
      >
        {far.scene && <FarView scene={far.scene} events={nodes.length} />}
        {detailed && <Background variant={BackgroundVariant.Dots} gap={28} size={2.2} color="rgb(10 85 96 / 0.25)" />}
        {nodes.length > CANVAS_MINIMAP_EVENTS ? (
          <CanvasMinimap />
        ) : (
          <MiniMap className={styles.minimap} nodeColor={minimapColor} nodeStrokeWidth={0} pannable zoomable />
        )}
        <Controls className={styles.controls} showInteractive={false} showFitView={false}>
          <FitMapButton />
        </Controls>
        <EdgeLegend />
      </ReactFlow>
    </DetailContext.Provider>
  );
}
