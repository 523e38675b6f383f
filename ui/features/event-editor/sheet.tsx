import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@ui/components/icon';
import styles from './panels.module.css';

interface SheetProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
}

const focusable = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])';

/**
 * A panel over the canvas: docked at the right on wide screens, a bottom sheet on phones. The canvas stays usable
 * beside it, so it is a non-modal dialog; Escape or × closes it and focus goes back where it came from. On a phone the
 * sheet covers most of the map, so it can be minimised to its header: what it paints on the canvas (player data)
 * stays while the map is looked at.
 */
export function Sheet({ title, onClose, children }: SheetProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const bodyId = useId();
  const sheetRef = useRef<HTMLElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const [minimised, setMinimised] = useState(false);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // A panel with nothing to press yet (a list, a simulation still running) takes focus itself, so Escape closes it.
    (bodyRef.current?.querySelector<HTMLElement>(focusable) ?? sheetRef.current)?.focus();
    return () => {
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  return (
    <section
      ref={sheetRef}
      className={styles.sheet}
      data-minimised={minimised}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <header className={styles.sheetHeader}>
        <h2 id={titleId} className={styles.sheetTitle}>
          {title}
        </h2>
        <button
          type="button"
          className={`btn btn--icon ${styles.minimise}`}
          onClick={() => setMinimised(!minimised)}
          aria-expanded={!minimised}
          aria-controls={bodyId}
          aria-label={t(minimised ? 'actions.expand' : 'actions.minimize')}
        >
          <Icon name={minimised ? 'chevronUp' : 'chevronDown'} />
        </button>
        <button type="button" className="btn btn--icon" onClick={onClose} aria-label={t('actions.close')}>
          <Icon name="close" />
        </button>
      </header>
      <div ref={bodyRef} id={bodyId} className={styles.sheetBody}>
        {children}
      </div>
    </section>
  );
}
