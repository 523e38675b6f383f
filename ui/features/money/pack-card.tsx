import { useTranslation } from 'react-i18next';
import type { VpointPack } from '@src/core/catalogue/vpoint-packs';
import { formatEuroPrice, formatVPoints } from '@src/i18n/format';
import { GameIcon } from '@ui/layout/game-icon';
import { CheckoutButton, CheckoutFailure } from './checkout-button';
import { BEST_VALUE_PACK, bonusPercent } from './pack-value';
import styles from './money.module.css';

interface PackCardProps {
  pack: VpointPack;
  /** This pack's Checkout is being opened: its button says so. */
  opening: boolean;
  /** Another pack's Checkout is being opened: one payment at a time. */
  locked: boolean;
  /** Why this pack's Checkout could not be opened, in the player's language. */
  problem?: string;
  onBuy: () => void;
}

/** One VPoints pack: how many VPoints, the extra they give over the smallest pack, and its price in euros. */
export function PackCard({ pack, opening, locked, problem, onBuy }: PackCardProps) {
  const { t, i18n } = useTranslation('money');
  const vpoints = formatVPoints(pack.vpoints, i18n.language);
  const price = formatEuroPrice(pack.euros, i18n.language);
  const bonus = bonusPercent(pack);
  const best = pack === BEST_VALUE_PACK;
  const titleId = `pack-${pack.amount}`;

  return (
    <article className={styles.pack} data-best={best || undefined} aria-labelledby={titleId}>
      {best && <p className={styles.ribbon}>{t('shop.bestValue')}</p>}
      <GameIcon name="vpoints" size={64} className={styles.packIcon} />
      <h3 id={titleId} className={styles.packTitle}>
        {t('shop.vpoints', { vpoints })}
      </h3>
      <p className={styles.bonus} data-base={bonus === 0 || undefined}>
        {bonus > 0 ? t('shop.bonus', { percent: bonus }) : t('shop.baseRate')}
      </p>
      <CheckoutButton
        className={styles.buy}
        opening={opening}
        openingText={t('shop.opening')}
        disabled={locked}
        label={t('shop.buy', { vpoints, price })}
        onClick={onBuy}
      >
        {t('shop.buyShort', { price })}
      </CheckoutButton>
      <CheckoutFailure problem={problem} />
    </article>
  );
}
