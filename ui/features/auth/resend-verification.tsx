import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { resendVerification } from '@src/api/auth';
import { toApiError } from '@src/api/errors';
import { AlertArea } from '@ui/components/alert-area';
import { FormField } from '@ui/components/form-field';
import styles from './auth.module.css';

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; message: string };

interface ResendVerificationProps {
  /** With an address already typed (the login form) only the button shows; otherwise the player types it. */
  email?: string;
}

/** Asks for a new verification mail. */
export function ResendVerification({ email: knownEmail }: ResendVerificationProps) {
  const { t } = useTranslation('auth');
  const [typedEmail, setTypedEmail] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setStatus({ kind: 'sending' });
    try {
      await resendVerification((knownEmail ?? typedEmail).trim());
      setStatus({ kind: 'sent' });
    } catch (error) {
      setStatus({ kind: 'failed', message: toApiError(error).message });
    }
  };

  return (
    <form onSubmit={send}>
      {knownEmail === undefined && (
        <FormField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
          value={typedEmail}
          onChange={(event) => setTypedEmail(event.target.value)}
        />
      )}
      <div className={styles.resend}>
        <button type="submit" className="btn btn--sea" disabled={status.kind === 'sending' || status.kind === 'sent'}>
          {status.kind === 'sending' ? t('resend.sending') : t('resend.button')}
        </button>
      </div>
      <AlertArea tone="success">{status.kind === 'sent' && t('resend.sent')}</AlertArea>
      <AlertArea>{status.kind === 'failed' && t('resend.failed', { message: status.message })}</AlertArea>
    </form>
  );
}
