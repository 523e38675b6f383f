import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { formatVPoints } from '@src/i18n/format';
import { sessionStore, useSession } from '@src/state/session';
import { Avatar } from '@ui/components/avatar';
import { ExpBar } from '@ui/components/exp-bar';
import { Icon } from '@ui/components/icon';
import { LevelStar } from '@ui/components/level-star';
import { GameIcon } from '@ui/layout/game-icon';
import styles from './main-menu.module.css';

// Only a signed-in player has notices or a queue: the links (and their store) stay out of a visitor's first page.
const AccountLinks = lazy(async () => ({ default: (await import('./account-links')).AccountLinks }));

/** The player's card on the main menu, with sign-out, notices and moderation in its corner; for visitors, the way in. */
export function ProfilePanel() {
  const { t, i18n } = useTranslation('menu');
  const navigate = useNavigate();
  const userName = useSession((state) => state.userName);
  const token = useSession((state) => state.token);
  const profilePic = useSession((state) => state.profilePic);
  const lvl = useSession((state) => state.lvl);
  const exp = useSession((state) => state.exp);
  const vpoints = useSession((state) => state.vpoints);

  if (!token || !userName) {
    return (
      <section className={`paper ${styles.panel}`} aria-labelledby="profile-panel-title">
        <h2 id="profile-panel-title" className={styles.visitorTitle}>
          {t('visitor.title')}
        </h2>
        <p>{t('visitor.body')}</p>
        <div className={styles.visitorActions}>
          <Link to="/login" className="btn btn--primary">
            {t('visitor.login')}
          </Link>
          <Link to="/register" className="btn btn--sea">
            {t('visitor.register')}
          </Link>
        </div>
      </section>
    );
  }

  const openProfile = () => {
    sessionStore.getState().update({ usernameToVisit: userName });
    navigate('/mi_perfil');
  };

  const logOut = () => {
    // Spec 2: all local storage goes (the visitor tour flag too); signOut keeps only the interface language.
    sessionStore.getState().signOut();
    // A fresh page drops everything the previous player left in memory (spec: clear storage and reload).
    window.location.reload();
  };

  return (
    <section className={`paper ${styles.panel} ${styles.player}`} aria-label={t('panel.label')}>
      <Avatar name={userName} picture={profilePic} decorative />
      <div className={styles.playerInfo}>
        {/* The name is the button; its ::after stretches over the whole card so the card is the click target. */}
        <button type="button" className={styles.playerName} onClick={openProfile}>
          {userName}
          <span className="visually-hidden">{t('panel.openProfile')}</span>
        </button>
        <div className={styles.playerStats}>
          <LevelStar lvl={lvl} />
          <ExpBar exp={exp} lvl={lvl} />
        </div>
        <p className={styles.vpoints}>
          <GameIcon name="vpoints" size={28} />
          {t('panel.vpoints', { value: formatVPoints(vpoints, i18n.language) })}
        </p>
      </div>
      <div className={styles.corner}>
        <button type="button" className="btn btn--icon btn--danger" onClick={logOut} aria-label={t('panel.logout')}>
          <Icon name="close" />
        </button>
        <Suspense fallback={null}>
          <AccountLinks />
        </Suspense>
      </div>
    </section>
  );
}
