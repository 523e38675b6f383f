import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { bannerUrl } from '@src/api/assets';
import type { FollowListKind, ProfileUpdateResult } from '@src/api/user';
import type { Profile } from '@src/contract/user';
import { noticesStore } from '@src/state/notices';
import { sessionStore, useSession } from '@src/state/session';
import { shownFollow, useSocial } from '@src/state/social/social-store';
import { AlertArea } from '@ui/components/alert-area';
import { Avatar } from '@ui/components/avatar';
import { ExpBar } from '@ui/components/exp-bar';
import { FallbackImage } from '@ui/components/fallback-image';
import { Icon } from '@ui/components/icon';
import { LevelStar } from '@ui/components/level-star';
import { LoadingPanel } from '@ui/components/loading-panel';
import { EditProfileDialog } from './edit-profile-dialog';
import { ReportButton } from '@ui/components/report-button';
import { FollowButton } from './follow-button';
import { FollowListDialog } from './follow-list-dialog';
import { ProfileCustomSkins } from './profile-custom-skins';
import { ProfileMaps } from './profile-maps';
import { useProfile } from './use-profile';
import styles from './profile.module.css';

export function ProfileView({ username }: { username: string }) {
  const { t } = useTranslation('profile');
  const { state, reload, patch } = useProfile(username);

  if (state.status === 'loading') return <LoadingPanel label={t('loading')} />;
  if (state.status === 'failed') {
    return (
      <section className={`sign ${styles.failed}`}>
        <h1>{t(state.notFound ? 'notFound.title' : 'failed.title')}</h1>
        <AlertArea>{t(state.notFound ? 'notFound.body' : 'failed.body')}</AlertArea>
        {state.notFound ? (
          <Link to="/" className="btn btn--primary">
            {t('common:actions.home')}
          </Link>
        ) : (
          <button type="button" className="btn btn--primary" onClick={() => reload()}>
            {t('common:actions.retry')}
          </button>
        )}
      </section>
    );
  }
  return <ProfileDetails profile={state.profile} reload={reload} patch={patch} />;
}

/** What of a profile can be reported: its name, picture and banner. */
const PROFILE_FIELDS = ['user_name', 'user_picture', 'user_banner'] as const;

interface ProfileDetailsProps {
  profile: Profile;
  reload: (quietly?: boolean) => void;
  patch: (change: Partial<Profile>) => void;
}

function ProfileDetails({ profile, reload, patch }: ProfileDetailsProps) {
  const { t } = useTranslation('profile');
  const me = useSession((state) => state.userName);
  const isOwner = me !== null && me === profile.userName;
  const [openList, setOpenList] = useState<FollowListKind | null>(null);
  const [editing, setEditing] = useState(false);
  const [followError, setFollowError] = useState<string | null>(null);
  const isFollowing = shownFollow(
    useSocial((state) => state.follows.get(profile.userName)),
    profile.isFollowing,
  );
  // The profile counted its followers before the player's own follow or unfollow (if any) since it loaded.
  const followers = profile.followers + (isFollowing === profile.isFollowing ? 0 : isFollowing ? 1 : -1);

  const onSaved = (result: ProfileUpdateResult) => {
    patch({ banner: result.banner, profileImage: result.profileImage });
    sessionStore.getState().update({ banner: result.banner, profilePic: result.profileImage });
    noticesStore.getState().push('success', 'profile:edit.saved');
    setEditing(false);
  };

  return (
    <div className={styles.page}>
      <section className={`sign ${styles.card}`} aria-labelledby="profile-name">
        <div className={styles.banner}>
          <FallbackImage
            src={bannerUrl(profile.banner)}
            alt=""
            className={styles.bannerImage}
            fallback={<span className={styles.bannerFallback} />}
          />
        </div>
        <div className={styles.identity}>
          <Avatar name={profile.userName} picture={profile.profileImage} size="large" decorative />
          <div className={styles.nameBlock}>
            <h1 id="profile-name" className={styles.name}>
              {profile.userName}
            </h1>
            <div className={styles.levelRow}>
              <LevelStar lvl={profile.lvl} />
              <ExpBar exp={profile.exp} lvl={profile.lvl} />
            </div>
          </div>
          {isOwner && (
            <Link
              to="/notices"
              className={`btn btn--icon btn--night ${styles.settingsLink} ${styles.noticesLink}`}
              aria-label={t('moderation:notices.title')}
            >
              <Icon name="mail" />
            </Link>
          )}
          {isOwner && (
            <Link
              to="/acc_settings"
              className={`btn btn--icon btn--night ${styles.settingsLink}`}
              aria-label={t('settingsLink')}
            >
              <Icon name="settings" />
            </Link>
          )}
        </div>
        <div className={styles.counts}>
          {(['followers', 'following'] as const).map((kind) => (
            <button key={kind} type="button" className={`paper ${styles.count}`} onClick={() => setOpenList(kind)}>
              <span className={styles.countNumber}>{kind === 'followers' ? followers : profile.following}</span>{' '}
              <span>{t(`counts.${kind}`)}</span>
            </button>
          ))}
        </div>
        <div className={styles.actions}>
          {isOwner ? (
            <button type="button" className="btn btn--primary btn--block" onClick={() => setEditing(true)}>
              <Icon name="pencil" />
              {t('edit.open')}
            </button>
          ) : (
            <>
              <FollowButton username={profile.userName} isFollowing={profile.isFollowing} onDone={setFollowError} />
              <ReportButton
                targetKinds={PROFILE_FIELDS}
                targetId={profile.userId}
                subject={profile.userName}
                signedIn={me !== null}
              />
            </>
          )}
          <AlertArea>{followError}</AlertArea>
        </div>
      </section>

      <ProfileMaps maps={profile.maps} />
      <ProfileCustomSkins username={profile.userName} isOwner={isOwner} />

      {openList && (
        <FollowListDialog
          kind={openList}
          username={profile.userName}
          onVisit={(username) => sessionStore.getState().update({ usernameToVisit: username })}
          onClose={(changed) => {
            setOpenList(null);
            if (changed) reload(true);
          }}
        />
      )}
      {editing && (
        <EditProfileDialog
          currentBanner={profile.banner}
          currentPicture={profile.profileImage}
          onClose={() => setEditing(false)}
          onSaved={onSaved}
        />
      )}
    </div>
  );
}
