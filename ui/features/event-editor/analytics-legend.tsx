import { useTranslation } from 'react-i18next';
import { DEATH_LEVELS, SHARE_STEPS } from './analytics-paint';
import { EDGE_COLORS } from './flow-model';
import editorStyles from './editor.module.css';
import styles from './simulation.module.css';

/** The band widths of edge.module.css's share steps, drawn as samples under a link's line. */
const WIDTHS = { none: 0, thin: 6, medium: 12, thick: 20 } as const;

/**
 * What the painted bands and tints mean, at the top of the player data panel: it is open whenever the canvas is
 * painted, and a legend in the canvas' corner would hide a phone's canvas.
 */
export function AnalyticsLegend() {
  const { t } = useTranslation('editor');
  return (
    <div className={editorStyles.analyticsLegend}>
      <div>
        <h3 className={styles.heading}>{t('analytics.legend.shares')}</h3>
        <ul>
          {SHARE_STEPS.map((step) => (
            <li key={step}>
              <svg width="44" height="22" aria-hidden="true">
                {WIDTHS[step] > 0 && (
                  <line
                    x1="12"
                    y1="11"
                    x2="32"
                    y2="11"
                    stroke="rgb(15 124 140 / 0.35)"
                    strokeWidth={WIDTHS[step]}
                    strokeLinecap="round"
                  />
                )}
                <line x1="2" y1="11" x2="42" y2="11" stroke={EDGE_COLORS.direct} strokeWidth="2.5" />
              </svg>
              {t(`analytics.legend.share.${step}`)}
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h3 className={styles.heading}>{t('analytics.legend.deaths')}</h3>
        <ul>
          {DEATH_LEVELS.map((level) => (
            <li key={level}>
              <span className={editorStyles.tint} style={{ background: `var(--deaths-${level})` }} aria-hidden="true" />
              {t(`analytics.legend.death.${level}`)}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
