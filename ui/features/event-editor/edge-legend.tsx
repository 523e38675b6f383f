import { Panel } from '@xyflow/react';
import { useTranslation } from 'react-i18next';
import type { EdgeType } from '@src/contract/editor';
import { EDGE_COLORS } from './flow-model';
import styles from './editor.module.css';

/** The two kinds of link as the canvas draws them (link-edge.tsx, edge.module.css): solid, and dashed. */
const SAMPLES: readonly { type: EdgeType; dash?: string }[] = [{ type: 'direct' }, { type: 'unlocks', dash: '10 7' }];

/** Which line means what, and how to draw each: a plain drag makes a follow link, Shift while dropping an unlock. */
export function EdgeLegend() {
  const { t } = useTranslation('editor');
  return (
    <Panel position="top-right" className={styles.legend}>
      <ul aria-label={t('legend.title')}>
        {SAMPLES.map(({ type, dash }) => (
          <li key={type}>
            <svg width="36" height="10" aria-hidden="true">
              <line x1="2" y1="5" x2="34" y2="5" stroke={EDGE_COLORS[type]} strokeWidth="3" strokeDasharray={dash} />
            </svg>
            {t(`edgeTypes.${type}`)}
          </li>
        ))}
      </ul>
      <p className={styles.legendHint}>{t('legend.hint')}</p>
    </Panel>
  );
}
