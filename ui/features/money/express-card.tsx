import { useTranslation } from 'react-i18next';
import { characterById } from '@src/core/catalogue/characters';
import { VACATION_EXPRESS } from '@src/core/vacation-express';
import type { SpendingResponse } from '@src/contract/spending';
import { formatEuroPrice, formatVPoints } from '@src/i18n/format';
import { GameIcon } from '@ui/layout/game-icon';
import { CheckoutButton, CheckoutFailure } from './checkout-button';
import styles from './money.module.css';

interface ExpressCardProps {
  /** From GET /api/spending; unknown while it loads. */
  state: SpendingResponse['vacationExpress'] | undefined;
  opening: boolean;
  locked: boolean;
  problem?: string;
  onBuy: () => void;
}

/** 'Vacation express' (src/core/vacation-express.ts): a starter bundle bought once per account. */
export function ExpressCard({ state, opening, locked, problem, onBuy }: ExpressCardProps) {
  const { t, i18n } = useTranslation('money');
  const lang = i18n.language === 'en' ? 'en' : 'es';
  const price = formatEuroPrice(VACATION_EXPRESS.euros, i18n.language);
  const character = characterById(VACATION_EXPRESS.characterId)!.name[lang];
  const vpoints = formatVPoints(VACATION_EXPRESS.vpoints, i18n.language);

  return (
    <article className={styles.pack} data-best aria-labelledby="express-title">
      <p className={styles.ribbon}>{t('shop.express.once')}</p>
      <GameIcon name="vpoints" size={64} className={styles.packIcon} />
      <h3 id="express-title" className={styles.packTitle}>
        {t('shop.express.title')}
      </h3>
      <p className={styles.soonBody}>{t('shop.express.contents', { vpoints, character })}</p>
      {state === 'owned' ? (
        <p className={styles.soonNote}>{t('shop.express.owned')}</p>
      ) : (
        <CheckoutButton
          className={styles.buy}
          opening={opening}
          openingText={t('shop.opening')}
          disabled={locked || state !== 'available'}
          label={t('shop.express.buy', { price })}
          onClick={onBuy}
        >
          {t('shop.buyShort', { price })}
        </CheckoutButton>
      )}
      {state === 'pending' && <p className={styles.soonNote}>{t('shop.express.pending')}</p>}
      <CheckoutFailure problem={problem} />
    </article>
  );
}
