import { useTranslation } from 'react-i18next';
import { HISTORY_ISLANDS } from '@src/core/catalogue/history-islands';
import { DifficultyStars } from './difficulty-stars';
import styles from './history.module.css';

interface IslandPanelProps {
  focused: number;
  loading: boolean;
  onSelect(index: number): void;
  onStart(): void;
  /** Set when the focused island has an unfinished run: "Continuar partida" beside Start. */
  onResume?: () => void;
}

/** The focused island's note: name, difficulty, story, position dots and Start (or the locked badge). */
export function IslandPanel({ focused, loading, onSelect, onStart, onResume }: IslandPanelProps) {
  const { t } = useTranslation('history');
  const island = HISTORY_ISLANDS[focused];
  const name = t(`islands.${island.key}.name`);

  return (
    <section className={`paper ${styles.panel}`} aria-labelledby="island-name">
      <p className={styles.loading} role="status">
        {loading ? t('loadingImage') : ''}
      </p>
      <div className={styles.heading} aria-live="polite">
        <h2 id="island-name" className={styles.name}>
          {name}
        </h2>
        {!island.playable && (
          <span className={styles.badge}>
            <LockIcon />
            {t('locked')}
          </span>
        )}
      </div>
      <DifficultyStars stars={island.stars} />
      <p className={styles.blurb}>{island.playable ? t(`islands.${island.key}.blurb`) : t('lockedHint')}</p>
      <div className={styles.footer}>
        <nav className={styles.dots} aria-label={t('position', { number: focused + 1, count: HISTORY_ISLANDS.length })}>
          {HISTORY_ISLANDS.map((other, index) => (
            <button
              key={other.key}
              type="button"
              className={styles.dot}
              aria-current={index === focused ? 'true' : undefined}
              aria-label={t('goTo', { name: t(`islands.${other.key}.name`) })}
              onClick={() => onSelect(index)}
            />
          ))}
        </nav>
        {onResume && (
          <button type="button" className={`btn btn--sea ${styles.start}`} onClick={onResume}>
            {t('resume')}
          </button>
        )}
        <button
          type="button"
          className={`btn btn--primary ${styles.start}`}
          disabled={!island.playable}
          onClick={onStart}
        >
          {t('start')}
        </button>
      </div>
      <p className={styles.controls} aria-hidden="true">
        {t('controls')}
      </p>
    </section>
  );
}

function LockIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.6"
      strokeLinecap="round"
      aria-hidden="true"
    >
      <path d="M6.5 10.5h11v9.5h-11zM8.5 10.5V8a3.5 3.5 0 0 1 7 0v2.5" />
    </svg>
  );
}
