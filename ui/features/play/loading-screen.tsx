import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ApiError } from '@src/api/errors';
import { LOAD_PARTS, type LoadPart } from '@src/state/run/loaded-run';
import styles from './play.module.css';

type Part = LoadPart | 'stage';

interface LoadingScreenProps {
  loaded: readonly Part[];
  waitsForStage: boolean;
  error: ApiError | null;
  onRetry(): void;
}

/** 'Cargando aventura...' (spec 2) with a progress bar over the parts still on their way; or why it failed. */
export function LoadingScreen({ loaded, waitsForStage, error, onRetry }: LoadingScreenProps) {
  const { t } = useTranslation('play');
  const parts: readonly Part[] = waitsForStage ? [...LOAD_PARTS, 'stage'] : LOAD_PARTS;
  const done = parts.filter((part) => loaded.includes(part)).length;
  const percent = Math.round((done / parts.length) * 100);

  if (error) {
    return (
      <div className={styles.loadingScreen}>
        <section className={`sign ${styles.loadingCard}`} aria-labelledby="load-failed">
          <h1 id="load-failed" className={styles.loadingTitle}>
            {t('failed.title')}
          </h1>
          <p className={`paper ${styles.loadingError}`} role="alert">
            {error.message}
          </p>
          <div className={styles.loadingActions}>
            <button type="button" className="btn btn--primary" onClick={onRetry}>
              {t('failed.retry')}
            </button>
            <Link to="/" className="btn">
              {t('failed.home')}
            </Link>
          </div>
        </section>
      </div>
    );
  }

  return (
    <div className={styles.loadingScreen}>
      <section className={`sign ${styles.loadingCard}`} aria-labelledby="loading-title" aria-busy="true">
        <span className={`loading-bottle ${styles.loadingBottle}`} aria-hidden="true" />
        <h1 id="loading-title" className={styles.loadingTitle}>
          {t('loading.title')}
        </h1>
        <div
          className={styles.loadingTrack}
          role="progressbar"
          aria-label={t('loading.progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <span className={styles.loadingFill} style={{ transform: `scaleX(${percent / 100})` }} />
        </div>
        <ul className={styles.loadingParts}>
          {parts.map((part) => (
            <li key={part} data-done={loaded.includes(part) || undefined}>
              {t(`loading.parts.${part}`)}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
