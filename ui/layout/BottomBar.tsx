import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Icon } from '@ui/components/Icon';
import { LanguageSwitch } from './LanguageSwitch';
import styles from './BottomBar.module.css';

/** React Router keeps the position in its own history stack here; 0 means this tab opened the app on this page. */
function canGoBack(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && typeof state.idx === 'number' && state.idx > 0;
}

/** The persistent bar under every screen: home, back and the language. */
export function BottomBar() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  // Opened straight on a deep link there is nothing to go back to inside the game: back then means home.
  const goBack = () => (canGoBack() ? navigate(-1) : navigate('/'));

  return (
    <nav className={styles.bar} aria-label={t('nav.label')}>
      <div className={styles.inner}>
        <button type="button" className={`btn btn--sea ${styles.button}`} onClick={goBack}>
          <Icon name="back" />
          <span className={styles.text}>{t('nav.back')}</span>
        </button>
        <Link to="/" className={`btn btn--primary ${styles.button}`}>
          <Icon name="home" />
          <span className={styles.text}>{t('nav.home')}</span>
        </Link>
        <LanguageSwitch />
      </div>
    </nav>
  );
}
