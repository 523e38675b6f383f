import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BANNER_PRICE, type Banner } from '@src/core/gacha';
import { CheckboxField } from '@ui/components/checkbox-field';
import { FormDialog } from '@ui/components/form-dialog';
import { useGachaTexts } from './use-gacha-texts';

interface RollConfirmDialogProps {
  banner: Banner;
  /** The player's VPoints now. */
  balance: number;
  onConfirm: (dontAskAgain: boolean) => void;
  onClose: () => void;
}

/**
 * Asks once before a paid roll spends VPoints: the price, the balance and what will be left, and a box to stop asking
 * for the rest of the session (kept by the gacha store, src/state/gacha/roll-store.ts). Practice rolls never ask.
 */
export function RollConfirmDialog({ banner, balance, onConfirm, onClose }: RollConfirmDialogProps) {
  const { t } = useTranslation('gacha');
  const texts = useGachaTexts();
  const [dontAskAgain, setDontAskAgain] = useState(false);
  const price = BANNER_PRICE[banner];

  return (
    <FormDialog
      title={t('confirm.title', { banner: texts.bannerName(banner) })}
      onClose={onClose}
      onSubmit={() => onConfirm(dontAskAgain)}
      submitLabel={t('confirm.roll', { vpoints: texts.vp(price) })}
      busyLabel={t('rolling')}
      alert={null}
    >
      <p>
        {t('confirm.body', {
          vpoints: texts.vp(price),
          euros: texts.euros(price),
          balance: texts.vp(balance),
          left: texts.vp(balance - price),
        })}
      </p>
      <CheckboxField label={t('confirm.dontAsk')} checked={dontAskAgain} onChange={setDontAskAgain} />
    </FormDialog>
  );
}
