import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toApiError } from '@src/api/errors';
import { toggleFollow } from '@src/api/user';
import { useSession } from '@src/state/session';

interface FollowButtonProps {
  username: string;
  isFollowing: boolean;
  onChange: (isFollowing: boolean) => void;
  onError: (message: string) => void;
  compact?: boolean;
}

/** Follow / Unfollow; visitors are sent to sign in (following needs an account). */
export function FollowButton({ username, isFollowing, onChange, onError, compact = false }: FollowButtonProps) {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const signedIn = useSession((state) => state.token !== null);
  const [busy, setBusy] = useState(false);

  const toggle = async () => {
    if (!signedIn) {
      navigate('/login');
      return;
    }
    setBusy(true);
    try {
      onChange(await toggleFollow(username));
    } catch (error) {
      onError(t('follow.failed', { message: toApiError(error).message }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={`btn ${isFollowing ? '' : 'btn--sea'} ${compact ? '' : 'btn--block'}`}
      onClick={() => void toggle()}
      disabled={busy}
      aria-label={t(isFollowing ? 'follow.unfollowUser' : 'follow.followUser', { username })}
    >
      {t(isFollowing ? 'follow.unfollow' : 'follow.follow')}
    </button>
  );
}
