import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertArea } from './alert-area';
import { Dialog } from './dialog';

interface FormDialogProps {
  title: string;
  size?: 'small' | 'large';
  onClose: () => void;
  /** Checks and sends the form; the submit button waits, disabled, until it settles. */
  onSubmit: () => Promise<void> | void;
  submitLabel: string;
  /** The submit button's text while `onSubmit` runs. */
  busyLabel: string;
  /** The look of the submit button: danger for what cannot be undone. */
  tone?: 'primary' | 'danger';
  /** What went wrong, shown above the buttons (announced as it appears). */
  alert: ReactNode;
  /** The fields (or message) of the form. */
  children: ReactNode;
}

/** A modal dialog around one form: its fields, an alert area, and Cancel beside the submit button. */
export function FormDialog({
  title,
  size,
  onClose,
  onSubmit,
  submitLabel,
  busyLabel,
  tone = 'primary',
  alert,
  children,
}: FormDialogProps) {
  const { t } = useTranslation('common');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await onSubmit();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open size={size} title={title} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        {children}
        <AlertArea>{alert}</AlertArea>
        <div className="dialog-actions">
          <button type="button" className="btn" onClick={onClose}>
            {t('actions.cancel')}
          </button>
          <button type="submit" className={`btn btn--${tone}`} disabled={busy}>
            {busy ? busyLabel : submitLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
