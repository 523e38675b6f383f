import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';
import styles from './dialog.module.css';

interface DialogProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Buttons pinned under the content. */
  footer?: ReactNode;
  size?: 'small' | 'large';
}

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: labelled by its title, keeps the focus inside (Tab wraps; when the focused control disappears or is
 * disabled, focus returns to the dialog), closes on Escape, the × button or a click on the backdrop, and gives focus
 * back to whatever opened it.
 */
export function Dialog({ open, title, onClose, children, footer, size = 'small' }: DialogProps) {
  if (!open) return null;
  return createPortal(
    <DialogBox title={title} onClose={onClose} footer={footer} size={size}>
      {children}
    </DialogBox>,
    document.body,
  );
}

function DialogBox({ title, onClose, children, footer, size }: Omit<DialogProps, 'open'>) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });

  useEffect(() => {
    const box = boxRef.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The first field (or button) of the content, else the box itself, so screen readers start at the title.
    const focusStart = () => (bodyRef.current?.querySelector<HTMLElement>(focusable) ?? box)?.focus();
    focusStart();
    // Content that changes under the focus (the last item used up, a button disabled) would drop it on the page,
    // where Tab and Escape no longer reach the dialog: it comes back to the dialog instead.
    const lost = () => {
      const active = document.activeElement;
      return !active || active === document.body || (box?.contains(active) === true && active.matches(':disabled'));
    };
    const observer = new MutationObserver(() => lost() && focusStart());
    if (box) observer.observe(box, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
    // Escape closes the dialog on top even when the focus has gone astray.
    const onStrayEscape = (event: globalThis.KeyboardEvent) => {
      const modals = document.querySelectorAll('[aria-modal="true"]');
      if (event.key === 'Escape' && lost() && modals[modals.length - 1] === box) {
        event.preventDefault();
        closeRef.current();
      }
    };
    window.addEventListener('keydown', onStrayEscape);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      observer.disconnect();
      window.removeEventListener('keydown', onStrayEscape);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !boxRef.current) return;
    const items = [...boxRef.current.querySelectorAll<HTMLElement>(focusable)];
    if (items.length === 0) return;
    const [firstItem, lastItem] = [items[0], items[items.length - 1]];
    if (event.shiftKey && (document.activeElement === firstItem || document.activeElement === boxRef.current)) {
      event.preventDefault();
      lastItem.focus();
    } else if (!event.shiftKey && document.activeElement === lastItem) {
      event.preventDefault();
      firstItem.focus();
    }
  };

  return (
    <div className={styles.backdrop} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={boxRef}
        className={`${styles.box} ${size === 'large' ? styles.large : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button
            type="button"
            className={`btn btn--icon ${styles.close}`}
            onClick={onClose}
            aria-label={t('actions.close')}
          >
            <Icon name="close" />
          </button>
        </header>
        <div ref={bodyRef} className={styles.body}>
          {children}
        </div>
        {footer && <footer className={styles.footer}>{footer}</footer>}
      </div>
    </div>
  );
}
