import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { deleteMap, getOwnMaps } from '@src/api/maps';
import { toApiError } from '@src/api/errors';
import type { OwnMap } from '@src/contract/maps';
import { noticesStore } from '@src/state/notices';
import { ConfirmDialog } from '@ui/components/ConfirmDialog';
import { Icon } from '@ui/components/Icon';
import { FilteredList } from '@ui/components/FilteredList';
import { EmptyNote, FailedNote } from '@ui/components/ListNotes';
import { LoadingPanel } from '@ui/components/LoadingPanel';
import { PageSign } from '@ui/components/PageSign';
import { SearchBox } from '@ui/components/SearchBox';
import { usePlayMap } from '@ui/hooks/usePlayMap';
import { useRemoteList } from '@ui/hooks/useRemoteList';
import { MapFormDialog } from './MapFormDialog';
import { OwnMapCard } from './OwnMapCard';
import { rememberSelectedMap } from './selectedMap';
import styles from './mapCreator.module.css';

const mapIdOf = (map: OwnMap) => map.mapid;

/** The map form: a new map, or one of the player's maps. */
type Editing = { map: OwnMap | null } | null;

/** /map_creator: the player's own maps, with search, create, edit, delete, play and the way to their events. */
export function MapCreatorScreen() {
  const { t } = useTranslation('creator');
  const navigate = useNavigate();
  const playMap = usePlayMap();
  const { state, reload, upsert, remove } = useRemoteList(getOwnMaps, mapIdOf);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<OwnMap | null>(null);

  const openEvents = (map: OwnMap) => {
    rememberSelectedMap(map);
    navigate('/map_creator/event_creator');
  };

  const confirmDelete = async (map: OwnMap) => {
    await deleteMap(map.mapid);
    remove(map.mapid);
    setDeleting(null);
    noticesStore.getState().push('success', 'creator:maps.deleted', { name: map.name });
  };

  const onSaved = (map: OwnMap, created: boolean) => {
    upsert(map);
    setEditing(null);
    noticesStore.getState().push('success', created ? 'creator:mapForm.created' : 'creator:mapForm.saved', { name: map.name });
  };

  const newMapButton = (
    <button type="button" className="btn btn--primary" onClick={() => setEditing({ map: null })}>
      <Icon name="plus" />
      {t('maps.new')}
    </button>
  );

  return (
    <div className={styles.page}>
      <PageSign
        title={t('maps.title')}
        intro={t('maps.intro')}
        actions={
          <>
            {newMapButton}
            <Link to="/item_creator" className="btn btn--night">
              <Icon name="bag" />
              {t('maps.toItems')}
            </Link>
          </>
        }
      >
        <SearchBox label={t('maps.search')} value={search} onChange={setSearch} />
      </PageSign>

      {state.status === 'loading' && <LoadingPanel label={t('maps.loading')} />}
      {state.status === 'failed' && <FailedNote title={t('maps.loadFailed')} reason={state.message} onRetry={reload} />}
      {state.status === 'ready' && (
        <FilteredList
          items={state.items}
          search={search}
          textOf={(map) => map.name}
          keyOf={mapIdOf}
          label={t('maps.listLabel')}
          count={(count) => t('maps.count', { count })}
          noMatch={(text) => t('maps.noMatch', { search: text })}
          empty={
            <EmptyNote icon="map" action={newMapButton}>
              {t('maps.empty')}
            </EmptyNote>
          }
          listClassName={styles.grid}
          render={(map) => (
            <OwnMapCard
              map={map}
              onPlay={() => playMap(map.mapid)}
              onEdit={() => setEditing({ map })}
              onEvents={() => openEvents(map)}
              onDelete={() => setDeleting(map)}
            />
          )}
        />
      )}

      {editing && <MapFormDialog map={editing.map} onClose={() => setEditing(null)} onSaved={onSaved} />}
      {deleting && (
        <ConfirmDialog
          title={t('deleteMap.title')}
          message={<p>{t('deleteMap.message', { name: deleting.name })}</p>}
          confirmLabel={t('deleteMap.confirm')}
          onConfirm={() => confirmDelete(deleting)}
          failure={(error) => (
            <>
              <p>{t('deleteMap.failed')}</p>
              <p>{toApiError(error).message}</p>
            </>
          )}
          onClose={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
