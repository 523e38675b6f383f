import { useTranslation } from 'react-i18next';
import { useNotices } from '@src/state/notices';
import { Icon } from '@ui/components/icon';
import styles from './notice-region.module.css';

/**
 * Toasts raised through the notices store, announced politely and dismissible; they rise above the bottom menu when it
 * is on screen (`aboveBar`).
 */
export function NoticeRegion({ aboveBar }: { aboveBar: boolean }) {
  const { t } = useTranslation();
  const notices = useNotices((state) => state.notices);
  const dismiss = useNotices((state) => state.dismiss);
  return (
    <div className={`${styles.region} ${aboveBar ? styles.aboveBar : ''}`} role="status" aria-live="polite">
      {notices.map((notice) => (
        <div key={notice.id} className={`${styles.notice} ${styles[notice.tone]}`}>
          <p className={styles.text}>{t(notice.messageKey, notice.values)}</p>
          <button
            type="button"
            className={styles.dismiss}
            onClick={() => dismiss(notice.id)}
            aria-label={t('common:actions.close')}
          >
            <Icon name="close" size={20} />
          </button>
        </div>
      ))}
    </div>
  );
}
