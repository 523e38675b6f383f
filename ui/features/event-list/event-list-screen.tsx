import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { deleteEvent, getMapEvents } from '@src/api/events';
import { getItems } from '@src/api/items';
import type { EventDetail, EventSummary } from '@src/contract/events';
import type { ItemView } from '@src/contract/items';
import { noticesStore } from '@src/state/notices';
import { Icon } from '@ui/components/icon';
import { listTexts } from '@ui/components/filtered-list';
import { EmptyNote } from '@ui/components/list-notes';
import { ListScreen } from '@ui/components/list-screen';
import { useDocumentTitle } from '@ui/hooks/use-document-title';
import { useEditableList } from '@ui/hooks/use-editable-list';
import { useRemoteList } from '@ui/hooks/use-remote-list';
import { readSelectedMap, type SelectedMap } from '@src/state/selected-map';
import { EventFormDialog } from './event-form-dialog';
import { EventRow } from './event-row';
import { MapCheckPanel } from './map-check-panel';
import styles from './event-list.module.css';

/** /map_creator/event_creator: the events of the map chosen in the map creator. */
export function EventListScreen() {
  const { t } = useTranslation('creator');
  // Read once: the map creator stores the choice before coming here.
  const [selected] = useState(readSelectedMap);
  useDocumentTitle(t('events.title'));
  if (!selected) {
    return (
      <EmptyNote
        icon="map"
        action={
          <Link to="/map_creator" className="btn btn--primary">
            {t('events.toMaps')}
          </Link>
        }
      >
        {t('events.noMap')}
      </EmptyNote>
    );
  }
  return <MapEvents map={selected} />;
}

const eventIdOf = (event: EventSummary) => event.eventid;
const itemIdOf = (item: ItemView) => item.objectid;

function MapEvents({ map }: { map: SelectedMap }) {
  const { t } = useTranslation('creator');
  const loadEvents = useCallback(() => getMapEvents(map.mapId), [map.mapId]);
  const events = useEditableList(loadEvents, eventIdOf);
  const { editing, deleting } = events;
  // The player's items feed the popup's object selects.
  const items = useRemoteList(getItems, itemIdOf);

  const confirmDelete = async (event: EventSummary) => {
    await deleteEvent(event.eventid);
    events.deleted(event);
    noticesStore.getState().push('success', 'creator:deleteEvent.done', { id: event.eventid });
  };

  const onSaved = (detail: EventDetail, created: boolean) => {
    events.saved({ eventid: detail.eventid, premise: detail.premise, locked: detail.locked });
    noticesStore
      .getState()
      .push('success', created ? 'creator:eventForm.created' : 'creator:eventForm.saved', { id: detail.eventid });
  };

  const allEvents = events.state.status === 'ready' ? events.state.items : [];

  return (
    <ListScreen
      className={styles.page}
      title={t('events.title')}
      intro={
        <>
          {t('events.intro', { name: map.title || t('events.untitled', { id: map.mapId }) })}{' '}
          <Link to="/map_creator" className={styles.backLink}>
            {t('events.toMaps')}
          </Link>
        </>
      }
      create={{ label: t('events.new'), onClick: () => events.openForm(null) }}
      links={
        <>
          <Link to="/map_creator/event_creator_new" className="btn btn--sea">
            <Icon name="graph" />
            {t('events.toDiagram')}
          </Link>
          <Link to="/item_creator" className="btn btn--night">
            <Icon name="bag" />
            {t('events.toItems')}
          </Link>
        </>
      }
      search={{
        label: t('events.search'),
        placeholder: t('events.searchPlaceholder'),
        value: events.search,
        onChange: events.setSearch,
      }}
      list={{
        source: events,
        texts: listTexts(t, 'events'),
        textOf: (event) => event.premise,
        keyOf: eventIdOf,
        className: `paper ${styles.listPaper}`,
        listClassName: styles.list,
        render: (event) => (
          <EventRow event={event} onEdit={() => events.openForm(event)} onDelete={() => events.askDelete(event)} />
        ),
      }}
      empty={{ icon: 'list', text: t('events.empty') }}
      form={
        editing && (
          <EventFormDialog
            mapId={map.mapId}
            event={editing.entry}
            events={allEvents}
            items={items.state}
            onClose={events.closeForm}
            onSaved={onSaved}
          />
        )
      }
      deletion={
        deleting && {
          title: t('deleteEvent.title'),
          message: <p>{t('deleteEvent.message', { id: deleting.eventid, premise: deleting.premise })}</p>,
          confirmLabel: t('deleteEvent.confirm'),
          failed: t('deleteEvent.failed'),
          onConfirm: () => confirmDelete(deleting),
          onClose: events.closeDelete,
        }
      }
    >
      <MapCheckPanel mapId={map.mapId} />
    </ListScreen>
  );
}
