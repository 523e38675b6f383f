import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@src/api/errors';
import { getEventConsequences } from '@src/api/events';
import type { EventDetail, EventSummary } from '@src/contract/events';
import type { ItemView } from '@src/contract/items';
import { Dialog } from '@ui/components/dialog';
import { FailedNote } from '@ui/components/list-notes';
import { LoadingPanel } from '@ui/components/loading-panel';
import type { RemoteList } from '@ui/hooks/use-remote-list';
import { EventForm } from './event-form';
import { draftFromView, type OptionDraft } from '@ui/components/option-draft';

interface EventFormDialogProps {
  mapId: number;
  /** The event to edit, or null to create one. */
  event: EventSummary | null;
  /** Every event of the map, for the unlock and follow selects. */
  events: EventSummary[];
  /** The player's items, for the object selects. */
  items: RemoteList<ItemView>;
  onClose: () => void;
  onSaved: (detail: EventDetail, created: boolean) => void;
}

/** The event popup; an existing event's options are fetched first. */
export function EventFormDialog({ mapId, event, events, items, onClose, onSaved }: EventFormDialogProps) {
  const { t } = useTranslation('creator');
  const stored = useStoredOptions(event?.eventid ?? null);
  return (
    <Dialog
      open
      size="large"
      title={event ? t('eventForm.editTitle', { id: event.eventid }) : t('eventForm.createTitle')}
      onClose={onClose}
    >
      {stored.status === 'loading' && <LoadingPanel label={t('eventForm.loadingOptions')} />}
      {stored.status === 'failed' && (
        <FailedNote title={t('eventForm.optionsFailed')} reason={stored.message} onRetry={stored.retry} />
      )}
      {stored.status === 'ready' && (
        <EventForm
          mapId={mapId}
          event={event}
          initialOptions={stored.options}
          events={events}
          items={items}
          onCancel={onClose}
          onSaved={onSaved}
        />
      )}
    </Dialog>
  );
}

type StoredOptions =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; options: OptionDraft[] };

/** The options an event already has, as drafts; a new event (null) has none. */
function useStoredOptions(eventid: number | null) {
  const [state, setState] = useState<StoredOptions>(
    eventid === null ? { status: 'ready', options: [] } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (eventid === null) return;
    let current = true;
    getEventConsequences(eventid).then(
      (views) => current && setState({ status: 'ready', options: views.map(draftFromView) }),
      (error: unknown) => current && setState({ status: 'failed', message: toApiError(error).message }),
    );
    return () => {
      current = false;
    };
  }, [eventid, attempt]);

  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  };
  return { ...state, retry };
}
