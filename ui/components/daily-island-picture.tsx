import { useTranslation } from 'react-i18next';
import { HISTORY_ISLANDS } from '@src/core/catalogue/history-islands';

/** The History island a map id is, when it is one. */
const islandOf = (mapId: number) => HISTORY_ISLANDS.find((island) => island.number === mapId);

/** The daily island's name: the History island's own (the `history` namespace), or its number for any other map. */
export function useIslandName(mapId: number): string {
  const { t } = useTranslation(['history', 'common']);
  const island = islandOf(mapId);
  return island ? t(`history:islands.${island.key}.name`) : t('common:islandNumber', { number: mapId });
}

/** The History island's picture, as History Mode's slider shows it. Decorative: its name is always written beside it. */
export function DailyIslandPicture({ mapId, className }: { mapId: number; className?: string }) {
  return (
    <img
      className={className}
      src={`/assets/islands/${islandOf(mapId)?.number ?? 1}.jpeg`}
      alt=""
      width={320}
      height={180}
      loading="lazy"
      decoding="async"
    />
  );
}
