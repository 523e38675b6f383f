import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { HISTORY_ISLANDS } from '@src/core/catalogue/history-islands';
import { resumeRunOnPlay } from '@src/state/run/run-in-progress';
import { unfinishedRunsStore, useUnfinishedRuns, type OfferedRun } from '@src/state/run/unfinished-runs';
import { useSession } from '@src/state/session';
import styles from './resume-offer.module.css';

/**
 * "Continuar partida" on the title screen: the newest unfinished run (a signed-in player's from the server, on any
 * device; a visitor's the one this browser remembers), continued on /play where it was left.
 */
export function ResumeOffer() {
  const { t } = useTranslation('menu');
  const navigate = useNavigate();
  const token = useSession((state) => state.token);
  const run = useUnfinishedRuns((state) => state.runs[0]);
  useEffect(() => void unfinishedRunsStore.getState().load(), [token]);
  if (!run) return null;

  const resume = () => {
    resumeRunOnPlay(run, '/');
    navigate('/play');
  };
  return (
    <section className={`paper ${styles.offer}`} aria-labelledby="resume-offer-title">
      <h2 id="resume-offer-title" className={styles.title}>
        {t('resume.title')}
      </h2>
      <p className={styles.map}>
        <Suspense fallback={t('resume.unnamed')}>
          <RunMapName run={run} />
        </Suspense>
      </p>
      <button type="button" className="btn btn--primary" onClick={resume}>
        {t('resume.action')}
      </button>
    </section>
  );
}

/** A built-in island by its name in the interface's language; another map by the name the server gave. */
function RunMapName({ run }: { run: OfferedRun }) {
  const island = HISTORY_ISLANDS.find((candidate) => candidate.number === run.mapId);
  if (island) return <IslandName islandKey={island.key} />;
  return <MapName name={run.mapName} />;
}

function IslandName({ islandKey }: { islandKey: string }) {
  const { t } = useTranslation('history');
  return t(`islands.${islandKey}.name`);
}

function MapName({ name }: { name: string | null }) {
  const { t } = useTranslation('menu');
  return name ?? t('resume.unnamed');
}
