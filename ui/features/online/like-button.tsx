import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { shownLike, socialStore, useSocial } from '@src/state/social/social-store';
import { useSession } from '@src/state/session';
import { Icon } from '@ui/components/icon';
import styles from './online.module.css';

interface LikeButtonProps {
  mapId: number;
  mapName: string;
  /** The heart as the list of maps showed it. */
  liked: boolean;
  likes: number;
}

/**
 * The heart of a map card: the social store flips it at once and settles it on the server's answer, or flips it back
 * and says so (spec 4). Visitors are sent to sign in (spec 5).
 */
export function LikeButton({ mapId, mapName, liked, likes }: LikeButtonProps) {
  const { t } = useTranslation('online');
  const navigate = useNavigate();
  const signedIn = useSession((state) => state.token !== null);
  const like = shownLike(
    useSocial((state) => state.likes.get(mapId)),
    { liked, likes },
  );

  const toggle = () => {
    if (signedIn) void socialStore.getState().toggleLike(mapId, { liked, likes });
    else navigate('/login');
  };

  return (
    <button
      type="button"
      className={`${styles.like} ${like.liked ? styles.liked : ''}`}
      aria-pressed={like.liked}
      aria-label={t('like.label', { name: mapName, count: like.likes })}
      onClick={toggle}
    >
      <Icon name="heart" size={22} />
      <span aria-hidden="true">{like.likes}</span>
    </button>
  );
}
