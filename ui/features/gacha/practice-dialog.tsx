import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BANNERS, GACHA_SLOTS, rarityForSlot, type Banner } from '@src/core/gacha';
import type { Rarity } from '@src/core/rarity';
import { Dialog } from '@ui/components/dialog';
import { useGachaTexts } from './use-gacha-texts';
import styles from './gacha.module.css';

interface Draw {
  banner: Banner;
  slot: number;
  rarity: Rarity;
}

/**
 * The spec's second roll popup: a draw made in the browser (Math.random) on the same odds tables, labelled as
 * practice. It calls no server and touches no store: it costs nothing and grants nothing.
 */
export function PracticeDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('gacha');
  const texts = useGachaTexts();
  const [draw, setDraw] = useState<Draw | null>(null);

  const practise = (banner: Banner) => {
    const slot = Math.floor(Math.random() * GACHA_SLOTS);
    setDraw({ banner, slot, rarity: rarityForSlot(banner, slot) });
  };

  return (
    <Dialog open title={t('practice.title')} onClose={onClose}>
      <p className={styles.practiceNote}>{t('practice.note')}</p>
      <p>{t('practice.explain')}</p>
      <div className={styles.practiceButtons}>
        {BANNERS.map((banner) => (
          <button key={banner} type="button" className="btn btn--sea" onClick={() => practise(banner)}>
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
