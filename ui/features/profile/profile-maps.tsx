import { useTranslation } from 'react-i18next';
import { DEFAULT_MAP_IMAGE, mapPictureUrl } from '@src/api/assets';
import type { Profile } from '@src/contract/user';
import { FallbackImage } from '@ui/components/fallback-image';
import { Icon } from '@ui/components/icon';
import { usePlayMap } from '@ui/hooks/use-play-map';
import styles from './profile.module.css';

/** The maps a player has made, as postcards. */
export function ProfileMaps({ maps }: { maps: Profile['maps'] }) {
  const { t } = useTranslation('profile');
  const play = usePlayMap();
  return (
    <section className={`sign ${styles.mapsSection}`} aria-labelledby="profile-maps-title">
      <h2 id="profile-maps-title">{t('maps.title')}</h2>
      {maps.length === 0 ? (
        <p className={`paper ${styles.empty}`}>{t('maps.empty')}</p>
      ) : (
        <ul className={styles.maps}>
          {maps.map((map) => (
            <li key={map.mapid} className={`paper ${styles.mapCard}`}>
              <FallbackImage
                src={mapPictureUrl(map.mapImage)}
                alt=""
                className={styles.mapImage}
                fallback={<img src={DEFAULT_MAP_IMAGE} alt="" className={styles.mapImage} />}
              />
              <h3 className={styles.mapName}>{map.name}</h3>
              {map.description && <p className={styles.mapDescription}>{map.description}</p>}
              <p className={styles.mapFacts}>
                <span>
                  <Icon name="heart" size={18} /> {t('maps.likes', { value: map.likes })}
                </span>
                <span>
                  <Icon name="play" size={18} /> {t('maps.plays', { value: map.num_players })}
                </span>
                <span>
                  <Icon name="star" size={18} /> {t('maps.difficulty', { value: map.difficulty })}
                </span>
              </p>
              <button
                type="button"
                className={`btn btn--primary ${styles.mapPlay}`}
                onClick={() => play(map.mapid)}
                aria-label={t('maps.playMap', { name: map.name })}
              >
                <Icon name="play" />
                {t('maps.play')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
