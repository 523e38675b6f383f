import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createCheckoutSession } from '@src/api/payments';
import { toApiError } from '@src/api/errors';
import { VPOINT_PACKS, type VpointPack } from '@src/core/vpoint-packs';
import { formatEuroPrice, formatVPoints } from '@src/i18n/format';
import { useSession } from '@src/state/session';
import { BalancePill } from '@ui/components/balance-pill';
import { PageSign } from '@ui/components/page-sign';
import { GameIcon } from '@ui/layout/game-icon';
import { ComingSoonCard } from './coming-soon-card';
import { goToCheckout } from './go-to-checkout';
import { PackCard } from './pack-card';
import styles from './money.module.css';

/** Spec 9: 'Vacation express' costs 10 €; the server does not sell it yet. */
const EXPRESS_EUROS = 10;

/**
 * /money_shop: the six VPoints packs. Buying one asks the server for a Checkout session and leaves for its page; the
 * VPoints arrive through the webhook, and /success shows them (docs/payments.md).
 */
export function MoneyShopScreen() {
  const { t, i18n } = useTranslation('money');
  const vpoints = useSession((session) => session.vpoints);
  const [opening, setOpening] = useState<number | null>(null);
  /** The last refusal, shown on the pack that was pressed (where the player is looking). */
  const [problem, setProblem] = useState<{ amount: number; message: string } | null>(null);

  const buy = async (pack: VpointPack) => {
    setOpening(pack.amount);
    setProblem(null);
    try {
      const session = await createCheckoutSession(pack.amount);
      // The page is leaving: the button keeps saying so until it has.
      goToCheckout(session.url);
    } catch (error) {
      setOpening(null);
      setProblem({ amount: pack.amount, message: toApiError(error).message });
    }
  };

  return (
    <div className={styles.page}>
      <PageSign
        title={t('shop.title')}
        intro={t('shop.intro')}
        actions={
          <BalancePill icon={<GameIcon name="vpoints" size={32} />}>
            {t('shop.balance', { vpoints: formatVPoints(vpoints, i18n.language) })}
          </BalancePill>
        }
      />
      <section aria-labelledby="packs-title">
        <h2 id="packs-title" className="visually-hidden">
          {t('shop.packsLabel')}
        </h2>
        <ul className={styles.packs}>
          {VPOINT_PACKS.map((pack) => (
            <li key={pack.amount}>
              <PackCard
                pack={pack}
                opening={opening === pack.amount}
                locked={opening !== null}
                problem={problem?.amount === pack.amount ? problem.message : undefined}
                onBuy={() => void buy(pack)}
              />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="more-title" className={`sign ${styles.more}`}>
        <h2 id="more-title">{t('shop.moreTitle')}</h2>
        <ul className={styles.packs}>
          <li>
            <ComingSoonCard
              title={t('shop.express.title')}
              body={t('shop.express.body', { price: formatEuroPrice(EXPRESS_EUROS, i18n.language) })}
              badge={t('shop.comingSoon')}
              note={t('shop.notForSale')}
            />
          </li>
          <li>
            <ComingSoonCard
              title={t('shop.customSkin.title')}
              body={t('shop.customSkin.body')}
              badge={t('shop.comingSoon')}
              note={t('shop.notForSale')}
            />
          </li>
        </ul>
      </section>
    </div>
  );
}
