import { useTranslation } from 'react-i18next';
import styles from './LoadingPanel.module.css';

/** A bobbing message bottle while something loads. */
export function LoadingPanel({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.loading} role="status">
      <span className={styles.bottle} aria-hidden="true" />
      <span>{label ?? t('loading')}</span>
    </div>
  );
}
