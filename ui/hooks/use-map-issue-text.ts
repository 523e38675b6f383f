import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapIssueView } from '@src/contract/maps';
import { shortened } from '@ui/components/shortened';

/** Enough of a premise to recognise the event in one sentence. */
const PREMISE_SHOWN = 60;

/**
 * The sentence of a map check issue (src/core/map-validation.ts), as the creator knows things: an event by its
 * premise with its number as a hint, an item by its name. Ids stand in only where the check had no name for them.
 * Shared by the diagram editor's issues panel and the lists of the map popup and the event screen.
 */
export function useMapIssueText(): (issue: MapIssueView) => string {
  const { t } = useTranslation('creator');
  return useCallback(
    (issue: MapIssueView) => {
      const event =
        issue.eventId === undefined
          ? ''
          : issue.premise?.trim()
            ? t('issues.eventNamed', { premise: shortened(issue.premise.trim(), PREMISE_SHOWN), id: issue.eventId })
            : String(issue.eventId);
      const item =
        issue.itemId === undefined
          ? ''
          : issue.itemName
            ? t('issues.itemNamed', { name: issue.itemName })
            : t('issues.itemNumber', { id: issue.itemId });
      const key =
        issue.code === 'link-to-missing-event'
          ? `issues.${issue.code}.${issue.link ?? 'follows'}`
          : `issues.${issue.code}`;
      return t(key, { event, item, targetId: issue.targetId });
    },
    [t],
  );
}
