import { useTranslation } from 'react-i18next';
import styles from './simulation.module.css';

/** Figures that could not be had (the simulation's, or other players'): why, and a retry. */
export function FailedNotice({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('editor');
  return (
    <div className={styles.failed}>
      <p className="alert alert--error" role="alert">
        {message}
      </p>
      <button type="button" className="btn" onClick={onRetry}>
        {t('simulation.retry')}
      </button>
    </div>
  );
}
