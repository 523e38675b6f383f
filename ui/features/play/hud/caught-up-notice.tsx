import { useTranslation } from 'react-i18next';
import { usePlay } from '@src/state/run/play-store';
import styles from './caught-up-notice.module.css';

/**
 * Said when this device was behind: the run moved on on another device, whose stored steps it adopted (resume
 * anywhere). The region is always there, so the line is announced; it goes with the next action.
 */
export function CaughtUpNotice() {
  const { t } = useTranslation('play');
  const caughtUp = usePlay((state) => state.caughtUp);
  return (
    <p role="status" className={styles.notice}>
      {caughtUp ? <span className={styles.line}>{t('caughtUp')}</span> : null}
    </p>
  );
}
