import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@src/api/errors';
import { createEvent, editEvent } from '@src/api/events';
import type { EventDetail, EventSummary } from '@src/contract/events';
import type { ItemView } from '@src/contract/items';
import { AlertArea } from '@ui/components/alert-area';
import { CheckboxField } from '@ui/components/checkbox-field';
import { TextAreaField } from '@ui/components/text-area-field';
import type { RemoteList } from '@ui/hooks/use-remote-list';
import { OPTIONS_PER_EVENT_MAX, PREMISE_MAX } from '@src/contract/creator-limits';
import { OptionForm } from '@ui/components/option-form';
import { OptionList } from './option-list';
import {
  emptyOption,
  hasUnaddedText,
  inputFromDraft,
  optionProblems,
  type OptionDraft,
} from '@ui/components/option-draft';
import { useFieldErrors } from '@ui/hooks/use-field-errors';
import { useLinkChoices } from '@ui/hooks/use-link-choices';
import styles from './event-list.module.css';

interface EventFormProps {
  mapId: number;
  event: EventSummary | null;
  initialOptions: OptionDraft[];
  events: EventSummary[];
  items: RemoteList<ItemView>;
  onCancel: () => void;
  onSaved: (detail: EventDetail, created: boolean) => void;
}

/** Premise, Locked and the options on one side; the form that adds or changes an option on the other. */
export function EventForm({ mapId, event, initialOptions, events, items, onCancel, onSaved }: EventFormProps) {
  const { t } = useTranslation('creator');
  const [premise, setPremise] = useState(event?.premise ?? '');
  const [locked, setLocked] = useState(event?.locked ?? false);
  const [options, setOptions] = useState(initialOptions);
  const [draft, setDraft] = useState(emptyOption);
  /** Which option of the list the side form is changing; null when it adds a new one. */
  const [editingIndex, setEditingIndex] = useState<number | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const draftChecks = useFieldErrors(draft, optionProblems);
  const premiseChecks = useFieldErrors<{ premise: string }, string>({ premise }, (values) =>
    values.premise.trim() === '' ? { premise: t('eventForm.premiseRequired') } : {},
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const choices = useLinkChoices(items, events, event?.eventid ?? null);

  const resetDraft = () => {
    setDraft(emptyOption());
    setEditingIndex(null);
    draftChecks.reset();
  };

  const submitOption = () => {
    if (!draftChecks.validate()) return;
    setOptions((list) =>
      editingIndex === null ? [...list, draft] : list.map((option, index) => (index === editingIndex ? draft : option)),
    );
    resetDraft();
  };

  const editOption = (index: number) => {
    setDraft(options[index]);
    setEditingIndex(index);
    draftChecks.reset();
    setFocusRequest((count) => count + 1);
  };

  const removeOption = (index: number) => {
    setOptions((list) => list.filter((_, position) => position !== index));
    if (editingIndex === index) resetDraft();
    else if (editingIndex !== null && index < editingIndex) setEditingIndex(editingIndex - 1);
  };

  /** Whether the side form holds changes that saving the event would silently drop. */
  const draftPending =
    editingIndex === null ? hasUnaddedText(draft) : JSON.stringify(draft) !== JSON.stringify(options[editingIndex]);

  const save = async () => {
    setFailure(null);
    if (!premiseChecks.validate()) return;
    if (draftPending) {
      setFailure(t('eventForm.pendingOption'));
      return;
    }
    setBusy(true);
    const body = {
      premise: premise.trim(),
      isChecked: locked,
      mapId,
      consequencesList: options.map(inputFromDraft),
      wins: false,
    };
    try {
      onSaved(event ? await editEvent(event.eventid, body) : await createEvent(body), event === null);
    } catch (error) {
      setFailure(t('eventForm.failed', { message: toApiError(error).message }));
      setBusy(false);
    }
  };

  const editing = editingIndex !== null;
  /** The event has the most options it may have, and the form would add another. */
  const full = !editing && options.length >= OPTIONS_PER_EVENT_MAX;
  return (
    <div className={styles.eventForm}>
      <div className={styles.eventSide}>
        <TextAreaField
          label={t('eventForm.premise')}
          value={premise}
          required
          rows={4}
          maxLength={PREMISE_MAX}
          error={premiseChecks.errors.premise}
          onChange={(change) => setPremise(change.target.value)}
        />
        <CheckboxField
          label={t('eventForm.locked')}
          checked={locked}
          onChange={setLocked}
          hint={t('eventForm.lockedHint')}
        />
        <OptionList
          options={options}
          editingIndex={editingIndex}
          names={choices.names}
          onEdit={editOption}
          onRemove={removeOption}
        />
      </div>
      <OptionForm
        draft={draft}
        onChange={setDraft}
        problems={draftChecks.errors}
        attempts={draftChecks.attempts}
        choices={choices}
        onSubmit={submitOption}
        focusRequest={focusRequest}
        title={t(editing ? 'option.editTitle' : 'option.addTitle')}
        className={styles.optionForm}
      >
        {full && <p className="field-hint">{t('option.full', { max: OPTIONS_PER_EVENT_MAX })}</p>}
        <div className={styles.optionButtons}>
          {editing && (
            <button type="button" className="btn" onClick={resetDraft}>
              {t('option.cancelEdit')}
            </button>
          )}
          <button type="submit" className="btn btn--sea" disabled={full}>
            {t(editing ? 'option.update' : 'option.add')}
          </button>
        </div>
      </OptionForm>
      <div className={styles.eventActions}>
        <AlertArea>{failure}</AlertArea>
        <div className="dialog-actions">
          <button type="button" className="btn" onClick={onCancel}>
            {t('common:actions.cancel')}
          </button>
          <button type="button" className="btn btn--primary" onClick={() => void save()} disabled={busy}>
            {busy ? t('eventForm.saving') : t(event ? 'eventForm.save' : 'eventForm.create')}
          </button>
        </div>
      </div>
    </div>
  );
}
