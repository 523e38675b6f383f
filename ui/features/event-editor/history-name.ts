import type { TFunction } from 'i18next';
import { currentEventId, type HistoryEntry } from '@src/state/editor/store';

/** "crear evento 12": what a history entry did, with the id the event has now (undo may have re-created it). */
export function historyName(t: TFunction<'editor'>, entry: HistoryEntry): string {
  const { kind, eventId, count, type } = entry.name;
  return t(`history.${kind}`, {
    id: eventId === undefined ? '' : currentEventId(eventId),
    count: count ?? 1,
    type: type ? t(`edgeTypes.${type}`) : '',
  });
}
