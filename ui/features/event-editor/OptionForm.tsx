import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EDITOR_EFFECT_CHOICES } from '@src/core/effect-choices';
import { useEditor } from '@src/state/editor';
import { createOption } from '@src/state/editor-actions';
import type { OptionDraft as NewOption } from '@src/state/editor-steps';
import { AlertArea } from '@ui/components/AlertArea';
import { CheckboxField } from '@ui/components/CheckboxField';
import { FormField } from '@ui/components/FormField';
import { SelectField } from '@ui/components/SelectField';
import { TextAreaField } from '@ui/components/TextAreaField';
import { emptyOption, optionProblems, STAT_FIELDS, statValue, type OptionDraft, type OptionProblems } from '@ui/features/event-list/optionDraft';
import { CONSEQUENCE_TEXT_MAX, OPTION_MAX, STAT_CHANGE_LIMIT } from '@ui/features/map-creator/limits';
import styles from './form.module.css';

/** A checked draft as the option the editor adds; links are drawn as edges afterwards, so there are none yet. */
function newOption(draft: OptionDraft): NewOption {
  return {
    option: draft.option.trim(),
    consequence_text: draft.consequenceText.trim(),
    health_consequence: statValue(draft.health) ?? 0,
    hunger_consequence: statValue(draft.hunger) ?? 0,
    thirst_consequence: statValue(draft.thirst) ?? 0,
    sanity_consequence: statValue(draft.sanity) ?? 0,
    effect_consequence: draft.effect,
    wins: draft.wins,
    idobject_requeriment: draft.requirement,
    idobject_reward: draft.reward,
    unlocks_eventid: null,
    follows_eventid: null,
  };
}

/**
 * The add-option form of a node, with the fields of spec 2 (Opción, Consecuencia, Salud, Hambre, Sed, Sanidad, the
 * effect, Wins, Object Requeriment, Object Reward) and the checks of spec 5 shared with the event list's form. After
 * adding, it empties itself for the next option.
 */
export function OptionForm({ eventId }: { eventId: number }) {
  const { t } = useTranslation('creator');
  const { t: te } = useTranslation('editor');
  const items = useEditor((state) => state.items);
  const [draft, setDraft] = useState<OptionDraft>(emptyOption);
  const [problems, setProblems] = useState<OptionProblems | null>(null);
  const [saving, setSaving] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const set = <K extends keyof OptionDraft>(field: K, value: OptionDraft[K]) => setDraft((current) => ({ ...current, [field]: value }));
  const problem = (field: keyof OptionProblems) =>
    problems?.[field] ? t(`optionErrors.${problems[field]}`, { limit: STAT_CHANGE_LIMIT }) : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = optionProblems(draft);
    setAdded(null);
    if (Object.keys(found).length > 0) {
      setProblems(found);
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setProblems(null);
    setSaving(true);
    const option = newOption(draft);
    const consequenceId = await createOption(eventId, option);
    setSaving(false);
    if (consequenceId === null) return;
    setAdded(option.option);
    setDraft(emptyOption());
    formRef.current?.querySelector<HTMLElement>('input')?.focus();
  };

  const itemChoices = [{ value: '', label: t('option.none') }, ...items.map((item) => ({ value: String(item.objectid), label: item.name }))];
  const itemSelect = (field: 'requirement' | 'reward') => (
    <SelectField
      label={t(`option.${field}`)}
      value={draft[field] === null ? '' : String(draft[field])}
      choices={itemChoices}
      hint={items.length === 0 ? t('option.noItems') : undefined}
      onChange={(change) => set(field, change.target.value === '' ? null : Number(change.target.value))}
    />
  );

  return (
    <form ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <AlertArea tone="success">{added && te('form.added', { option: added, id: eventId })}</AlertArea>
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
      <p className="field-hint">{t('option.statsHint', { limit: STAT_CHANGE_LIMIT })}</p>
      <SelectField
        label={t('option.effect')}
        value={draft.effect}
        choices={EDITOR_EFFECT_CHOICES.map((effect) => ({ value: effect, label: t(`effects.${effect}`) }))}
        onChange={(change) => set('effect', change.target.value)}
      />
      <CheckboxField label={t('option.wins')} checked={draft.wins} onChange={(wins) => set('wins', wins)} hint={t('option.winsHint')} />
      {itemSelect('requirement')}
      {itemSelect('reward')}
      <button type="submit" className="btn btn--primary btn--block" disabled={saving}>
        {te(saving ? 'form.adding' : 'form.submit')}
      </button>
    </form>
  );
}
