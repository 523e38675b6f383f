import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { playClick } from '@src/state/audio';
import { useAccountFlags } from '@src/state/account-flags';
import { Icon } from '@ui/components/icon';
import styles from './main-menu.module.css';

/**
 * Round links on the player's card: their moderation notices (with the unread count, in the name too) and, for the
 * players the server counts moderators, the moderation queue (docs/moderation.md).
 */
export function AccountLinks() {
  const { t } = useTranslation('menu');
  const unread = useAccountFlags((state) => state.unreadNotices);
  const moderator = useAccountFlags((state) => state.moderator);
  return (
    <>
      <Link
        to="/notices"
        className={`btn btn--icon ${styles.cornerLink}`}
        aria-label={unread > 0 ? t('panel.noticesUnread', { count: unread }) : t('panel.notices')}
        title={t('panel.notices')}
        onClick={playClick}
      >
        <Icon name="mail" />
        {unread > 0 && (
          <span className={styles.unread} aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </Link>
      {moderator && (
        <Link
          to="/moderation"
          className={`btn btn--icon ${styles.cornerLink}`}
          aria-label={t('panel.moderation')}
          title={t('panel.moderation')}
          onClick={playClick}
        >
          <Icon name="shield" />
        </Link>
      )}
    </>
  );
}
