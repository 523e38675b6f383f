import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@src/api/errors';
import { setSpendingLimit } from '@src/api/spending';
import { SPENDING_LIMIT_MAX } from '@src/contract/account-limits';
import { formatDate, formatEuroCents } from '@src/i18n/format';
import { AlertArea } from '@ui/components/alert-area';
import { FormField } from '@ui/components/form-field';
import { useSpending } from '@ui/hooks/use-spending';
import styles from './settings.module.css';

type Outcome = { kind: 'none' } | { kind: 'saved'; later: boolean } | { kind: 'failed'; reason: string };
const MAX_EUROS = SPENDING_LIMIT_MAX / 100;

/**
 * The monthly spending limit (docs/payments.md): whole euros, empty for none. Lowering applies at once; raising or
 * removing it waits 72 hours, which the form says before and after saving.
 */
export function SpendingLimitForm() {
  const { t, i18n } = useTranslation('settings');
  const [spending, replace] = useSpending();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });
  const [busy, setBusy] = useState(false);
  const euros = (cents: number | null) => (cents === null ? t('limit.noLimit') : formatEuroCents(cents, i18n.language));
  const when = (iso: string) => formatDate(iso, i18n.language, { dateStyle: 'long', timeStyle: 'short' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome({ kind: 'none' });
    const text = value.trim();
    const wanted = text === '' ? null : Number(text);
    if (wanted !== null && !(Number.isInteger(wanted) && wanted >= 0 && wanted <= MAX_EUROS)) {
      setError(t('limit.invalid', { max: MAX_EUROS }));
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const answer = await setSpendingLimit(wanted === null ? null : wanted * 100);
      replace(answer);
      setOutcome({ kind: 'saved', later: answer.pending !== null });
      setValue('');
    } catch (failure) {
      setOutcome({ kind: 'failed', reason: toApiError(failure).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={`paper ${styles.section}`} aria-labelledby="spending-limit-title">
      <h2 id="spending-limit-title">{t('limit.title')}</h2>
      <p>{t('limit.body')}</p>
      {spending && (
        <p>
          <strong>
            {spending.limit === null ? t('limit.currentNone') : t('limit.current', { limit: euros(spending.limit) })}
          </strong>
          {spending.remaining !== null && ` ${t('limit.remaining', { remaining: euros(spending.remaining) })}`}
        </p>
      )}
      {spending?.pending && (
        <p>{t('limit.pending', { limit: euros(spending.pending.limit), date: when(spending.pending.from) })}</p>
      )}
      <form onSubmit={(event) => void submit(event)} noValidate>
        <FormField
          label={t('limit.field')}
          inputMode="numeric"
          hint={t('limit.hint')}
          error={error}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
        <AlertArea tone="success">
          {outcome.kind === 'saved' && (outcome.later ? t('limit.savedLater') : t('limit.savedNow'))}
        </AlertArea>
        <AlertArea>{outcome.kind === 'failed' && outcome.reason}</AlertArea>
        <button type="submit" className="btn btn--sea" disabled={busy}>
          {busy ? t('password.saving') : t('limit.submit')}
        </button>
      </form>
    </section>
  );
}
