import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { playStore, usePlay } from '@src/state/run/play-store';
import styles from './end.module.css';

/**
 * The end popup's ways out: the spec's Continue to the main menu (focused first, so Enter keeps doing what it did),
 * and beside it "Volver" to where the run began (History Mode, Online Mode, the editor) and "Jugar otra vez", a new
 * run of the same map.
 */
export function EndButtons() {
  const { t } = useTranslation('play');
  const navigate = useNavigate();
  const origin = usePlay((state) => state.origin);
  return (
    <div className={styles.footer}>
      <div className={styles.buttons}>
        <button type="button" className="btn" onClick={() => navigate(origin)}>
          {t('end.back')}
        </button>
        <button type="button" className="btn btn--sea" onClick={() => void playStore.getState().restart()}>
          {t('end.again')}
        </button>
        <button
          type="button"
          className={`btn btn--primary ${styles.continue}`}
          data-autofocus
          data-continue
          onClick={() => navigate('/')}
        >
          {t('end.continue')}
        </button>
      </div>
    </div>
  );
}
