import { useTranslation } from 'react-i18next';
import { GACHA_SLOTS, type Banner } from '@src/core/gacha';
import { useCharacterTexts } from '@ui/hooks/use-character-texts';

/** The gacha's words and numbers in the player's language: banner names, odds as percentages, prices. */
export function useGachaTexts() {
  const { t, i18n } = useTranslation('gacha');
  const characters = useCharacterTexts();
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 2 });
  return {
    ...characters,
    bannerName: (banner: Banner) => t(`banner.${banner}`),
    /** Slots out of 10,000 as a percentage: 1 → "0,01 %", 5388 → "53,88 %". */
    slotsPercent: (slots: number) => percent.format(slots / GACHA_SLOTS),
    share: (count: number, total: number) => percent.format(total > 0 ? count / total : 0),
    number: (value: number) => characters.vp(value),
    date: (iso: string) =>
      new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso)),
  };
}
