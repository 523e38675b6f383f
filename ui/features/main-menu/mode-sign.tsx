import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { playClick } from '@src/state/audio';
import { Icon, type IconName } from '@ui/components/icon';
import styles from './mode-sign.module.css';

const modes: ReadonlyArray<{ key: string; to: string; icon: IconName; badge: string; tour?: string }> = [
  { key: 'history', to: '/history', icon: 'island', badge: styles.coral, tour: 'history' },
  { key: 'mapCreator', to: '/map_creator', icon: 'map', badge: styles.palm },
  { key: 'online', to: '/online', icon: 'globe', badge: styles.sea },
];

/** The game modes as planks nailed to a beach signpost; IA Mode is boarded up until it arrives. */
export function ModeSign() {
  const { t } = useTranslation('menu');
  return (
    <nav className={styles.signpost} aria-label={t('modes.label')}>
      <ul className={styles.planks}>
        {modes.map((mode) => (
          <li key={mode.key}>
            <Link to={mode.to} className={styles.plank} onClick={playClick} data-tour={mode.tour}>
              <span className={`${styles.badge} ${mode.badge}`}>
                <Icon name={mode.icon} size={26} />
              </span>
              <span className={styles.name}>{t(`modes.${mode.key}`)}</span>
            </Link>
          </li>
        ))}
        <li className={styles.tooltipAnchor}>
          <button
            type="button"
            className={`${styles.plank} ${styles.boarded}`}
            aria-disabled="true"
            aria-describedby="ia-mode-soon"
          >
            <span className={`${styles.badge} ${styles.night}`}>
              <Icon name="lock" size={24} />
            </span>
            <span className={styles.name}>{t('modes.ia')}</span>
          </button>
          <span id="ia-mode-soon" role="tooltip" className={styles.tooltip}>
            {t('modes.iaSoon')}
          </span>
        </li>
      </ul>
    </nav>
  );
}
