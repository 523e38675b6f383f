import { useTranslation } from 'react-i18next';
import { useSession } from '@src/state/session';
import { SignInPrompt } from '@ui/components/sign-in-prompt';
import { useDocumentTitle } from '@ui/hooks/use-document-title';
import { ProfileView } from './profile-view';

/** /mi_perfil: the profile named by the stored usernameToVisit, else the player's own. */
export function ProfileScreen() {
  const { t } = useTranslation('profile');
  const username = useSession((state) => state.usernameToVisit ?? state.userName);
  useDocumentTitle(username ?? t('visitor.title'));
  if (!username) return <SignInPrompt title={t('visitor.title')} message={t('visitor.body')} />;
  // A new name mounts a fresh view, so it starts from "loading" instead of showing the previous player.
  return <ProfileView key={username} username={username} />;
}
