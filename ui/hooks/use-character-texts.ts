import { useTranslation } from 'react-i18next';
import { formatEuros, formatVPoints } from '@src/i18n/format';
import { STAT_KEYS, type StatKey } from '@src/core/stats';

/** The words the shop and the closet both put on a character card, and their money formats, in the player's language. */
export function useCharacterTexts() {
  const { t, i18n } = useTranslation('characters');
  const statLabels = Object.fromEntries(STAT_KEYS.map((key) => [key, t(`stats.${key}`)])) as Record<StatKey, string>;
  return {
    statLabels,
    statsLabel: t('stats.label'),
    rarityLabel: (rarity: string) => t(`rarity.${rarity}`, { defaultValue: rarity }),
    passiveLabel: t('passive'),
    noPassiveLabel: t('noPassive'),
    vp: (value: number) => formatVPoints(value, i18n.language),
    euros: (vpoints: number) => formatEuros(vpoints, i18n.language),
  };
}
