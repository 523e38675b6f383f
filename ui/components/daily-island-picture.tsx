import { useTranslation } from 'react-i18next';
import { HISTORY_ISLANDS } from '@src/core/catalogue/history-islands';
import { ISLAND_AVIF_WIDTHS, islandAvifPath, islandJpegPath } from './island-picture-files';

/** The History island a map id is, when it is one. */
const islandOf = (mapId: number) => HISTORY_ISLANDS.find((island) => island.number === mapId);

/** The daily island's name: the History island's own (the `history` namespace), or its number for any other map. */
export function useIslandName(mapId: number): string {
  const { t } = useTranslation(['history', 'common']);
  const island = islandOf(mapId);
  return island ? t(`history:islands.${island.key}.name`) : t('common:islandNumber', { number: mapId });
}

interface DailyIslandPictureProps {
  mapId: number;
  className?: string;
  /** How wide the picture is drawn at each viewport width (the `sizes` attribute), from the layout showing it. */
  sizes: string;
  /** Where it heads the page (the daily's, whose largest paint it is): fetched at once and first, not lazily. */
  priority?: boolean;
}

/**
 * The History island's picture, as History Mode's slider shows it, in AVIF at the width it is drawn where the browser
 * reads AVIF (./island-picture-files.ts). Decorative: its name is always written beside it.
 */
export function DailyIslandPicture({ mapId, className, sizes, priority = false }: DailyIslandPictureProps) {
  const island = islandOf(mapId)?.number ?? 1;
  const avif = ISLAND_AVIF_WIDTHS.map((width) => `/assets/${islandAvifPath(island, width)} ${width}w`).join(', ');
  return (
    <picture>
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      <img
        className={className}
        src={`/assets/${islandJpegPath(island)}`}
        alt=""
        width={320}
        height={180}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
      />
    </picture>
  );
}
