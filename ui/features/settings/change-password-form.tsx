import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@src/api/errors';
import { changePassword } from '@src/api/user';
import { newPasswordProblem, PASSWORD_MIN } from '@src/contract/account-limits';
import { sessionStore } from '@src/state/session';
import { AlertArea } from '@ui/components/alert-area';
import { FormField } from '@ui/components/form-field';
import styles from './settings.module.css';

type Outcome = { kind: 'none' } | { kind: 'changed' } | { kind: 'failed'; reason: string };
const empty = { current: '', next: '', confirm: '' };

/** Current, new and repeated password. The answer's fresh token replaces the stored one (older tokens stop working). */
export function ChangePasswordForm() {
  const { t } = useTranslation('settings');
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<{ next?: string; confirm?: string }>({});
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome({ kind: 'none' });
    const problem = newPasswordProblem(values.next);
    const found = {
      next: problem && t(`errors:${problem}`),
      confirm: values.next !== values.confirm ? t('password.mismatch') : undefined,
    };
    setErrors(found);
    if (found.next || found.confirm) return;
    setBusy(true);
    try {
      const { token } = await changePassword({ currentPassword: values.current, newPassword: values.next });
      sessionStore.getState().update({ token });
      setValues(empty);
      setOutcome({ kind: 'changed' });
    } catch (error) {
      setOutcome({ kind: 'failed', reason: toApiError(error).message });
    } finally {
      setBusy(false);
    }
  };

  const field = (name: keyof typeof empty) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });

  return (
    <section className={`paper ${styles.section}`} aria-labelledby="change-password-title">
      <h2 id="change-password-title">{t('password.title')}</h2>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <FormField
          label={t('password.current')}
          type="password"
          autoComplete="current-password"
          required
          {...field('current')}
        />
        <FormField
          label={t('password.new')}
          type="password"
          autoComplete="new-password"
          hint={t('password.hint', { min: PASSWORD_MIN })}
          error={errors.next}
          {...field('next')}
        />
        <FormField
          label={t('password.confirm')}
          type="password"
          autoComplete="new-password"
          error={errors.confirm}
          {...field('confirm')}
        />
        <AlertArea tone="success">{outcome.kind === 'changed' && t('password.changed')}</AlertArea>
        <AlertArea>
          {outcome.kind === 'failed' && (
            <>
              <p>{t('password.failed')}</p>
              <p>{outcome.reason}</p>
            </>
          )}
        </AlertArea>
        <button type="submit" className="btn btn--sea" disabled={busy || values.current === ''}>
          {busy ? t('password.saving') : t('password.submit')}
        </button>
      </form>
    </section>
  );
}
