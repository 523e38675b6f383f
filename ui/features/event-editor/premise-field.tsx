import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PREMISE_MAX } from '@src/contract/creator-limits';
import { useFieldErrors } from '@ui/hooks/use-field-errors';
import { takeFreshEvent } from './editor-ui';
import styles from './node.module.css';
import { editorStore } from '@src/state/editor/store';

interface PremiseFieldProps {
  eventId: number;
  premise: string;
  locked: boolean;
}

/**
 * The event's title (its premise), edited in place: saved when the field loses focus or on Enter, put back with
 * Escape. An empty premise is refused (spec 5: the premise is required) and stays marked until text is typed.
 */
export function PremiseField({ eventId, premise, locked }: PremiseFieldProps) {
  const { t } = useTranslation('editor');
  const [draft, setDraft] = useState(premise);
  const [shown, setShown] = useState(premise);
  const checks = useFieldErrors({ premise: draft }, (values) =>
    values.premise.trim() === '' ? { premise: true as const } : {},
  );
  const empty = checks.errors.premise === true;
  const fieldRef = useRef<HTMLTextAreaElement>(null);

  // Undo, redo or the server changed the premise: show the new one.
  if (shown !== premise) {
    setShown(premise);
    setDraft(premise);
  }

  useEffect(() => {
    if (!takeFreshEvent(eventId)) return;
    fieldRef.current?.focus();
    fieldRef.current?.select();
  }, [eventId]);

  /** Escape blurs the field to put the premise back: that blur must not save the text it discarded. */
  const discarding = useRef(false);

  const commit = () => {
    if (discarding.current) {
      discarding.current = false;
      return;
    }
    if (!checks.validate()) return;
    // Saved: the next edit starts unmarked.
    checks.reset();
    const text = draft.trim();
    if (text !== premise) void editorStore.getState().editEvent(eventId, { premise: text, locked });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      event.currentTarget.blur();
    } else if (event.key === 'Escape') {
      setDraft(premise);
      checks.reset();
      discarding.current = true;
      event.currentTarget.blur();
    }
  };

  return (
    <>
      <textarea
        ref={fieldRef}
        className={`nodrag ${styles.premise}`}
        value={draft}
        maxLength={PREMISE_MAX}
        rows={3}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
        aria-label={t('node.premise', { id: eventId })}
        aria-invalid={empty || undefined}
      />
      {empty && <p className={styles.fieldError}>{t('node.premiseRequired')}</p>}
    </>
  );
}
