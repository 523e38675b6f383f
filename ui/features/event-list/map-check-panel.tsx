import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@src/api/errors';
import { checkMap, type MapCheck } from '@src/api/maps';
import { AlertArea } from '@ui/components/alert-area';
import { DifficultyStars } from '@ui/components/difficulty-stars';
import { Icon } from '@ui/components/icon';
import { MapIssuesList } from '@ui/components/map-issues-list';
import styles from './event-list.module.css';

type Outcome = { kind: 'none' } | { kind: 'checked'; check: MapCheck } | { kind: 'failed'; reason: string };

/** 'EDIT MAP': updates the map from its events (difficulty) and says whether it can be published, and if not why. */
export function MapCheckPanel({ mapId }: { mapId: number }) {
  const { t } = useTranslation('creator');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    try {
      setOutcome({ kind: 'checked', check: await checkMap(mapId) });
    } catch (error) {
      setOutcome({ kind: 'failed', reason: toApiError(error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={`paper ${styles.check}`} aria-labelledby="map-check-title">
      <div className={styles.checkText}>
        <h2 id="map-check-title" className={styles.checkTitle}>
          {t('check.title')}
        </h2>
        <p className={styles.checkHint}>{t('check.hint')}</p>
      </div>
      <button type="button" className="btn btn--palm" onClick={() => void run()} disabled={busy}>
        <Icon name="map" />
        {busy ? t('check.running') : t('check.run')}
      </button>
      <div className={styles.checkResult}>
        <AlertArea>
          {outcome.kind === 'failed' && (
            <>
              <p>{t('check.failed')}</p>
              <p>{outcome.reason}</p>
            </>
          )}
        </AlertArea>
        <AlertArea tone={outcome.kind === 'checked' && outcome.check.issues.length === 0 ? 'success' : 'info'}>
          {outcome.kind === 'checked' && (
            <>
              <p className={styles.checkDifficulty}>
                {t('check.updated', { name: outcome.check.map.name })}{' '}
                <DifficultyStars value={outcome.check.map.difficulty} />
              </p>
              {outcome.check.issues.length === 0 ? (
                <p>{t('check.ready')}</p>
              ) : (
                <>
                  <p>{t('check.notReady')}</p>
                  <MapIssuesList issues={outcome.check.issues} />
                </>
              )}
            </>
          )}
        </AlertArea>
      </div>
    </section>
  );
}
