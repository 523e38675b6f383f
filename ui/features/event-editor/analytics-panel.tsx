import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapAnalyticsResponse } from '@src/contract/map-analytics';
import { formatCount } from '@src/i18n/format';
import { LoadingPanel } from '@ui/components/loading-panel';
import { AnalyticsLegend } from './analytics-legend';
import { FailedNotice } from './failed-notice';
import { FiguresView, useShare } from './simulation-figures';
import type { AnalyticsResult } from './use-map-analytics';
import styles from './simulation.module.css';

interface AnalyticsPanelProps {
  result: AnalyticsResult;
  onVersion: (version: number) => void;
  onRetry: () => void;
}

/**
 * "Player data" (docs/event-editor.md, "Analytics on the graph"): how other players' runs of a version went. The
 * canvas carries the figures while this is open, with their legend here; "Show as a table" gives the same figures as the simulation's tables,
 * for reading them row by row with a screen reader.
 */
export function AnalyticsPanel({ result, onVersion, onRetry }: AnalyticsPanelProps) {
  const { t } = useTranslation('editor');
  if (result.kind === 'loading') return <LoadingPanel label={t('analytics.loading')} />;
  if (result.kind === 'failed') return <FailedNotice message={t('analytics.failed')} onRetry={onRetry} />;
  return (
    <div className={styles.figures}>
      {result.figures && <VersionSelect figures={result.figures} onVersion={onVersion} />}
      {result.kind === 'empty' ? (
        <p className={styles.note} role="status">
          {t('analytics.empty')}
        </p>
      ) : (
        <Painted figures={result.figures} />
      )}
    </div>
  );
}

/** Which version is counted; shown only when there is a choice. */
function VersionSelect({ figures, onVersion }: { figures: MapAnalyticsResponse; onVersion: (v: number) => void }) {
  const { t } = useTranslation('editor');
  const id = useId();
  if (figures.versions.length < 2) return null;
  return (
    <div className={styles.version}>
      <label htmlFor={id}>{t('analytics.version')}</label>
      <select id={id} value={figures.version} onChange={(event) => onVersion(Number(event.target.value))}>
        {figures.versions.map((version) => (
          <option key={version} value={version}>
            {t('analytics.versionNumber', { version })}
          </option>
        ))}
      </select>
    </div>
  );
}

/** What the canvas now shows, and the same figures as tables on request. */
function Painted({ figures }: { figures: MapAnalyticsResponse }) {
  const { t, i18n } = useTranslation('editor');
  const share = useShare(figures.runs);
  const [table, setTable] = useState(false);
  const tableId = useId();
  return (
    <>
      <p className={styles.note}>
        {t('analytics.counted', {
          count: figures.runs,
          runs: formatCount(figures.runs, i18n.language),
          version: figures.version,
        })}
      </p>
      <AnalyticsLegend />
      <button
        type="button"
        className={`btn ${styles.again}`}
        aria-expanded={table}
        aria-controls={tableId}
        onClick={() => setTable((shown) => !shown)}
      >
        {t(table ? 'analytics.hideTable' : 'analytics.showTable')}
      </button>
      <div id={tableId}>
        {table && (
          <FiguresView
            figures={figures}
            endings={[t('analytics.quits', { share: share(figures.endings.quits) })]}
            note={t('analytics.note')}
          />
        )}
      </div>
    </>
  );
}
