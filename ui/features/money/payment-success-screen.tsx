import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { formatVPoints } from '@src/i18n/format';
import { useSession } from '@src/state/session';
import { SignInPrompt } from '@ui/components/sign-in-prompt';
import { StatusPanel } from '@ui/components/status-panel';
import { useCheckoutStatus, type CheckoutView } from './use-checkout-status';
import styles from './money.module.css';

/** /success?session_id=…: where Checkout sends the buyer back; it reads the purchase from the server (spec 8). */
export function PaymentSuccessScreen() {
  const { t } = useTranslation('money');
  const signedIn = useSession((session) => session.token !== null);
  const [params] = useSearchParams();
  if (!signedIn) return <SignInPrompt title={t('success.signInTitle')} message={t('success.signInBody')} />;
  return <PurchaseResult sessionId={params.get('session_id')} />;
}

function PurchaseResult({ sessionId }: { sessionId: string | null }) {
  const { view, checkAgain } = useCheckoutStatus(sessionId);
  return <PurchaseView view={view} onCheckAgain={checkAgain} />;
}

type PanelProps = Omit<ComponentProps<typeof StatusPanel>, 'kicker'>;

function PurchaseView({ view, onCheckAgain }: { view: CheckoutView; onCheckAgain: () => void }) {
  const { t } = useTranslation('money');
  return <StatusPanel kicker={t('shop.title')} {...usePanelFor(view, onCheckAgain)} />;
}

/** The sign each state of the purchase shows. */
function usePanelFor(view: CheckoutView, onCheckAgain: () => void): PanelProps {
  const { t, i18n } = useTranslation(['money', 'skins']);
  const vp = (value: number) => formatVPoints(value, i18n.language);
  const moneyShop = (
    <Link to="/money_shop" className="btn btn--sea">
      {t('cancel.backToShop')}
    </Link>
  );
  const checkAgain = (
    <button type="button" className="btn btn--sea" onClick={onCheckAgain}>
      {t('success.checkAgain')}
    </button>
  );

  switch (view.kind) {
    case 'confirming':
      return {
        title: t('success.confirming'),
        body: t('success.confirmingBody'),
        board: 'hourglass',
        children: <span className={styles.bigSpinner} aria-hidden="true" />,
      };
    case 'paid':
      if (view.product === 'custom_skin') {
        return {
          title: t('success.title'),
          body: t('skins:success.body'),
          board: 'coin',
          actions: (
            <Link to="/custom_skin" className="btn btn--sea">
              {t('skins:success.toCustomSkin')}
            </Link>
          ),
        };
      }
      return {
        title: t('success.title'),
        body:
          view.balance === undefined
            ? t('success.credited', { vpoints: vp(view.vpoints) })
            : t('success.creditedWithBalance', { vpoints: vp(view.vpoints), balance: vp(view.balance) }),
        board: 'coin',
        actions: (
          <Link to="/shop" className="btn btn--sea">
            {t('success.toShop')}
          </Link>
        ),
      };
    case 'slow':
      return { title: t('success.slowTitle'), body: t('success.slowBody'), board: 'hourglass', actions: checkAgain };
    case 'expired':
      return { title: t('success.expiredTitle'), body: t('success.expiredBody'), board: 'storm', actions: moneyShop };
    case 'notFound':
      return { title: t('success.notFoundTitle'), body: t('success.notFoundBody'), board: 'lost', actions: moneyShop };
    case 'failed':
      return { title: t('success.failedTitle'), body: view.message, board: 'storm', actions: checkAgain };
  }
}
