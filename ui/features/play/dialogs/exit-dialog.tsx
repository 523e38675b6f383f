import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Dialog } from '@ui/components/dialog';
import { playStore, usePlay } from '@src/state/run/play-store';
import styles from './dialogs.module.css';

/** Leaving mid-run (spec 2): '¿Estás seguro de que deseas salir?' with Sí (to the main menu) and No. */
export function ExitDialog() {
  const { t } = useTranslation('play');
  const navigate = useNavigate();
  const open = usePlay((state) => state.menu === 'exit');
  const close = () => playStore.getState().closeMenu();
  return (
    <Dialog
      open={open}
      title={t('exit.title')}
      onClose={close}
      footer={
        <>
          <button type="button" className="btn" onClick={close}>
            {t('exit.no')}
          </button>
          <button
            type="button"
            className="btn btn--danger"
            onClick={() => {
              close();
              navigate('/');
            }}
          >
            {t('exit.yes')}
          </button>
        </>
      }
    >
      <p className={styles.question}>{t('exit.question')}</p>
      <p>{t('exit.warning')}</p>
    </Dialog>
  );
}
