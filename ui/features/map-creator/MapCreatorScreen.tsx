import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { deleteMap, getOwnMaps } from '@src/api/maps';
import { toApiError } from '@src/api/errors';
import type { OwnMap } from '@src/contract/maps';
import { noticesStore } from '@src/state/notices';
import { ConfirmDialog } from '@ui/components/ConfirmDialog';
import { Icon } from '@ui/components/Icon';
import { FilteredList, listTexts } from '@ui/components/FilteredList';
import { EmptyNote } from '@ui/components/ListNotes';
import { PageSign } from '@ui/components/PageSign';
import { SearchBox } from '@ui/components/SearchBox';
import { usePlayMap } from '@ui/hooks/usePlayMap';
import { useEditableList } from '@ui/hooks/useEditableList';
import { MapFormDialog } from './MapFormDialog';
import { OwnMapCard } from './OwnMapCard';
import { rememberSelectedMap } from '@src/state/selected-map';
import styles from './mapCreator.module.css';

const mapIdOf = (map: OwnMap) => map.mapid;

/** /map_creator: the player's own maps, with search, create, edit, delete, play and the way to their events. */
export function MapCreatorScreen() {
  const { t } = useTranslation('creator');
  const navigate = useNavigate();
  const playMap = usePlayMap();
  const list = useEditableList(getOwnMaps, mapIdOf);
  const { editing, deleting } = list;

  const openEvents = (map: OwnMap) => {
    rememberSelectedMap(map);
    navigate('/map_creator/event_creator');
  };

  const confirmDelete = async (map: OwnMap) => {
    await deleteMap(map.mapid);
    list.deleted(map);
    noticesStore.getState().push('success', 'creator:maps.deleted', { name: map.name });
  };

  const onSaved = (map: OwnMap, created: boolean) => {
    list.saved(map);
    noticesStore
      .getState()
      .push('success', created ? 'creator:mapForm.created' : 'creator:mapForm.saved', { name: map.name });
  };

  const newMapButton = (
    <button type="button" className="btn btn--primary" onClick={() => list.openForm(null)}>
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
        <SearchBox label={t('maps.search')} value={list.search} onChange={list.setSearch} />
      </PageSign>

      <FilteredList
        source={list}
        texts={listTexts(t, 'maps')}
        textOf={(map) => map.name}
        keyOf={mapIdOf}
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
            onEdit={() => list.openForm(map)}
            onEvents={() => openEvents(map)}
            onDelete={() => list.askDelete(map)}
          />
        )}
      />

      {editing && <MapFormDialog map={editing.entry} onClose={list.closeForm} onSaved={onSaved} />}
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
          onClose={list.closeDelete}
        />
      )}
    </div>
  );
}
