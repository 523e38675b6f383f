import { useTranslation } from 'react-i18next';
import type { MapCredit } from '@src/core/map-credits';

/**
 * A remix's credit (docs/creators.md, "Remix"): "Basada en «X» de Y" for the map it was copied from, then the earlier
 * maps of its line, so every creator before stays named. Nothing for a map made from scratch.
 */
export function MapCreditLine({ credits, className }: { credits: readonly MapCredit[]; className?: string }) {
  const { t } = useTranslation('common');
  const [nearest, ...earlier] = credits;
  if (!nearest) return null;
  const work = (credit: MapCredit) => t('credits.work', { title: credit.title, creator: credit.creator });
  return (
    <p className={className} data-credit>
      {t('credits.basedOn', { work: work(nearest) })}
      {earlier.length > 0 && ` ${t('credits.earlier', { works: earlier.map(work).join(', ') })}`}
    </p>
  );
}
