import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from './form-dialog';

interface ConfirmDialogProps {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** Runs on confirm; the dialog waits for it and stays open with `failure` if it rejects. */
  onConfirm: () => Promise<void>;
  /** What to say when `onConfirm` rejects. */
  failure: (error: unknown) => ReactNode;
  onClose: () => void;
  /** Danger unless the action is a wanted one that still deserves a second look (spending VPoints). */
  tone?: 'primary' | 'danger';
}

/** "Are you sure?" before something that cannot be undone, such as deleting. Cancel is focused first. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  onConfirm,
  failure,
  onClose,
  tone = 'danger',
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const [problem, setProblem] = useState<ReactNode>(null);

  const confirm = async () => {
    setProblem(null);
    try {
      await onConfirm();
    } catch (error) {
      setProblem(failure(error));
    }
  };

  return (
    <FormDialog
      title={title}
      onClose={onClose}
      onSubmit={confirm}
      submitLabel={confirmLabel}
      busyLabel={t('confirm.working')}
      tone={tone}
      alert={problem}
    >
      <div>{message}</div>
    </FormDialog>
  );
}
