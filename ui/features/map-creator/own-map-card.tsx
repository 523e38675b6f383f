import { useTranslation } from 'react-i18next';
import type { OwnMap } from '@src/contract/maps';
import { Icon, type IconName } from '@ui/components/icon';
import { MapPostcard, PostcardFact } from '@ui/components/map-postcard';
import styles from './map-creator.module.css';

interface OwnMapCardProps {
  map: OwnMap;
  onPlay: () => void;
  onEdit: () => void;
  onEvents: () => void;
  onDelete: () => void;
  onExport: () => void;
  onVersions: () => void;
}

/** One of the player's maps: 'id.name', its picture and description, and what can be done with it. */
export function OwnMapCard({ map, onPlay, onEdit, onEvents, onDelete, onExport, onVersions }: OwnMapCardProps) {
  const { t } = useTranslation('creator');
  const name = map.name;
  return (
    <MapPostcard
      title={t('maps.cardTitle', { id: map.mapid, name })}
      mapImage={map.mapImage}
      description={map.description}
      noDescription={t('maps.noDescription')}
      difficulty={map.difficulty}
      tags={map.tags}
      badge={
        <span className={`${styles.badge} ${map.published ? styles.public : styles.private}`}>
          <Icon name={map.published ? 'globe' : 'lock'} size={16} />
          {t(map.published ? 'maps.public' : 'maps.private')}
        </span>
      }
      facts={
        <>
          <PostcardFact icon="heart" value={map.likes} text={t('maps.likes', { count: map.likes })} />
          <PostcardFact icon="play" value={map.num_players} text={t('maps.plays', { count: map.num_players })} />
        </>
      }
      actions={
        <>
          <button type="button" className="btn btn--primary" onClick={onPlay} aria-label={t('maps.playMap', { name })}>
            <Icon name="play" />
            {t('maps.play')}
          </button>
          <button type="button" className="btn btn--sea" onClick={onEvents} aria-label={t('maps.eventsOf', { name })}>
            <Icon name="list" />
            {t('maps.events')}
          </button>
        </>
      }
      tools={
        <>
          <CardTool icon="pencil" onClick={onEdit} label={t('maps.editMap', { name })} title={t('maps.edit')} />
          <CardTool icon="download" onClick={onExport} label={t('maps.exportMap', { name })} title={t('maps.export')} />
          <CardTool
            icon="undo"
            onClick={onVersions}
            label={t('maps.versionsOf', { name })}
            title={t('maps.versions')}
          />
          <CardTool
            icon="trash"
            onClick={onDelete}
            label={t('maps.deleteMap', { name })}
            title={t('maps.delete')}
            danger
          />
        </>
      }
    />
  );
}

interface CardToolProps {
  icon: IconName;
  onClick: () => void;
  /** The accessible name, which names the map. */
  label: string;
  /** The short tooltip. */
  title: string;
  danger?: boolean;
}

/** An icon button in the card's corner. */
function CardTool({ icon, onClick, label, title, danger = false }: CardToolProps) {
  return (
    <button
      type="button"
      className={danger ? 'btn btn--icon btn--danger' : 'btn btn--icon'}
      onClick={onClick}
      aria-label={label}
      title={title}
    >
      <Icon name={icon} />
    </button>
  );
}
