import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AlertArea } from '@ui/components/AlertArea';
import { Icon, type IconName } from '@ui/components/Icon';
import { useDocumentTitle } from '@ui/hooks/useDocumentTitle';
import { ProfilePanel } from './ProfilePanel';
import { useAccountSync } from './useAccountSync';
import styles from './mainMenu.module.css';

const modes: ReadonlyArray<{ key: string; to: string; icon: IconName; tone: string }> = [
  { key: 'history', to: '/history', icon: 'island', tone: 'btn--primary' },
  { key: 'mapCreator', to: '/map_creator', icon: 'map', tone: 'btn--palm' },
  { key: 'online', to: '/online', icon: 'globe', tone: 'btn--sea' },
];

/** The main menu (/): title, the player's card and the game modes. Tour, quests and shops come with later issues. */
export function MainMenuScreen() {
  const { t } = useTranslation('menu');
  useDocumentTitle(t('common:appName'));
  const { problem, retry } = useAccountSync();

  return (
    <div className={styles.menu}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('common:appName')}</h1>
        <p className={styles.tagline}>{t('tagline')}</p>
      </header>

      <div className={styles.columns}>
        <div className={styles.side}>
          <ProfilePanel />
          <AlertArea>
            {problem && (
              <p className={styles.problem}>
                {t(problem === 'data' ? 'errors.data' : 'errors.level')}
                <button type="button" className="link-button" onClick={retry}>
                  {t('common:actions.retry')}
                </button>
              </p>
            )}
          </AlertArea>
        </div>

        <nav className={`sign ${styles.modes}`} aria-label={t('modes.label')}>
          {modes.map((mode) => (
            <Link key={mode.key} to={mode.to} className={`btn ${mode.tone} ${styles.mode}`}>
              <Icon name={mode.icon} size={28} />
              {t(`modes.${mode.key}`)}
            </Link>
          ))}
          <span className={styles.tooltipAnchor}>
            <button type="button" className={`btn btn--night ${styles.mode}`} aria-disabled="true" aria-describedby="ia-mode-soon">
              <Icon name="spark" size={28} />
              {t('modes.ia')}
            </button>
            <span id="ia-mode-soon" role="tooltip" className={styles.tooltip}>
              {t('modes.iaSoon')}
            </span>
          </span>
        </nav>
      </div>
    </div>
  );
}
