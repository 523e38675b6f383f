import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { verifyEmail, type VerifyEmailResult } from '@src/api/auth';
import { toApiError } from '@src/api/errors';
import { AlertArea } from '@ui/components/alert-area';
import { LoadingPanel } from '@ui/components/loading-panel';
import { AuthCard } from './auth-card';
import { ResendVerification } from './resend-verification';
import styles from './auth.module.css';

type Outcome = 'checking' | 'verified' | 'expired' | 'used' | 'invalid' | 'failed';

const outcomeByCode: Record<string, Outcome> = {
  VERIFY_TOKEN_EXPIRED: 'expired',
  VERIFY_TOKEN_USED: 'used',
  VERIFY_TOKEN_INVALID: 'invalid',
  VALIDATION_ERROR: 'invalid',
};

/**
 * Tokens are single-use, so each one is sent once per page load even if the screen mounts twice (React's strict mode,
 * or the player coming back to it).
 */
const verifications = new Map<string, Promise<VerifyEmailResult>>();
function verifyOnce(token: string): Promise<VerifyEmailResult> {
  let pending = verifications.get(token);
  if (!pending) {
    pending = verifyEmail(token);
    verifications.set(token, pending);
  }
  return pending;
}

/** /verify-email?token=…: the link of the verification mail. */
export function VerifyEmailScreen() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>(token ? 'checking' : 'invalid');
  const [failure, setFailure] = useState('');

  const check = useCallback(() => {
    if (!token) return () => undefined;
    let current = true;
    setOutcome('checking');
    verifyOnce(token).then(
      () => current && setOutcome('verified'),
      (error: unknown) => {
        verifications.delete(token);
        if (!current) return;
        const apiError = toApiError(error);
        setFailure(apiError.message);
        setOutcome(outcomeByCode[apiError.code] ?? 'failed');
      },
    );
    return () => {
      current = false;
    };
  }, [token]);

  useEffect(check, [check]);

  const loginLink = (
    <Link to="/login" className="btn btn--primary">
      {t('verify.toLogin')}
    </Link>
  );

  return (
    <AuthCard title={t('verify.title')}>
      {outcome === 'checking' && <LoadingPanel label={t('verify.checking')} />}
      <div className={styles.outcome}>
        {outcome === 'verified' && (
          <>
            <AlertArea tone="success">{t('verify.verified')}</AlertArea>
            {loginLink}
          </>
        )}
        {outcome === 'used' && (
          <>
            <AlertArea tone="info">{t('verify.used')}</AlertArea>
            {loginLink}
          </>
        )}
        {outcome === 'invalid' && (
          <>
            <AlertArea>{t('verify.invalid')}</AlertArea>
            <Link to="/register" className="btn btn--sea">
              {t('verify.toRegister')}
            </Link>
          </>
        )}
        {outcome === 'failed' && (
          <>
            <AlertArea>{failure}</AlertArea>
            <button type="button" className="btn btn--sea" onClick={check}>
              {t('verify.retry')}
            </button>
          </>
        )}
      </div>
      {outcome === 'expired' && (
        <>
          <AlertArea>{t('verify.expired')}</AlertArea>
          <ResendVerification />
        </>
      )}
    </AuthCard>
  );
}
