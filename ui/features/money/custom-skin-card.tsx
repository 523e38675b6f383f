import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '@ui/components/icon';
import styles from './money.module.css';

/** The money shop's way to the custom skin screen (spec 2: 'a Custom Skin link'). */
export function CustomSkinCard() {
  const { t } = useTranslation('skins');
  return (
    <article className={styles.pack} aria-labelledby="custom-skin-card">
      <span className={styles.packIcon} aria-hidden="true">
        <Icon name="spark" size={56} />
      </span>
      <h3 id="custom-skin-card" className={styles.packTitle}>
        {t('title')}
      </h3>
      <p>{t('shopCard.body')}</p>
      <Link to="/custom_skin" className={`btn btn--primary btn--block ${styles.buy}`}>
        {t('shopCard.open')}
      </Link>
    </article>
  );
}
