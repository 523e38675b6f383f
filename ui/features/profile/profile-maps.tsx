import { useTranslation } from 'react-i18next';
import type { Profile } from '@src/contract/user';
import { Icon } from '@ui/components/icon';
import { MapPicture, PRIORITY_PICTURES } from '@ui/components/map-picture';
import { usePlayMap } from '@ui/hooks/use-play-map';
import styles from './profile.module.css';

/**
 * The picture's width in the profile's grid of cards of at least 240 px, on a page at most 980 px wide: one column
 * below about 600 px of viewport, two below about 900, then three of at most 300 px. Close is enough (MapPicture).
 */
const PROFILE_MAP_SIZES = '(max-width: 599px) calc(100vw - 90px), (max-width: 899px) calc(50vw - 70px), 300px';

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
          {maps.map((map, index) => (
            <li key={map.mapid} className={`paper ${styles.mapCard}`}>
              <MapPicture
                mapImage={map.mapImage}
                className={styles.mapImage}
                sizes={PROFILE_MAP_SIZES}
                priority={index < PRIORITY_PICTURES}
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
