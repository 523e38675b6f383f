import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { register } from '@src/api/auth';
import { toApiError } from '@src/api/errors';
import { PASSWORD_MIN } from '@src/contract/account-limits';
import { noticesStore } from '@src/state/notices';
import { AlertArea } from '@ui/components/alert-area';
import { FormField } from '@ui/components/form-field';
import { AuthCard } from './auth-card';
import {
  fieldOfServerError,
  validateRegistration,
  type FieldErrors,
  type RegisterField,
  type RegisterValues,
} from './validation';

const fields: readonly RegisterField[] = ['email', 'username', 'password'];
const inputProps: Record<RegisterField, { type: string; autoComplete: string }> = {
  email: { type: 'email', autoComplete: 'email' },
  username: { type: 'text', autoComplete: 'username' },
  password: { type: 'password', autoComplete: 'new-password' },
};

export function RegisterScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [values, setValues] = useState<RegisterValues>({ email: '', username: '', password: '' });
  /** Texts beside each field (client checks use codes translated here; server errors arrive translated). */
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<RegisterField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // Take the player to the first field that needs fixing; its message is read with it.
  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  }, [fieldErrors]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const problems = validateRegistration(values);
    setFieldErrors(Object.fromEntries(Object.entries(problems).map(([field, code]) => [field, t(`errors:${code}`)])));
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      await register({ email: values.email.trim(), username: values.username.trim(), password: values.password });
      noticesStore.getState().push('success', 'auth:register.success');
      navigate('/', { replace: true });
    } catch (error) {
      const apiError = toApiError(error);
      const field = fieldOfServerError(fields, apiError);
      if (field) setFieldErrors({ [field]: apiError.message });
      else setFormError(t('register.failed'));
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title={t('register.title')}
      intro={t('register.intro')}
      footer={
        <p>
          {t('register.haveAccount')} <Link to="/login">{t('register.toLogin')}</Link>
        </p>
      }
    >
      {/* noValidate: the spec's own messages replace the browser's bubbles. */}
      <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate>
        {fields.map((field) => (
          <FormField
            key={field}
            label={t(`fields.${field}`)}
            {...inputProps[field]}
            hint={field === 'password' ? t('register.passwordHint', { min: PASSWORD_MIN }) : undefined}
            error={fieldErrors[field]}
            value={values[field]}
            onChange={(event) => setValues({ ...values, [field]: event.target.value })}
          />
        ))}
        <AlertArea>{formError}</AlertArea>
        <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
          {busy ? t('register.submitting') : t('register.submit')}
        </button>
      </form>
    </AuthCard>
  );
}
