import { useTranslation } from 'react-i18next';
import { editorStore, useEditor } from '@src/state/editor/store';
import { Dialog } from '@ui/components/dialog';

interface DeleteEventsDialogProps {
  eventIds: readonly number[];
  onClose: () => void;
}

/** Asks before events go: they take their options with them (Undo can still bring them back). */
export function DeleteEventsDialog({ eventIds, onClose }: DeleteEventsDialogProps) {
  const { t } = useTranslation('editor');
  const { t: tc } = useTranslation('common');
  const single = useEditor((state) => (eventIds.length === 1 ? state.graph.events.get(eventIds[0]) : undefined));

  const confirm = async () => {
    onClose();
    for (const eventId of eventIds) await editorStore.getState().deleteEvent(eventId);
  };

  return (
    <Dialog
      open={eventIds.length > 0}
      title={t('deleteEvents.title', { count: eventIds.length })}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose}>
            {tc('actions.cancel')}
          </button>
          <button type="button" className="btn btn--danger" onClick={() => void confirm()}>
            {t('deleteEvents.confirm')}
          </button>
        </>
      }
    >
      <p>
        {single
          ? t('deleteEvents.one', { id: single.eventid, premise: single.premise, count: single.consequences.length })
          : t('deleteEvents.many', { count: eventIds.length })}
      </p>
      <p>{t('deleteEvents.undoHint')}</p>
    </Dialog>
  );
}
