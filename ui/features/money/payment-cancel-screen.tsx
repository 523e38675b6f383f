import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CONTACT_EMAIL } from '@ui/components/contact-email';
import { StatusPanel } from '@ui/components/status-panel';
import styles from './money.module.css';

/** /cancel: where Checkout sends a buyer who gave up. Nothing was charged; support and the shop are one click away. */
export function PaymentCancelScreen() {
  const { t } = useTranslation('money');
  return (
    <StatusPanel
      kicker={t('cancel.kicker')}
      title={t('cancel.title')}
      body={t('cancel.body')}
      board="storm"
      actions={
        <Link to="/money_shop" className="btn btn--sea">
          {t('cancel.backToShop')}
        </Link>
      }
    >
      <p className={styles.support}>
        {t('cancel.support')} <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
      </p>
    </StatusPanel>
  );
}
