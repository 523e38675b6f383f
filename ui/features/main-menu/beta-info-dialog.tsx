import { useTranslation } from 'react-i18next';
import { Dialog } from '@ui/components/dialog';
import { Icon } from '@ui/components/icon';
import { CONTACT_EMAIL } from '@ui/components/contact-email';
import { socialLinks } from './community';
import styles from './popups.module.css';

/** What the beta is, and how to reach the team: e-mail and social links (spec section 2, Beta info popup). */
export function BetaInfoDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('menu');
  return (
    <Dialog open title={t('beta.title')} onClose={onClose}>
      <p>{t('beta.intro')}</p>
      <p>{t('beta.feedback')}</p>
      <h3 className={styles.subheading}>{t('beta.contactTitle')}</h3>
      <p>
        <a className={styles.contact} href={`mailto:${CONTACT_EMAIL}`}>
          <Icon name="mail" />
          {CONTACT_EMAIL}
        </a>
      </p>
      <h3 className={styles.subheading}>{t('beta.socialTitle')}</h3>
      <ul className={styles.socials}>
        {socialLinks.map((link) => (
          <li key={link.key}>
            <a className="btn btn--sea" href={link.href} target="_blank" rel="noopener noreferrer">
              {t(`beta.social.${link.key}`)}
              <span className="visually-hidden">{t('beta.newTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
