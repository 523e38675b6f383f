import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@src/api/errors';
import { deleteAccount } from '@src/api/user';
import { useSession } from '@src/state/session';
import { AlertArea } from '@ui/components/alert-area';
import { Dialog } from '@ui/components/dialog';
import { FormField } from '@ui/components/form-field';

type Proof = 'password' | 'username';

interface DeleteAccountDialogProps {
  onClose: () => void;
  onDeleted: () => void;
}

/**
 * "Borrar Cuenta": confirms with the password, or with the username for accounts made through Google (they have
 * no password). The player can switch between the two if this browser guessed wrong.
 */
export function DeleteAccountDialog({ onClose, onDeleted }: DeleteAccountDialogProps) {
  const { t } = useTranslation('settings');
  const userName = useSession((state) => state.userName) ?? '';
  const signedInWithGoogle = useSession((state) => state.signInMethod === 'google');
  const [proof, setProof] = useState<Proof>(signedInWithGoogle ? 'username' : 'password');
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const switchProof = (next: Proof) => {
    setProof(next);
    setValue('');
  };

  const ready = proof === 'password' ? value !== '' : value.trim() === userName;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    setBusy(true);
    setFailure(null);
    try {
      await deleteAccount(proof === 'password' ? { password: value } : { confirmUsername: value.trim() });
      onDeleted();
    } catch (error) {
      const apiError = toApiError(error);
      // The account has no password after all (made through Google): ask for the username instead.
      if (apiError.code === 'PASSWORD_NOT_SET') switchProof('username');
      setFailure(t('delete.failed', { message: apiError.message }));
      setBusy(false);
    }
  };

  return (
    <Dialog open title={t('delete.title')} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)}>
        <p>{t('delete.warning')}</p>
        {proof === 'password' ? (
          <FormField
            key="password"
            label={t('delete.password')}
            type="password"
            autoComplete="current-password"
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        ) : (
          <FormField
            key="username"
            label={t('delete.username', { username: userName })}
            type="text"
            autoComplete="off"
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        )}
        <button
          type="button"
          className="link-button"
          onClick={() => switchProof(proof === 'password' ? 'username' : 'password')}
        >
          {t(proof === 'password' ? 'delete.useUsername' : 'delete.usePassword')}
        </button>
        <AlertArea>{failure}</AlertArea>
        <div className="dialog-actions">
          <button type="button" className="btn" onClick={onClose}>
            {t('common:actions.cancel')}
          </button>
          <button type="submit" className="btn btn--danger" disabled={!ready || busy}>
            {busy ? t('delete.deleting') : t('delete.confirm')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
