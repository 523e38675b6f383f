import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { playClick } from '@src/state/audio';
import { GameIcon, type GameIconName } from '@ui/layout/game-icon';
import { useQuestBoard } from './use-quest-board';
import styles from './extras-bar.module.css';

// The popups download when first opened: the title screen stays light.
const QuestsDialog = lazy(async () => ({ default: (await import('./quests-dialog')).QuestsDialog }));
const BetaInfoDialog = lazy(async () => ({ default: (await import('./beta-info-dialog')).BetaInfoDialog }));

type Popup = 'quests' | 'beta' | null;

const shops: ReadonlyArray<{ key: string; to: string; icon: GameIconName }> = [
  { key: 'shop', to: '/shop', icon: 'shop' },
  { key: 'gacha', to: '/gatcha', icon: 'gacha' },
  { key: 'closet', to: '/closet', icon: 'closet' },
];

/** Painted tiles in the top corner of the title screen: quests, the character shop, the gacha, the closet, beta info. */
export function ExtrasBar() {
  const { t } = useTranslation('menu');
  const [popup, setPopup] = useState<Popup>(null);
  const quests = useQuestBoard();
  const open = (which: Popup) => () => {
    playClick();
    setPopup(which);
  };
  const close = () => setPopup(null);

  return (
    <nav className={styles.extras} aria-label={t('extras.label')}>
      <Tile
        icon="quest"
        label={t('extras.quests')}
        onClick={open('quests')}
        badge={quests.claimable > 0 ? t('extras.claimable', { count: quests.claimable }) : undefined}
        badgeCount={quests.claimable}
      />
      {shops.map((shop) => (
        <Tile key={shop.key} icon={shop.icon} label={t(`extras.${shop.key}`)} to={shop.to} />
      ))}
      <Tile icon="bottle" label={t('extras.beta')} onClick={open('beta')} />
      <Suspense fallback={null}>
        {popup === 'quests' && (
          <QuestsDialog board={quests.board} onRetry={quests.reload} onClaim={quests.claim} onClose={close} />
        )}
        {popup === 'beta' && <BetaInfoDialog onClose={close} />}
      </Suspense>
    </nav>
  );
}

interface TileProps {
  icon: GameIconName;
  label: string;
  to?: string;
  onClick?: () => void;
  /** Something waits inside (quests to claim): a count on the tile, and this text for screen readers. */
  badge?: string;
  badgeCount?: number;
}

function Tile({ icon, label, to, onClick, badge, badgeCount }: TileProps) {
  const face: ReactNode = (
    <>
      <span className={styles.face}>
        <GameIcon name={icon} size={40} />
        {badge && (
          <span className={styles.badge} aria-hidden="true">
            {badgeCount}
          </span>
        )}
      </span>
      <span className={styles.caption}>{label}</span>
      {badge && <span className="visually-hidden">{badge}</span>}
    </>
  );
  if (to) {
    return (
      <Link to={to} className={styles.tile} onClick={playClick}>
        {face}
      </Link>
    );
  }
  return (
    <button type="button" className={styles.tile} onClick={onClick} aria-haspopup="dialog">
      {face}
    </button>
  );
}
