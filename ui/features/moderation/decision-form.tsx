import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@src/api/errors';
import { DECISION_TEXT_MAX, reasonsFor, type DecisionAction, type DecisionReason } from '@src/core/moderation';
import { AlertArea } from '@ui/components/alert-area';
import { SelectField } from '@ui/components/select-field';
import { TextAreaField } from '@ui/components/text-area-field';

export interface DecisionFields {
  action: DecisionAction;
  reason: DecisionReason;
  text: string;
}

interface DecisionFormProps {
  /** The actions this decision may take: a report's (dismiss, hide, restore) or an appeal's (dismiss, restore). */
  actions: readonly DecisionAction[];
  /** Names the form for screen readers: what it decides about. */
  label: string;
  onDecide: (fields: DecisionFields) => Promise<void>;
}

/** A moderator's decision: an action, a reason from the list and the statement the owner will read. */
export function DecisionForm({ actions, label, onDecide }: DecisionFormProps) {
  const { t } = useTranslation('moderation');
  const [action, setAction] = useState<DecisionAction>(actions[0]);
  const [reason, setReason] = useState<DecisionReason>(reasonsFor(actions[0])[0]);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError(t('queue.textRequired'));
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await onDecide({ action, reason, text: text.trim() });
    } catch (failure) {
      setError(toApiError(failure).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form aria-label={label} onSubmit={(event) => void submit(event)} noValidate>
      <SelectField
        label={t('queue.action')}
        value={action}
        onChange={(event) => {
          // Another action offers other reasons: the first of them is chosen.
          const chosen = event.target.value as DecisionAction;
          setAction(chosen);
          setReason(reasonsFor(chosen)[0]);
        }}
        choices={actions.map((value) => ({ value, label: t(`actions.${value}`) }))}
      />
      <SelectField
        label={t('queue.reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value as DecisionReason)}
        choices={reasonsFor(action).map((value) => ({ value, label: t(`reasons.${value}`) }))}
      />
      <TextAreaField
        label={t('queue.statement')}
        hint={t('queue.statementHint')}
        maxLength={DECISION_TEXT_MAX}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <AlertArea>{error}</AlertArea>
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {busy ? t('queue.deciding') : t('queue.decide')}
      </button>
    </form>
  );
}
