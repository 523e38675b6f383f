import { useTranslation } from 'react-i18next';
import type { EventSummary } from '@src/contract/events';
import { Icon } from '@ui/components/icon';
import styles from './event-list.module.css';

interface EventRowProps {
  event: EventSummary;
  onEdit: () => void;
  onDelete: () => void;
}

/** 'eventid. premise', a lock when the event starts locked, and its Edit and delete buttons. */
export function EventRow({ event, onEdit, onDelete }: EventRowProps) {
  const { t } = useTranslation('creator');
  const label = t('events.rowTitle', { id: event.eventid, premise: event.premise });
  return (
    <div className={styles.row}>
      <p className={styles.premise}>{label}</p>
      {event.locked && (
        <span className={styles.locked}>
          <Icon name="lock" size={16} />
          {t('events.locked')}
        </span>
      )}
      <span className={styles.rowTools}>
        <button
          type="button"
          className="btn btn--sea"
          onClick={onEdit}
          aria-label={t('events.editEvent', { id: event.eventid })}
        >
          <Icon name="pencil" />
          {t('events.edit')}
        </button>
        <button
          type="button"
          className="btn btn--icon btn--danger"
          onClick={onDelete}
          aria-label={t('events.deleteEvent', { id: event.eventid })}
          title={t('events.delete')}
        >
          <Icon name="trash" />
        </button>
      </span>
    </div>
  );
}
