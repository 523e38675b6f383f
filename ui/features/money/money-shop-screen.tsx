import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createCheckoutSession } from '@src/api/payments';
import { createExpressCheckout } from '@src/api/spending';
import { toApiError } from '@src/api/errors';
import type { CheckoutResponse } from '@src/contract/payments';
import { VPOINT_PACKS } from '@src/core/catalogue/vpoint-packs';
import { formatVPoints } from '@src/i18n/format';
import { useSession } from '@src/state/session';
import { BalancePill } from '@ui/components/balance-pill';
import { PageSign } from '@ui/components/page-sign';
import { usePaidChanceGate } from '@ui/hooks/use-paid-chance-gate';
import { useSpending } from '@ui/hooks/use-spending';
import { GameIcon } from '@ui/layout/game-icon';
import { CustomSkinCard } from './custom-skin-card';
import { ExpressCard } from './express-card';
import { goToCheckout } from './go-to-checkout';
import { PackCard } from './pack-card';
import { SpendingNote } from './spending-note';
import styles from './money.module.css';

/** What is being bought: a pack by its amount, or the 'Vacation express' bundle. */
type Item = number | 'express';

/**
 * /money_shop: the six VPoints packs. Buying one asks the server for a Checkout session and leaves for its page; the
 * VPoints arrive through the webhook, and /success shows them (docs/payments.md).
 */
export function MoneyShopScreen() {
  const { t, i18n } = useTranslation('money');
  const vpoints = useSession((session) => session.vpoints);
  const [spending] = useSpending();
  const [opening, setOpening] = useState<Item | null>(null);
  /** The last refusal, shown on the card that was pressed (where the player is looking). */
  const [problem, setProblem] = useState<{ item: Item; message: string } | null>(null);
  const gate = usePaidChanceGate();

  const buy = async (item: Item, open: () => Promise<CheckoutResponse>) => {
    setOpening(item);
    setProblem(null);
    try {
      const session = await open();
      // The page is leaving: the button keeps saying so until it has.
      goToCheckout(session.url);
    } catch (error) {
      setOpening(null);
      const { code, message } = toApiError(error);
      // Without a year of birth the gate asks for it and then buys the same item; under 18 it explains instead.
      if (!gate.refused(code, () => void buy(item, open))) setProblem({ item, message });
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
      {spending && <SpendingNote spending={spending} />}
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
                problem={problem?.item === pack.amount ? problem.message : undefined}
                onBuy={() => void buy(pack.amount, () => createCheckoutSession(pack.amount))}
              />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="more-title" className={`sign ${styles.more}`}>
        <h2 id="more-title">{t('shop.moreTitle')}</h2>
        <ul className={styles.packs}>
          <li>
            <ExpressCard
              state={spending?.vacationExpress}
              opening={opening === 'express'}
              locked={opening !== null}
              problem={problem?.item === 'express' ? problem.message : undefined}
              onBuy={() => void buy('express', createExpressCheckout)}
            />
          </li>
          <li>
            <CustomSkinCard />
          </li>
        </ul>
      </section>
      {gate.dialog}
    </div>
  );
}
