import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@src/api/errors';
import { getMapVersions, restoreMapVersion } from '@src/api/map-versions';
import type { MapVersion } from '@src/contract/map-versions';
import type { OwnMap } from '@src/contract/maps';
import { noticesStore } from '@src/state/notices';
import { ConfirmDialog } from '@ui/components/confirm-dialog';
import { Dialog } from '@ui/components/dialog';
import { EmptyNote } from '@ui/components/list-notes';
import { RemoteListStatus } from '@ui/components/remote-list-status';
import { useRemoteList } from '@ui/hooks/use-remote-list';
import styles from './map-creator.module.css';

const numberOf = (version: MapVersion) => version.number;

interface MapVersionsDialogProps {
  map: OwnMap;
  onClose: () => void;
  /** The draft after a restore (its difficulty recomputed). */
  onRestored: (map: OwnMap) => void;
}

/**
 * A map's published versions, newest first (docs/creators.md, "Versions"): date, events, other players' plays and clear
 * rate, and "restore as draft" behind a confirmation. Players keep the published version until the map is published
 * again, which the confirmation says.
 */
export function MapVersionsDialog({ map, onClose, onRestored }: MapVersionsDialogProps) {
  const { t, i18n } = useTranslation('creator');
  const [publishedNumber, setPublishedNumber] = useState<number | null>(null);
  const [restoring, setRestoring] = useState<MapVersion | null>(null);
  const load = useCallback(async () => {
    const answer = await getMapVersions(map.mapid);
    setPublishedNumber(answer.publishedNumber);
    return answer.versions;
  }, [map.mapid]);
  const versions = useRemoteList(load, numberOf);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' });

  const restore = async (version: MapVersion) => {
    const answer = await restoreMapVersion(map.mapid, version.number);
    onRestored(answer.map);
    noticesStore.getState().push('success', 'creator:versions.restored', { number: version.number });
    onClose();
  };

  if (restoring) {
    return (
      <ConfirmDialog
        title={t('versions.confirmTitle', { number: restoring.number })}
        message={<p>{t('versions.confirmMessage', { number: restoring.number, name: map.name })}</p>}
        confirmLabel={t('versions.restore')}
        tone="primary"
        onConfirm={() => restore(restoring)}
        failure={(error) => t('versions.restoreFailed', { reason: toApiError(error).message })}
        onClose={() => setRestoring(null)}
      />
    );
  }

  const state = versions.state;
  return (
    <Dialog open title={t('versions.title', { name: map.name })} onClose={onClose} size="large">
      <p>{t('versions.intro')}</p>
      <RemoteListStatus
        state={state}
        failedTitle={t('versions.loadFailed')}
        offlineReason={t('versions.offline')}
        onRetry={versions.reload}
      />
      {state.status === 'ready' && state.items.length === 0 && (
        <EmptyNote icon="globe">{t('versions.empty')}</EmptyNote>
      )}
      {state.status === 'ready' && state.items.length > 0 && (
        <ol className={styles.versions} aria-label={t('versions.listLabel')}>
          {state.items.map((version) => (
            <li key={version.number} className={styles.version}>
              <div>
                <strong>{t('versions.number', { number: version.number })}</strong>
                {version.number === publishedNumber && <span className={styles.live}>{t('versions.live')}</span>}
                <p className={styles.versionFacts}>
                  {t('versions.facts', {
                    date: date.format(new Date(version.publishedAt)),
                    count: version.events,
                    plays: version.plays,
                    clearRate:
                      version.clearRate === null ? t('versions.noClearRate') : percent.format(version.clearRate),
                  })}
                </p>
              </div>
              <button
                type="button"
                className="btn btn--sea"
                onClick={() => setRestoring(version)}
                aria-label={t('versions.restoreNumber', { number: version.number })}
              >
                {t('versions.restore')}
              </button>
            </li>
          ))}
        </ol>
      )}
    </Dialog>
  );
}
