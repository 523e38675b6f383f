import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { stateBirthYear } from '@src/api/birth-year';
import { toApiError } from '@src/api/errors';
import type { BirthYearResponse } from '@src/contract/birth-year';
import { isPlausibleBirthYear, utcYear } from '@src/core/paid-chance-age';
import { FormDialog } from './form-dialog';
import { FormField } from './form-field';

interface BirthYearDialogProps {
  /** The server took the year: whether rolls and VPoints purchases are now open to the player. */
  onStated: (answer: BirthYearResponse) => void;
  onClose: () => void;
}

/**
 * The question asked once, at the first gacha roll or VPoints purchase: the year of birth. The server decides what it
 * opens (docs/economy.md, "Minors and paid chance"); the form only checks that it looks like a year.
 */
export function BirthYearDialog({ onStated, onClose }: BirthYearDialogProps) {
  const { t } = useTranslation('common');
  const [year, setYear] = useState('');
  const [error, setError] = useState<string>();

  const submit = async () => {
    const birthYear = Number(year);
    if (!/^\d{4}$/.test(year.trim()) || !isPlausibleBirthYear(birthYear, utcYear(new Date()))) {
      setError(t('paidChance.invalid'));
      return;
    }
    setError(undefined);
    try {
      onStated(await stateBirthYear(birthYear));
    } catch (failure) {
      setError(toApiError(failure).message);
    }
  };

  return (
    <FormDialog
      title={t('paidChance.askTitle')}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('paidChance.submit')}
      busyLabel={t('paidChance.submitting')}
      alert={undefined}
    >
      <p>{t('paidChance.askBody')}</p>
      <FormField
        label={t('paidChance.yearLabel')}
        hint={t('paidChance.yearHint')}
        error={error}
        name="birthYear"
        inputMode="numeric"
        autoComplete="bday-year"
        maxLength={4}
        value={year}
        onChange={(event) => setYear(event.target.value)}
      />
    </FormDialog>
  );
}
