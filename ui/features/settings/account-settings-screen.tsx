import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { noticesStore } from '@src/state/notices';
import { sessionStore, useSession } from '@src/state/session';
import { Icon } from '@ui/components/icon';
import { SignInPrompt } from '@ui/components/sign-in-prompt';
import { useDocumentTitle } from '@ui/hooks/use-document-title';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountDialog } from './delete-account-dialog';
import { SpendingLimitForm } from './spending-limit-form';
import styles from './settings.module.css';

/** /acc_settings: change password, the monthly spending limit, log out, delete the account. */
export function AccountSettingsScreen() {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const signedIn = useSession((state) => state.token !== null);
  const [deleting, setDeleting] = useState(false);
  useDocumentTitle(t('title'));

  if (!signedIn) return <SignInPrompt title={t('title')} message={t('visitor')} />;

  /** Leaves the account behind: storage cleared, back to the main menu with a word about what happened. */
  const leave = (noticeKey: string) => {
    sessionStore.getState().signOut();
    noticesStore.getState().push('info', noticeKey);
    navigate('/', { replace: true });
  };

  return (
    <section className={`sign ${styles.page}`} aria-labelledby="settings-title">
      <h1 id="settings-title">{t('title')}</h1>
      <ChangePasswordForm />
      <SpendingLimitForm />
      <section className={`paper ${styles.section}`} aria-labelledby="session-title">
        <h2 id="session-title">{t('session.title')}</h2>
        <p>{t('session.body')}</p>
        <button type="button" className="btn btn--night" onClick={() => leave('settings:session.done')}>
          <Icon name="logout" />
          {t('session.logout')}
        </button>
      </section>
      <section className={`paper ${styles.section} ${styles.danger}`} aria-labelledby="delete-title">
        <h2 id="delete-title">{t('delete.heading')}</h2>
        <p>{t('delete.body')}</p>
        <button type="button" className="btn btn--danger" onClick={() => setDeleting(true)}>
          {t('delete.open')}
        </button>
      </section>
      {deleting && (
        <DeleteAccountDialog onClose={() => setDeleting(false)} onDeleted={() => leave('settings:delete.done')} />
      )}
    </section>
  );
}
