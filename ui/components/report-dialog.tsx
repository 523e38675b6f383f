import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendReport } from '@src/api/moderation';
import { toApiError } from '@src/api/errors';
import { REPORT_REASONS, REPORT_TEXT_MAX, type ReportReason, type ReportTarget } from '@src/core/moderation';
import { Dialog } from './dialog';
import { FormDialog } from './form-dialog';
import { SelectField } from './select-field';
import { TextAreaField } from './text-area-field';

interface ReportDialogProps {
  /** What may be reported (a profile offers its name, picture and banner); the first is chosen at first. */
  targetKinds: readonly ReportTarget[];
  targetId: number;
  /** The form's title: what is reported, as the player sees it (a map's title, a player's name). */
  title: string;
  onClose: () => void;
}

/**
 * The report form (docs/moderation.md, "Reports"): a reason from the fixed list and a text. The server's answer is
 * the acknowledgement shown after it; the reporter later reads the decision among their notices.
 */
export function ReportDialog({ targetKinds, targetId, title, onClose }: ReportDialogProps) {
  const { t } = useTranslation('moderation');
  const [targetKind, setTargetKind] = useState(targetKinds[0]);
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'reason' | 'text' | 'form', string>>>({});
  const [received, setReceived] = useState<string>();
  /** Once the player changes a field, its error and the server's refusal of the earlier send no longer apply. */
  const edited = (field?: 'reason' | 'text') =>
    setErrors((shown) => ({ ...shown, ...(field && { [field]: undefined }), form: undefined }));

  const submit = async () => {
    const missing = {
      reason: reason ? undefined : t('report.reasonRequired'),
      text: text.trim() ? undefined : t('report.textRequired'),
    };
    setErrors(missing);
    if (missing.reason || missing.text || !reason) return;
    try {
      setReceived((await sendReport({ targetKind, targetId, reason, text: text.trim() })).message);
    } catch (failure) {
      setErrors({ form: toApiError(failure).message });
    }
  };

  if (received) {
    return (
      <Dialog open size="small" title={t('report.receivedTitle')} onClose={onClose}>
        <p role="status">{received}</p>
        <div className="dialog-actions">
          <button type="button" className="btn btn--primary" onClick={onClose}>
            {t('report.done')}
          </button>
        </div>
      </Dialog>
    );
  }

  return (
    <FormDialog
      title={title}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('report.submit')}
      busyLabel={t('report.submitting')}
      alert={errors.form}
    >
      {targetKinds.length > 1 ? (
        <SelectField
          label={t('report.what')}
          value={targetKind}
          onChange={(event) => {
            setTargetKind(event.target.value as ReportTarget);
            edited();
          }}
          choices={targetKinds.map((value) => ({ value, label: t(`kinds.${value}`) }))}
        />
      ) : (
        <p>{t(`targets.${targetKind}`)}</p>
      )}
      <SelectField
        label={t('report.reason')}
        name="reason"
        value={reason}
        error={errors.reason}
        onChange={(event) => {
          setReason(event.target.value as ReportReason);
          edited('reason');
        }}
        choices={[
          { value: '', label: t('report.chooseReason') },
          ...REPORT_REASONS.map((value) => ({ value, label: t(`reasons.${value}`) })),
        ]}
      />
      <TextAreaField
        label={t('report.text')}
        hint={t('report.textHint')}
        error={errors.text}
        name="text"
        maxLength={REPORT_TEXT_MAX}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          edited('text');
        }}
      />
    </FormDialog>
  );
}
