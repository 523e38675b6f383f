import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { deleteMap, getOwnMaps } from '@src/api/maps';
import type { OwnMap } from '@src/contract/maps';
import { noticesStore } from '@src/state/notices';
import { Icon } from '@ui/components/icon';
import { listTexts } from '@ui/components/filtered-list';
import { ListScreen } from '@ui/components/list-screen';
import { usePlayMap } from '@ui/hooks/use-play-map';
import { useEditableList } from '@ui/hooks/use-editable-list';
import { MapFormDialog } from './map-form-dialog';
import { MapVersionsDialog } from './map-versions-dialog';
import { OwnMapCard } from './own-map-card';
import { useMapFiles } from './use-map-files';
import { rememberSelectedMap } from '@src/state/selected-map';
import styles from './map-creator.module.css';

const mapIdOf = (map: OwnMap) => map.mapid;

/** /map_creator: the player's own maps, with search, create, edit, delete, play and the way to their events. */
export function MapCreatorScreen() {
  const { t } = useTranslation('creator');
  const navigate = useNavigate();
  const playMap = usePlayMap();
  const list = useEditableList(getOwnMaps, mapIdOf);
  const { editing, deleting } = list;
  const files = useMapFiles((map) => list.saved(map));
  const [versionsOf, setVersionsOf] = useState<OwnMap | null>(null);

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

  return (
    <ListScreen
      className={styles.page}
      title={t('maps.title')}
      intro={t('maps.intro')}
      create={{ label: t('maps.new'), onClick: () => list.openForm(null) }}
      links={
        <>
          <Link to="/item_creator" className="btn btn--night">
            <Icon name="bag" />
            {t('maps.toItems')}
          </Link>
          <button type="button" className="btn btn--night" onClick={files.choose} disabled={files.busy}>
            <Icon name="upload" />
            {files.busy ? t('mapFile.importing') : t('mapFile.import')}
          </button>
          <input
            ref={files.picker}
            type="file"
            accept=".json,application/json"
            hidden
            aria-hidden="true"
            tabIndex={-1}
            onChange={(event) => files.onPicked(event.target.files)}
          />
        </>
      }
      search={{ label: t('maps.search'), value: list.search, onChange: list.setSearch }}
      list={{
        source: list,
        texts: listTexts(t, 'maps'),
        textOf: (map) => map.name,
        keyOf: mapIdOf,
        listClassName: styles.grid,
        render: (map) => (
          <OwnMapCard
            map={map}
            onPlay={() => playMap(map.mapid)}
            onEdit={() => list.openForm(map)}
            onEvents={() => openEvents(map)}
            onDelete={() => list.askDelete(map)}
            onExport={() => void files.exportMap(map)}
            onVersions={() => setVersionsOf(map)}
          />
        ),
      }}
      empty={{ icon: 'map', text: t('maps.empty') }}
      form={
        <>
          {editing && <MapFormDialog map={editing.entry} onClose={list.closeForm} onSaved={onSaved} />}
          {versionsOf && (
            <MapVersionsDialog map={versionsOf} onClose={() => setVersionsOf(null)} onRestored={list.saved} />
          )}
        </>
      }
      deletion={
        deleting && {
          title: t('deleteMap.title'),
          message: <p>{t('deleteMap.message', { name: deleting.name })}</p>,
          confirmLabel: t('deleteMap.confirm'),
          failed: t('deleteMap.failed'),
          onConfirm: () => confirmDelete(deleting),
          onClose: list.closeDelete,
        }
      }
    />
  );
}
