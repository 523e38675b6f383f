import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { login, loginWithGoogle } from '@src/api/auth';
import { toApiError } from '@src/api/errors';
import { sessionEndedIn } from '@src/api/session-end';
import type { SessionResponse } from '@src/contract/auth';
import { sessionStore, type SignInMethod } from '@src/state/session';
import { AlertArea } from '@ui/components/alert-area';
import { FormField } from '@ui/components/form-field';
import { AuthCard } from './auth-card';
import { GoogleSignIn } from './google-sign-in';
import { ResendVerification } from './resend-verification';

interface Failure {
  text: string;
  /** The account exists but its e-mail is not verified yet: offer a new mail. */
  unverified: boolean;
}

export function LoginScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  // The server ended the session (src/app/session-expiry.ts): say why before asking to sign in again.
  const sessionEnded = sessionEndedIn(useLocation().state);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);

  /** Runs one sign-in attempt; on success the session is stored (selected character 1) and the player goes home. */
  const attempt = async (method: SignInMethod, call: () => Promise<SessionResponse>, failureKey: string) => {
    setBusy(true);
    setFailure(null);
    try {
      sessionStore.getState().signIn(await call(), method);
      navigate('/', { replace: true });
    } catch (error) {
      const apiError = toApiError(error);
      setFailure({
        text: t(failureKey, { message: apiError.message }),
        unverified: apiError.code === 'EMAIL_NOT_VERIFIED',
      });
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void attempt('password', () => login({ email: email.trim(), password }), 'login.failed');
  };

  return (
    <AuthCard
      title={t('login.title')}
      intro={t('login.intro')}
      footer={
        <p>
          {t('login.noAccount')} <Link to="/register">{t('login.toRegister')}</Link>
        </p>
      }
    >
      <AlertArea tone="info">{sessionEnded && !failure && t(`login.sessionEnded.${sessionEnded}`)}</AlertArea>
      <form onSubmit={submit}>
        <FormField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <FormField
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <AlertArea>{failure?.text}</AlertArea>
        <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
          {busy ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
      {failure?.unverified && <ResendVerification email={email.trim()} />}
      <GoogleSignIn
        onCredential={(credential) => void attempt('google', () => loginWithGoogle(credential), 'login.googleFailed')}
        onFailure={() => setFailure({ text: t('login.googleUnavailable'), unverified: false })}
      />
    </AuthCard>
  );
}
