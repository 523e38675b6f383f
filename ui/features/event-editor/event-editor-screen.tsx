import { ReactFlowProvider } from '@xyflow/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { editorStore, useEditor } from '@src/state/editor/store';
import { LoadingPanel } from '@ui/components/loading-panel';
import { useDocumentTitle } from '@ui/hooks/use-document-title';
import { EditorWorkspace } from './editor-workspace';
import { useEditorMap } from './use-editor-map';
import styles from './editor.module.css';

/** /map_creator/event_creator_new: the event diagram editor of the map chosen in the map creator (or ?mapId=). */
export function EventEditorScreen() {
  const { t } = useTranslation('editor');
  const map = useEditorMap();
  useDocumentTitle(t('title'));
  if (!map) {
    return (
      <section className={`sign ${styles.message}`} aria-labelledby="editor-no-map">
        <h1 id="editor-no-map">{t('noMap.title')}</h1>
        <p className="paper">{t('noMap.body')}</p>
        <Link to="/map_creator" className="btn btn--primary">
          {t('noMap.action')}
        </Link>
      </section>
    );
  }
  return <EditorLoader key={map.mapId} mapId={map.mapId} mapTitle={map.title} />;
}

function EditorLoader({ mapId, mapTitle }: { mapId: number; mapTitle: string }) {
  const { t } = useTranslation('editor');
  const { t: tc } = useTranslation('common');
  // This visit of the screen: its effect may run again (StrictMode, Suspense) without dropping the open map.
  const [visit] = useState(() => ({}));
  // A store still holding another map (or this one from an earlier visit) counts as loading until the new answer.
  const status = useEditor((state) => (state.mapId === mapId && state.visit === visit ? state.status : 'loading'));
  const loadError = useEditor((state) => state.loadError);

  useEffect(() => {
    void editorStore.getState().openMap(mapId, visit);
    // Moves still waiting for their batch are saved on the way out.
    return () =>
      void editorStore
        .getState()
        .flushPositions()
        .catch(() => undefined);
  }, [mapId, visit]);

  if (status === 'failed') {
    return (
      <section className={`sign ${styles.message}`} aria-labelledby="editor-failed">
        <h1 id="editor-failed">{t('loadFailed')}</h1>
        <p className="paper" role="alert">
          {loadError?.message}
        </p>
        <div className={styles.messageActions}>
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => void editorStore.getState().openMap(mapId, visit)}
          >
            {tc('actions.retry')}
          </button>
          <Link to="/map_creator" className="btn btn--sea">
            {t('noMap.action')}
          </Link>
        </div>
      </section>
    );
  }
  if (status !== 'ready') return <LoadingPanel label={t('loading')} />;
  return (
    <ReactFlowProvider>
      <EditorWorkspace mapId={mapId} mapTitle={mapTitle} />
    </ReactFlowProvider>
  );
}
