import { useReactFlow } from '@xyflow/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { editorStore, useEditor } from '@src/state/editor/store';
import { Icon } from '@ui/components/icon';
import { useFitMap } from './use-fit-map';
import styles from './toolbar.module.css';

/**
 * "Ordenar": lays the whole map out in flow order (auto-layout.ts, loaded on the first click: the layout library is
 * not part of the editor's first download), as one change that Undo takes back, then shows the whole map.
 */
export function ArrangeButton() {
  const { t } = useTranslation('editor');
  const flow = useReactFlow();
  const fitMap = useFitMap();
  const [busy, setBusy] = useState(false);
  const empty = useEditor((state) => state.graph.events.size < 2);

  const arrange = async () => {
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
  };

  return (
    <button
      type="button"
      className={`btn ${styles.toolButton}`}
      onClick={() => void arrange()}
      disabled={empty || busy}
      aria-busy={busy}
      title={t('toolbar.arrangeHint')}
    >
      <Icon name="graph" size={20} />
      <span className={styles.toolText}>{t('toolbar.arrange')}</span>
    </button>
  );
}
