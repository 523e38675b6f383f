import { useTranslation } from 'react-i18next';
import { BANNERS, type Banner } from '@src/core/gacha';
import { Dialog } from '@ui/components/dialog';
import type { PracticeDraw } from '@src/state/gacha/roll-store';
import { useGachaTexts } from './use-gacha-texts';
import styles from './gacha.module.css';

interface PracticeDialogProps {
  /** The last practice draw, once revealed. */
  draw: PracticeDraw | null;
  onPractise: (banner: Banner) => void;
  onClose: () => void;
}

/** The practice roll's popup (the gacha store's practice roll): says plainly that it grants nothing, and what a draw would give. */
export function PracticeDialog({ draw, onPractise, onClose }: PracticeDialogProps) {
  const { t } = useTranslation('gacha');
  const texts = useGachaTexts();
  return (
    <Dialog open title={t('practice.title')} onClose={onClose}>
      <p className={styles.practiceNote}>{t('practice.note')}</p>
      <p>{t('practice.explain')}</p>
      <div className={styles.practiceButtons}>
        {BANNERS.map((banner) => (
          <button key={banner} type="button" className="btn btn--sea" onClick={() => onPractise(banner)}>
            {t('practice.roll', { banner: texts.bannerName(banner) })}
          </button>
        ))}
      </div>
      <p className={styles.practiceResult} data-rarity={draw?.rarity} role="status">
        {draw &&
          t('practice.result', {
            banner: texts.bannerName(draw.banner),
            rarity: texts.rarityLabel(draw.rarity),
            slot: texts.number(draw.slot),
          })}
      </p>
    </Dialog>
  );
}
