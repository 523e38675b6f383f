import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '@ui/components/checkbox-field';
import { FormField } from '@ui/components/form-field';
import { SelectField, type SelectChoice } from '@ui/components/select-field';
import { TextAreaField } from '@ui/components/text-area-field';
import { CONSEQUENCE_TEXT_MAX, OPTION_MAX, STAT_CHANGE_LIMIT } from '@src/contract/creator-limits';
import { STAT_FIELDS, type OptionDraft, type OptionProblems } from './option-draft';
import { withCurrent, type LinkChoices } from '@ui/hooks/use-link-choices';
import styles from './option-form.module.css';

interface OptionFormProps {
  draft: OptionDraft;
  onChange: (draft: OptionDraft) => void;
  /** What is wrong now (useFieldErrors: empty before the first attempt, then following the fields). */
  problems: OptionProblems;
  /** Counts attempts to add (useFieldErrors); at each, the first wrong field takes the focus. */
  attempts: number;
  /** The selects' choices; without event choices the form has no Unlocks and Follows selects. */
  choices: LinkChoices;
  onSubmit: () => void;
  /** Changes when the form should start over at its first field (an option opened from a list, the next one to add). */
  focusRequest: number;
  /** The form's own heading, where the frame around it has none. */
  title?: string;
  /** The frame around the fields (a side box, nothing in a sheet). */
  className?: string;
  /** What follows the fields: notes and the buttons, a submit button among them. */
  children: ReactNode;
}

const ITEM_LINKS = ['requirement', 'reward'] as const;
const EVENT_LINKS = ['unlocks', 'follows'] as const;
type LinkField = (typeof ITEM_LINKS)[number] | (typeof EVENT_LINKS)[number];

/**
 * Every field of an option (spec 3), with spec 5's defaults and checks: the side form of the event list's popup and the
 * add-option form of the diagram editor. The stat boxes and selects sit two or four to a row when the form is wide.
 */
export function OptionForm({
  draft,
  onChange,
  problems,
  attempts,
  choices,
  onSubmit,
  focusRequest,
  title,
  className,
  children,
}: OptionFormProps) {
  const { t } = useTranslation('creator');
  const form = useRef<HTMLFormElement>(null);
  const titleId = useId();
  useEffect(() => {
    if (focusRequest > 0) form.current?.querySelector('input')?.focus();
  }, [focusRequest]);
  useEffect(() => {
    if (attempts > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);

  const set = <K extends keyof OptionDraft>(field: K, value: OptionDraft[K]) => onChange({ ...draft, [field]: value });
  const problem = (field: keyof OptionProblems) =>
    problems[field] ? t(`optionErrors.${problems[field]}`, { limit: STAT_CHANGE_LIMIT }) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  const linkSelect = (field: LinkField, list: SelectChoice[], name: (id: number) => string, hint?: string) => {
    const value = draft[field] === null ? '' : String(draft[field]);
    return (
      <SelectField
        key={field}
        label={t(`option.${field}`)}
        value={value}
        choices={withCurrent(list, value, () => name(Number(value)))}
        hint={hint}
        onChange={(change) => set(field, change.target.value === '' ? null : Number(change.target.value))}
      />
    );
  };
  const { events } = choices;

  return (
    <form
      ref={form}
      className={`${styles.form} ${className ?? ''}`}
      onSubmit={submit}
      noValidate
      aria-labelledby={title ? titleId : undefined}
    >
      {title && (
        <h3 id={titleId} className={styles.title}>
          {title}
        </h3>
      )}
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
        rows={3}
        error={problem('consequenceText')}
        onChange={(change) => set('consequenceText', change.target.value)}
      />
      <div className={styles.stats}>
        {STAT_FIELDS.map((stat) => (
          <div key={stat} className={`${styles.stat} ${styles[stat]}`}>
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
      <CheckboxField
        label={t('option.wins')}
        checked={draft.wins}
        onChange={(wins) => set('wins', wins)}
        hint={t('option.winsHint')}
      />
      <div className={styles.links}>
        {ITEM_LINKS.map((field) =>
          linkSelect(
            field,
            choices.items,
            choices.names.item,
            [t(`option.${field}Hint`), choices.itemsNote].filter(Boolean).join(' '),
          ),
        )}
        {events && EVENT_LINKS.map((field) => linkSelect(field, events, choices.names.event))}
      </div>
      {children}
    </form>
  );
}
