import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { SpendingResponse } from '@src/contract/spending';
import { formatEuroCents, formatVPoints } from '@src/i18n/format';
import styles from './money.module.css';

/** What the player may still spend this month under their own limit, and a debt that blocks spending, if any. */
export function SpendingNote({ spending }: { spending: SpendingResponse }) {
  const { t, i18n } = useTranslation('money');
  const { limit, remaining, debt } = spending;
  return (
    <section className={`paper ${styles.note}`} aria-label={t('limit.label')}>
      <p>
        {limit === null || remaining === null
          ? t('limit.none')
          : t('limit.remaining', {
              remaining: formatEuroCents(remaining, i18n.language),
              limit: formatEuroCents(limit, i18n.language),
            })}{' '}
        <Link to="/acc_settings">{t('limit.change')}</Link>
      </p>
      {debt > 0 && (
        <p className={styles.debt} role="status">
          {t('limit.debt', { debt: formatVPoints(debt, i18n.language) })}
        </p>
      )}
    </section>
  );
}
