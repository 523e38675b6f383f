import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Dialog } from './dialog';

/**
 * Why a player under 18 cannot roll or buy VPoints, and what stays open to them: quests still pay VPoints and the
 * character shop sells characters at a fixed price (docs/economy.md, "Minors and paid chance").
 */
export function PaidChanceClosedDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Dialog
      open
      title={t('paidChance.closedTitle')}
      onClose={onClose}
      footer={
        <>
          <Link className="btn" to="/">
            {t('paidChance.quests')}
          </Link>
          <Link className="btn btn--primary" to="/shop">
            {t('paidChance.shop')}
          </Link>
        </>
      }
    >
      <p>{t('paidChance.closedBody')}</p>
      <ul>
        <li>{t('paidChance.openQuests')}</li>
        <li>{t('paidChance.openShop')}</li>
      </ul>
    </Dialog>
  );
}
