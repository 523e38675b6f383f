import { useTranslation } from 'react-i18next';
import { editorStore, useEditor } from '@src/state/editor/store';
import { Icon } from '@ui/components/icon';
import { historyName } from './history-name';
import styles from './toolbar.module.css';

/** Undo and Redo, each naming the change it would replay: "Deshacer: crear evento 12". */
export function HistoryButtons() {
  const { t } = useTranslation('editor');
  const lastDone = useEditor((state) => state.undoStack.at(-1));
  const lastUndone = useEditor((state) => state.redoStack.at(-1));
  const replaying = useEditor((state) => state.replaying);
  // Aliases change the id shown in a name; reading them re-renders the buttons when they do.
  useEditor((state) => state.eventAliases);

  const undoLabel = lastDone ? t('toolbar.undoNamed', { name: historyName(t, lastDone) }) : t('toolbar.nothingToUndo');
  const redoLabel = lastUndone
    ? t('toolbar.redoNamed', { name: historyName(t, lastUndone) })
    : t('toolbar.nothingToRedo');
  return (
    <div className={styles.group}>
      <button
        type="button"
        className={`btn ${styles.toolButton}`}
        onClick={() => void editorStore.getState().undo()}
        disabled={!lastDone || replaying}
        title={undoLabel}
        aria-label={undoLabel}
      >
        <Icon name="undo" size={20} />
        <span className={styles.toolText}>{t('toolbar.undo')}</span>
      </button>
      <button
        type="button"
        className={`btn ${styles.toolButton}`}
        onClick={() => void editorStore.getState().redo()}
        disabled={!lastUndone || replaying}
        title={redoLabel}
        aria-label={redoLabel}
      >
        <Icon name="redo" size={20} />
        <span className={styles.toolText}>{t('toolbar.redo')}</span>
      </button>
    </div>
  );
}
