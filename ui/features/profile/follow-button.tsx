import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { shownFollow, socialStore, useSocial } from '@src/state/social/social-store';
import { useSession } from '@src/state/session';

interface FollowButtonProps {
  username: string;
  /** Whether the player follows them, as the profile or the list showed it. */
  isFollowing: boolean;
  /** Hears how a press ended: null once followed or unfollowed, else the text saying why not. */
  onDone: (error: string | null) => void;
  compact?: boolean;
}

/** Follow / Unfollow through the social store; visitors are sent to sign in (following needs an account). */
export function FollowButton({ username, isFollowing: listed, onDone, compact = false }: FollowButtonProps) {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const signedIn = useSession((state) => state.token !== null);
  const isFollowing = shownFollow(
    useSocial((state) => state.follows.get(username)),
    listed,
  );
  const busy = useSocial((state) => state.followsSending.has(username));

  const toggle = async () => {
    if (!signedIn) {
      navigate('/login');
      return;
    }
    const error = await socialStore.getState().toggleFollow(username, listed);
    onDone(error === null ? null : t('follow.failed', { message: error }));
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
