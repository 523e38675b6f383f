import { GoogleLogin, GoogleOAuthProvider } from '@react-oauth/google';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getAuthConfig } from '@src/api/auth';
import styles from './auth.module.css';

/** The server's Google client id, or null while asking and when Google sign-in is not configured. */
function useGoogleClientId(): string | null {
  const [clientId, setClientId] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    getAuthConfig().then(
      (config) => current && setClientId(config.googleClientId),
      // Without the answer the page simply offers no Google button; e-mail sign-in still works.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return clientId;
}

interface GoogleSignInProps {
  /** Receives Google's ID token, which the server verifies. */
  onCredential: (credential: string) => void;
  onFailure: () => void;
}

/**
 * Google's own button, only when the server has a client id: Google's script is loaded only then, and only on the
 * screens that show the button.
 */
export function GoogleSignIn({ onCredential, onFailure }: GoogleSignInProps) {
  const { t, i18n } = useTranslation('auth');
  const clientId = useGoogleClientId();
  if (!clientId) return null;
  return (
    <GoogleOAuthProvider clientId={clientId} locale={i18n.language}>
      <p className={styles.divider}>{t('login.or')}</p>
      <div className={styles.google}>
        <GoogleLogin
          onSuccess={({ credential }) => (credential ? onCredential(credential) : onFailure())}
          onError={onFailure}
          text="signin_with"
          shape="pill"
          size="large"
        />
      </div>
    </GoogleOAuthProvider>
  );
}
