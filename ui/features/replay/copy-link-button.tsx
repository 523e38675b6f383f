import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import styles from './replay.module.css';

/** Copies the replay's address, so it can be shared; says whether it worked (or shows the address to copy by hand). */
export function CopyLinkButton() {
  const { t } = useTranslation('daily');
  const { pathname } = useLocation();
  const [note, setNote] = useState<string | null>(null);
  const copy = async () => {
    const url = new URL(pathname, window.location.origin).href;
    try {
      await navigator.clipboard.writeText(url);
      setNote(t('replay.copied'));
    } catch {
      setNote(t('replay.copyFailed', { url }));
    }
  };
  return (
    <span className={styles.copy}>
      <button type="button" className="btn btn--sea" onClick={() => void copy()}>
        {t('replay.copy')}
      </button>
      <span role="status" className={styles.copyNote}>
        {note}
      </span>
    </span>
  );
}
