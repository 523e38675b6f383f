import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BrowseMap } from '@src/contract/maps';
import { sessionStore, useSession } from '@src/state/session';
import { Avatar } from '@ui/components/avatar';
import { Icon } from '@ui/components/icon';
import { MapPostcard, PostcardFact } from '@ui/components/map-postcard';
import { ReportButton } from '@ui/components/report-button';
import { usePlayMap } from '@ui/hooks/use-play-map';
import { LikeButton } from './like-button';
import { RemixButton } from './remix-button';
import styles from './online.module.css';

/** A community map: picture, name, creator, its credit, difficulty, plays, the like heart, Play, Remix and Report. */
export function BrowseMapCard({ map, priority = false }: { map: BrowseMap; priority?: boolean }) {
  const { t } = useTranslation('online');
  const play = usePlayMap();
  const userName = useSession((state) => state.userName);
  const signedIn = useSession((state) => state.token !== null);
  const own = signedIn && map.username === userName;

  return (
    <MapPostcard
      title={map.name}
      mapImage={map.mapImage}
      priority={priority}
      description={map.description}
      noDescription={t('card.noDescription')}
      difficulty={map.difficulty}
      tags={map.tags}
      credits={map.credits}
      byline={
        <Link
          to="/mi_perfil"
          className={styles.creator}
          onClick={() => sessionStore.getState().update({ usernameToVisit: map.username })}
        >
          <Avatar name={map.username} picture={map.profile_image} size="small" decorative />
          <span>
            <span className="visually-hidden">{t('card.by')} </span>
            {map.username}
          </span>
        </Link>
      }
      facts={
        <>
          <PostcardFact icon="play" value={map.num_players} text={t('card.plays', { count: map.num_players })} />
          <LikeButton mapId={map.mapid} mapName={map.name} liked={map.userHasLiked} likes={map.likes} />
        </>
      }
      actions={
        <>
          <button
            type="button"
            className="btn btn--primary btn--block"
            onClick={() => play(map.mapid)}
            aria-label={t('card.playMap', { name: map.name })}
          >
            <Icon name="play" />
            {t('card.play')}
          </button>
          {/* One's own map is neither remixed nor reported from here (the server refuses both). */}
          {map.remixable && !own && <RemixButton mapId={map.mapid} mapName={map.name} />}
          {!own && <ReportButton targetKinds={['map']} targetId={map.mapid} subject={map.name} signedIn={signedIn} />}
        </>
      }
    />
  );
}
