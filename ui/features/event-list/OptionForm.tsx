import { useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '@ui/components/CheckboxField';
import { FormField } from '@ui/components/FormField';
import { SelectField } from '@ui/components/SelectField';
import { TextAreaField } from '@ui/components/TextAreaField';
import { CONSEQUENCE_TEXT_MAX, OPTION_MAX, OPTIONS_PER_EVENT_MAX, STAT_CHANGE_LIMIT } from '@ui/features/map-creator/limits';
import { STAT_FIELDS, type OptionDraft, type OptionProblems } from './optionDraft';
import { withCurrent, type LinkChoices } from './useLinkChoices';
import styles from './eventList.module.css';

interface OptionFormProps {
  draft: OptionDraft;
  onChange: (draft: OptionDraft) => void;
  /** Shown after a failed attempt to add; null before. */
  problems: OptionProblems | null;
  /** Changing an option of the list rather than adding one. */
  editing: boolean;
  /** The event already has the most options it may have. */
  full: boolean;
  choices: LinkChoices;
  onSubmit: () => void;
  onCancel: () => void;
  /** Changes when an option of the list is opened here: the form then takes the focus (and scrolls into view). */
  focusRequest: number;
}

type LinkField = 'requirement' | 'reward' | 'unlocks' | 'follows';

/** The side form of the event popup: every field of an option, with spec 5's defaults and checks. */
export function OptionForm({ draft, onChange, problems, editing, full, choices, onSubmit, onCancel, focusRequest }: OptionFormProps) {
  const { t } = useTranslation('creator');
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (focusRequest > 0) form.current?.querySelector('input')?.focus();
  }, [focusRequest]);
  const set = <K extends keyof OptionDraft>(field: K, value: OptionDraft[K]) => onChange({ ...draft, [field]: value });
  const problem = (field: keyof OptionProblems) => (problems?.[field] ? t(`optionErrors.${problems[field]}`, { limit: STAT_CHANGE_LIMIT }) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  const linkSelect = (field: LinkField, list: 'items' | 'events') => {
    const value = draft[field] === null ? '' : String(draft[field]);
    const name = list === 'items' ? choices.names.item : choices.names.event;
    return (
      <SelectField
        label={t(`option.${field}`)}
        value={value}
        choices={withCurrent(choices[list], value, () => name(Number(value)))}
        hint={list === 'items' ? choices.itemsNote : undefined}
        onChange={(change) => set(field, change.target.value === '' ? null : Number(change.target.value))}
      />
    );
  };

  return (
    <form ref={form} className={styles.optionForm} onSubmit={submit} noValidate aria-labelledby="option-form-title">
      <h3 id="option-form-title" className={styles.optionFormTitle}>
        {t(editing ? 'option.editTitle' : 'option.addTitle')}
      </h3>
      <FormField
        label={t('option.option')}
        value={draft.option}
        maxLength={OPTION_MAX}
        required
        error={problem('option')}
        onChange={(change) => set('option', change.target.value)}
      />
      <TextAreaField
        label={t('option.consequence')}
        value={draft.consequenceText}
        maxLength={CONSEQUENCE_TEXT_MAX}
        required
        rows={2}
        error={problem('consequenceText')}
        onChange={(change) => set('consequenceText', change.target.value)}
      />
      <div className={styles.stats}>
        {STAT_FIELDS.map((stat) => (
          <div key={stat} className={styles[stat]}>
            <FormField
              label={t(`option.${stat}`)}
              type="number"
              inputMode="numeric"
              step={1}
              min={-STAT_CHANGE_LIMIT}
              max={STAT_CHANGE_LIMIT}
              value={draft[stat]}
              error={problem(stat)}
              onChange={(change) => set(stat, change.target.value)}
            />
          </div>
        ))}
      </div>
      <p className={`field-hint ${styles.statsHint}`}>{t('option.statsHint', { limit: STAT_CHANGE_LIMIT })}</p>
      <SelectField
        label={t('option.effect')}
        value={draft.effect}
        choices={withCurrent(choices.effects, draft.effect, () => choices.names.effect(draft.effect))}
        onChange={(change) => set('effect', change.target.value)}
      />
      <CheckboxField label={t('option.wins')} checked={draft.wins} onChange={(wins) => set('wins', wins)} hint={t('option.winsHint')} />
      <div className={styles.links}>
        {linkSelect('requirement', 'items')}
        {linkSelect('reward', 'items')}
        {linkSelect('unlocks', 'events')}
        {linkSelect('follows', 'events')}
      </div>
      {full && <p className="field-hint">{t('option.full', { max: OPTIONS_PER_EVENT_MAX })}</p>}
      <div className={styles.optionButtons}>
        {editing && (
          <button type="button" className="btn" onClick={onCancel}>
            {t('option.cancelEdit')}
          </button>
        )}
        <button type="submit" className="btn btn--sea" disabled={full}>
          {t(editing ? 'option.update' : 'option.add')}
        </button>
      </div>
    </form>
  );
}
