import { useTranslation } from 'react-i18next';
import { Icon } from './icon';
import styles from './pagination.module.css';

interface PaginationProps {
  /** 1-based. */
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
}

/** Previous / next with "page n of m" between them; nothing when everything fits on one page. */
export function Pagination({ page, pageCount, onChange }: PaginationProps) {
  const { t } = useTranslation('common');
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={t('pagination.label')}>
      <button type="button" className="btn btn--sea" onClick={() => onChange(page - 1)} disabled={page <= 1}>
        <Icon name="chevronLeft" />
        <span className={styles.text}>{t('pagination.previous')}</span>
      </button>
      <p className={styles.status} aria-live="polite">
        {t('pagination.status', { page, pages: pageCount })}
      </p>
      <button type="button" className="btn btn--sea" onClick={() => onChange(page + 1)} disabled={page >= pageCount}>
        <span className={styles.text}>{t('pagination.next')}</span>
        <Icon name="chevronRight" />
      </button>
    </nav>
  );
}
