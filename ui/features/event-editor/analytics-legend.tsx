import { useTranslation } from 'react-i18next';
import { DEATH_LEVELS, SHARE_STEPS, usePaint } from './analytics-paint';
import styles from './editor.module.css';

/** The widths of edge.module.css's share steps, drawn as samples. */
const WIDTHS = { none: 1.5, thin: 2, medium: 5, thick: 9 } as const;
/** The tints of node.module.css's death levels. */
const TINTS = { none: '#eaf6ef', some: '#ffe3c2', many: '#ffb4a0' } as const;

/** What the painted widths and tints mean, under the link legend while player data is on. */
export function AnalyticsLegend() {
  const { t } = useTranslation('editor');
  if (!usePaint()) return null;
  return (
    <div className={styles.analyticsLegend}>
      <ul aria-label={t('analytics.legend.shares')}>
        {SHARE_STEPS.map((step) => (
          <li key={step}>
            <svg width="36" height="12" aria-hidden="true">
              <line
                x1="2"
                y1="6"
                x2="34"
                y2="6"
                stroke="#0a5560"
                strokeWidth={WIDTHS[step]}
                strokeDasharray={step === 'none' ? '2 6' : undefined}
              />
            </svg>
            {t(`analytics.legend.share.${step}`)}
          </li>
        ))}
      </ul>
      <ul aria-label={t('analytics.legend.deaths')}>
        {DEATH_LEVELS.map((level) => (
          <li key={level}>
            <span className={styles.tint} style={{ background: TINTS[level] }} aria-hidden="true" />
            {t(`analytics.legend.death.${level}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}
