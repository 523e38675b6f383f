import { useReactFlow, useStoreApi } from '@xyflow/react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { editorStore, useEditor } from '@src/state/editor/store';
import type { GraphLink } from '@src/state/editor/graph-edits';
import { DeleteEventsDialog } from './delete-events-dialog';
import { EdgeMenu } from './edge-menu';
import { EditorCanvas } from './editor-canvas';
import { EditorUiContext, markFreshEvent, type EditorUi } from './editor-ui';
import { NODE_WIDTH, type LinkFlowEdge } from './flow-model';
import { FirstSteps } from './first-steps';
import { IssuesPanel } from './issues-panel';
import { cameraDuration } from './motion';
import { AddOptionForm } from './add-option-form';
import { AnalyticsPanel } from './analytics-panel';
import { PaintContext } from './analytics-paint';
import { freeSpot, insideView, NEW_NODE_HEIGHT } from './placement';
import { simulateInWorker } from './run-simulation';
import { Sheet } from './sheet';
import { SimulationPanel } from './simulation-panel';
import { Toolbar } from './toolbar';
import { useEditorShortcuts } from './use-editor-shortcuts';
import { useMapAnalytics } from './use-map-analytics';
import styles from './editor.module.css';

type Panel =
  | { kind: 'option'; eventId: number }
  | { kind: 'issues' }
  | { kind: 'simulation' }
  | { kind: 'analytics' }
  | null;

