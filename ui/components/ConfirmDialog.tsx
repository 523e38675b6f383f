import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertArea } from './AlertArea';
import { Dialog } from './Dialog';

interface ConfirmDialogProps {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** Runs on confirm; the dialog waits for it and stays open with `failure` if it rejects. */
  onConfirm: () => Promise<void>;
  /** What to say when `onConfirm` rejects. */
  failure: (error: unknown) => ReactNode;
  onClose: () => void;
}

/** "Are you sure?" before something that cannot be undone, such as deleting. Cancel is focused first. */
export function ConfirmDialog({ title, message, confirmLabel, onConfirm, failure, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<ReactNode>(null);

  const confirm = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await onConfirm();
    } catch (error) {
      setProblem(failure(error));
      setBusy(false);
    }
  };

  return (
    <Dialog open title={title} onClose={onClose}>
      <div>{message}</div>
      <AlertArea>{problem}</AlertArea>
      <div className="dialog-actions">
        <button type="button" className="btn" onClick={onClose}>
          {t('actions.cancel')}
        </button>
        <button type="button" className="btn btn--danger" onClick={() => void confirm()} disabled={busy}>
          {busy ? t('confirm.working') : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
