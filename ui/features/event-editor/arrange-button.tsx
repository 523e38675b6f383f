import { useTranslation } from 'react-i18next';
import { useEditor } from '@src/state/editor/store';
import { Icon } from '@ui/components/icon';
import { useArrange, useArrangeOnOpen } from './use-arrange';
import styles from './toolbar.module.css';

/**
 * "Ordenar": lays the whole map out in flow order (use-arrange.ts), as one change that Undo takes back. A map that
 * opened with no event placed is arranged the same way once, by itself.
 */
export function ArrangeButton() {
  const { t } = useTranslation('editor');
  const { arrange, busy } = useArrange();
  useArrangeOnOpen(arrange);
  const empty = useEditor((state) => state.graph.events.size < 2);

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
