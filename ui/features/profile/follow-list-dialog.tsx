import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@src/api/errors';
import { getFollowList, type FollowList, type FollowListKind } from '@src/api/user';
import { useSession } from '@src/state/session';
import { AlertArea } from '@ui/components/alert-area';
import { Avatar } from '@ui/components/avatar';
import { Dialog } from '@ui/components/dialog';
import { LoadingPanel } from '@ui/components/loading-panel';
import { FollowButton } from './follow-button';
import styles from './profile.module.css';

type Entries = FollowList['users'];

/** Rows asked per call (the server allows up to 100). */
const PAGE_SIZE = 50;

interface FollowListDialogProps {
  kind: FollowListKind;
  username: string;
  onClose: (changed: boolean) => void;
  /** Opens another player's profile. */
  onVisit: (username: string) => void;
}

/** Followers or followed players of one profile, each with a follow / unfollow button. */
export function FollowListDialog({ kind, username, onClose, onVisit }: FollowListDialogProps) {
  const { t } = useTranslation('profile');
  const me = useSession((state) => state.userName);
  const [entries, setEntries] = useState<Entries | null>(null);
  const [total, setTotal] = useState(0);
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    getFollowList(kind, username, { limit: PAGE_SIZE, offset: 0 }).then(
      (page) => {
        if (!current) return;
        setEntries(page.users);
        setTotal(page.total);
      },
      (error: unknown) => current && setLoadError(toApiError(error).message),
    );
    return () => {
      current = false;
    };
  }, [kind, username, attempt]);

  const retry = () => {
    setLoadError(null);
    setAttempt((count) => count + 1);
  };

  const loadMore = async () => {
    if (!entries) return;
    setLoadingMore(true);
    setActionError(null);
    try {
      const page = await getFollowList(kind, username, { limit: PAGE_SIZE, offset: entries.length });
      // Someone may have followed meanwhile and shifted the pages: skip names already listed.
      const listed = new Set(entries.map((entry) => entry.username));
      setEntries([...entries, ...page.users.filter((entry) => !listed.has(entry.username))]);
      setTotal(page.total);
    } catch (error) {
      setActionError(t('lists.failed', { message: toApiError(error).message }));
    } finally {
      setLoadingMore(false);
    }
  };

  const followed = (error: string | null) => {
    if (error === null) setChanged(true);
    setActionError(error);
  };

  return (
    <Dialog open title={t(`lists.${kind}`)} onClose={() => onClose(changed)}>
      <AlertArea>{actionError}</AlertArea>
      {loadError ? (
        <AlertArea>
          <p>{t('lists.failed', { message: loadError })}</p>
          <button type="button" className="btn btn--sea" onClick={retry}>
            {t('common:actions.retry')}
          </button>
        </AlertArea>
      ) : entries === null ? (
        <LoadingPanel />
      ) : entries.length === 0 ? (
        <p className={styles.empty}>{t(`lists.empty.${kind}`)}</p>
      ) : (
        <ul className={styles.followList}>
          {entries.map((entry) => (
            <li key={entry.username} className={styles.followRow}>
              <Avatar name={entry.username} picture={entry.profileImage} size="small" decorative />
              <button type="button" className={styles.followName} onClick={() => onVisit(entry.username)}>
                {entry.username} <span className={styles.followLevel}>{t('common:level', { lvl: entry.lvl })}</span>
              </button>
              {entry.username !== me && (
                <FollowButton compact username={entry.username} isFollowing={entry.isFollowing} onDone={followed} />
              )}
            </li>
          ))}
        </ul>
      )}
      {entries && entries.length < total && (
        <button
          type="button"
          className={`btn btn--block ${styles.more}`}
          onClick={() => void loadMore()}
          disabled={loadingMore}
        >
          {loadingMore ? t('common:loading') : t('lists.more', { shown: entries.length, total })}
        </button>
      )}
    </Dialog>
  );
}
