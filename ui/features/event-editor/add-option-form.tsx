import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { editorStore, useEditor } from '@src/state/editor/store';
import { AlertArea } from '@ui/components/alert-area';
import { OptionForm } from '@ui/components/option-form';
import { emptyOption, optionProblems, viewFromDraft, type OptionDraft } from '@ui/components/option-draft';
import { useFieldErrors } from '@ui/hooks/use-field-errors';
import { useLinkChoices } from '@ui/hooks/use-link-choices';

/**
 * The add-option form of a node (spec 2: Opción, Consecuencia, Salud, Hambre, Sed, Sanidad, the effect, Wins, Object
 * Requeriment, Object Reward), the event list's option form without the event links: here they are drawn as edges.
 * After adding, it empties itself for the next option.
 */
export function AddOptionForm({ eventId }: { eventId: number }) {
  const { t } = useTranslation('editor');
  const storeItems = useEditor((state) => state.items);
  const items = useMemo(() => ({ status: 'ready' as const, items: [...storeItems] }), [storeItems]);
  const choices = useLinkChoices(items, null, eventId);
  const [draft, setDraft] = useState<OptionDraft>(emptyOption);
  const checks = useFieldErrors(draft, optionProblems);
  const [saving, setSaving] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  const submit = async () => {
    setAdded(null);
    if (!checks.validate()) return;
    setSaving(true);
    const option = viewFromDraft(draft);
    const consequenceId = await editorStore.getState().createOption(eventId, option);
    setSaving(false);
    if (consequenceId === null) return;
    setAdded(option.option);
    setDraft(emptyOption());
    checks.reset();
    setFocusRequest((count) => count + 1);
  };

  return (
    <>
      <AlertArea tone="success">{added && t('form.added', { option: added, id: eventId })}</AlertArea>
      <OptionForm
        draft={draft}
        onChange={setDraft}
        problems={checks.errors}
        attempts={checks.attempts}
        choices={choices}
        onSubmit={() => void submit()}
        focusRequest={focusRequest}
      >
        <button type="submit" className="btn btn--primary btn--block" disabled={saving}>
          {t(saving ? 'form.adding' : 'form.submit')}
        </button>
      </OptionForm>
    </>
  );
}
