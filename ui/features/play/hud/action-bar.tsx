import { useTranslation } from 'react-i18next';
import { GameIcon } from '../parts/game-icon';
import { uiIconUrl } from '../parts/art';
import { playStore, usePlay, type Menu } from '@src/state/run/play-store';
import { MapCreditLine } from '@ui/components/map-credit-line';
import type { MapCredit } from '@src/core/map-credits';
import styles from './hud.module.css';

const NO_CREDITS: readonly MapCredit[] = [];

const BUTTONS: ReadonlyArray<{ menu: Menu; icon: 'backpack' | 'music' | 'exit'; label: string; tone: string }> = [
  { menu: 'backpack', icon: 'backpack', label: 'actions.backpack', tone: 'btn--primary' },
  { menu: 'music', icon: 'music', label: 'actions.music', tone: 'btn--sea' },
  { menu: 'exit', icon: 'exit', label: 'actions.exit', tone: 'btn--night' },
];

/** The bottom of the game screen: the turn, a remix's credit, and the backpack, music menu and exit buttons. */
export function ActionBar() {
  const { t } = useTranslation('play');
  const turn = usePlay((state) => state.run?.turn ?? 0);
  const credits = usePlay((state) => state.loadedRun?.credits ?? NO_CREDITS);
  const held = usePlay((state) => Object.values(state.run?.backpack ?? {}).reduce((sum, count) => sum + count, 0));
  return (
    <nav className={styles.actionBar} aria-label={t('actions.barLabel')}>
      <div className={styles.turnColumn}>
        <p className={styles.turn}>{t('turn', { turn: turn + 1 })}</p>
        <MapCreditLine credits={credits} className={styles.credit} />
      </div>
      <div className={styles.actionButtons}>
        {BUTTONS.map(({ menu, icon, label, tone }) => (
          <button
            key={menu}
            type="button"
            className={`btn ${tone} ${styles.action}`}
            data-tour={menu}
            onClick={() => playStore.getState().openMenu(menu)}
          >
            <GameIcon src={uiIconUrl(icon)} size={30} />
            <span className={styles.actionText}>{t(label)}</span>
            {menu === 'backpack' && held > 0 && (
              <span className={styles.count} aria-hidden="true">
                {held}
              </span>
            )}
          </button>
        ))}
      </div>
    </nav>
  );
}
