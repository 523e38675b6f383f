import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toggleMapLike } from '@src/api/maps';
import { noticesStore } from '@src/state/notices';
import { useSession } from '@src/state/session';
import { Icon } from '@ui/components/icon';
import styles from './online.module.css';

interface LikeButtonProps {
  mapId: number;
  mapName: string;
  liked: boolean;
  likes: number;
}

/**
 * The heart of a map card. It flips at once and settles on the server's answer; if the call fails it flips back and
 * says so (spec 4). Visitors are sent to sign in (spec 5).
 */
export function LikeButton({ mapId, mapName, liked: likedAtFirst, likes: likesAtFirst }: LikeButtonProps) {
  const { t } = useTranslation('online');
  const navigate = useNavigate();
  const signedIn = useSession((state) => state.token !== null);
  const [like, setLike] = useState({ liked: likedAtFirst, likes: likesAtFirst });
  const [busy, setBusy] = useState(false);

  const toggle = async () => {
    if (!signedIn) {
      navigate('/login');
      return;
    }
    if (busy) return;
    const before = like;
    setLike({ liked: !before.liked, likes: Math.max(0, before.likes + (before.liked ? -1 : 1)) });
    setBusy(true);
    try {
      setLike(await toggleMapLike(mapId));
    } catch {
      setLike(before);
      noticesStore.getState().push('error', 'online:like.failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={`${styles.like} ${like.liked ? styles.liked : ''}`}
      aria-pressed={like.liked}
      aria-label={t('like.label', { name: mapName, count: like.likes })}
      onClick={() => void toggle()}
    >
      <Icon name="heart" size={22} />
      <span aria-hidden="true">{like.likes}</span>
    </button>
  );
}