/** The editor once a map is loaded: toolbar, canvas, and the panels, menu and dialog the canvas opens. */
export function EditorWorkspace({ mapId, mapTitle }: { mapId: number; mapTitle: string }) {
  const { t } = useTranslation('editor');
  const flow = useReactFlow();
  const flowStore = useStoreApi();
  const canvasRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const [panel, setPanel] = useState<Panel>(null);
  const [linkMenu, setLinkMenu] = useState<{ link: GraphLink; at?: { x: number; y: number } } | null>(null);
  const [toDelete, setToDelete] = useState<readonly number[]>([]);
  const formEventExists = useEditor((state) => panel?.kind === 'option' && state.graph.events.has(panel.eventId));
  // An empty map opens with the first-steps guide, which stays (ticking its steps off) until it is closed.
  const [guide, setGuide] = useState(() => editorStore.getState().graph.events.size === 0);
  // Player data paints the canvas while its panel is open.
  const analytics = useMapAnalytics(mapId, panel?.kind === 'analytics');

  const ui = useMemo<EditorUi>(
    () => ({
      openOptionForm: (eventId) => setPanel({ kind: 'option', eventId }),
      openLinkMenu: (link, at) => setLinkMenu({ link, at }),
      requestDeleteEvents: (eventIds) => setToDelete(eventIds),
      showEvent: (eventId) => {
        const node = flow.getNode(String(eventId));
        if (!node) return;
        const width = node.measured?.width ?? NODE_WIDTH;
        const height = node.measured?.height ?? NEW_NODE_HEIGHT;
        const zoom = Math.max(flow.getZoom(), 0.9);
        void flow.setCenter(node.position.x + width / 2, node.position.y + height / 2, {
          zoom,
          duration: cameraDuration(400),
        });
        flowStore.getState().addSelectedNodes([node.id]);
      },
    }),
    [flow, flowStore],
  );

  /**
   * A new event near the top of what is on screen, beside the events already there rather than on top of them, with
   * its premise focused for typing. The camera follows when the free spot is off screen.
   */
  const createHere = useCallback(async () => {
    const box = canvasRef.current?.getBoundingClientRect();
    const point = box
      ? flow.screenToFlowPosition({ x: box.left + box.width / 2, y: box.top + box.height / 3 })
      : { x: 0, y: 0 };
    const taken = flow.getNodes().map((node) => ({
      ...node.position,
      width: node.measured?.width ?? node.initialWidth ?? NODE_WIDTH,
      height: node.measured?.height ?? node.initialHeight ?? NEW_NODE_HEIGHT,
    }));
    const spot = freeSpot({ x: point.x - NODE_WIDTH / 2, y: point.y }, taken);
    const position = { x: Math.round(spot.x), y: Math.round(spot.y) };
    const farCorner = flow.flowToScreenPosition({ x: position.x + NODE_WIDTH, y: position.y + NEW_NODE_HEIGHT });
    if (box && !insideView(flow.flowToScreenPosition(position), farCorner, box)) {
      void flow.setCenter(position.x + NODE_WIDTH / 2, position.y + NEW_NODE_HEIGHT / 2, {
        zoom: flow.getZoom(),
        duration: cameraDuration(300),
      });
    }
    // Marked before the node first appears, so it focuses its premise as it mounts.
    await editorStore.getState().createEvent(t('defaults.premise'), position, markFreshEvent);
  }, [flow, t]);

  /** Delete key: selected events after a confirmation, else the selected link at once (Undo brings it back). */
  const deleteSelection = useCallback(() => {
    const events = flow
      .getNodes()
      .filter((node) => node.selected)
      .map((node) => Number(node.id));
    if (events.length > 0) {
      setToDelete(events);
      return;
    }
    const edge = (flow.getEdges() as LinkFlowEdge[]).find(
      (candidate) => candidate.selected && candidate.data && !candidate.data.pending,
    );
    if (edge?.data) void editorStore.getState().disconnect(edge.data.link.consequenceId, edge.data.link.type);
  }, [flow]);

  useEditorShortcuts({
    onCreate: () => void createHere(),
    onDelete: deleteSelection,
    onSearch: () => searchRef.current?.focus(),
  });

  const closePanel = useCallback(() => setPanel(null), []);
  const togglePanel = (kind: 'issues' | 'simulation' | 'analytics') =>
    setPanel((current) => (current?.kind === kind ? null : { kind }));
  const optionEvent = panel?.kind === 'option' && formEventExists ? panel.eventId : null;

  return (
    <EditorUiContext.Provider value={ui}>
      <div className={styles.workspace}>
        <Toolbar
          mapId={mapId}
          mapTitle={mapTitle}
          onCreate={() => void createHere()}
          issuesOpen={panel?.kind === 'issues'}
          onToggleIssues={() => togglePanel('issues')}
          simulationOpen={panel?.kind === 'simulation'}
          onToggleSimulation={() => togglePanel('simulation')}
          analyticsOpen={panel?.kind === 'analytics'}
          onToggleAnalytics={() => togglePanel('analytics')}
          searchRef={searchRef}
        />
        <div ref={canvasRef} className={styles.canvas}>
          <PaintContext.Provider value={analytics.paint}>
            <EditorCanvas showIssues={panel?.kind === 'issues'} />
          </PaintContext.Provider>
          {guide && <FirstSteps onCreate={() => void createHere()} onClose={() => setGuide(false)} />}
          {optionEvent !== null && (
            <Sheet title={t('form.title', { id: optionEvent })} onClose={closePanel}>
              <AddOptionForm key={optionEvent} eventId={optionEvent} />
            </Sheet>
          )}
          {panel?.kind === 'issues' && (
            <Sheet title={t('issues.title')} onClose={closePanel}>
              <IssuesPanel />
            </Sheet>
          )}
          {panel?.kind === 'simulation' && (
            <Sheet title={t('simulation.title')} onClose={closePanel}>
              <SimulationPanel run={simulateInWorker} />
            </Sheet>
          )}
          {panel?.kind === 'analytics' && (
            <Sheet title={t('analytics.title')} onClose={closePanel}>
              <AnalyticsPanel result={analytics.result} onVersion={analytics.chooseVersion} onRetry={analytics.retry} />
            </Sheet>
          )}
        </div>
        {linkMenu && <EdgeMenu link={linkMenu.link} at={linkMenu.at} onClose={() => setLinkMenu(null)} />}
        <DeleteEventsDialog eventIds={toDelete} onClose={() => setToDelete([])} />
      </div>
    </EditorUiContext.Provider>
  );
}
