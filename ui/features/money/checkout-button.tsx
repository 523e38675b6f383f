import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertArea } from '@ui/components/alert-area';
import styles from './checkout-button.module.css';

interface CheckoutButtonProps {
  /** What the button says while idle (short: the price), and what it says to a screen reader. */
  children: ReactNode;
  label?: string;
  /** The Checkout is being opened: a spinner and `openingText` instead of the price. */
  opening: boolean;
  openingText: string;
  disabled: boolean;
  className?: string;
  /** 'submit' inside a form; otherwise `onClick`. */
  type?: 'button' | 'submit';
  onClick?: () => void;
}

/** The button that opens a payment (packs, 'Vacation express', custom skins): busy, not greyed, while it opens. */
export function CheckoutButton(props: CheckoutButtonProps) {
  const { children, label, opening, openingText, disabled, className = '', type = 'button', onClick } = props;
  return (
    <button
      type={type}
      className={`btn btn--primary btn--block ${styles.button} ${className}`}
      disabled={disabled || opening}
      aria-busy={opening || undefined}
      aria-label={opening ? undefined : label}
      onClick={onClick}
    >
      {opening ? (
        <>
          <span className={styles.spinner} aria-hidden="true" />
          {openingText}
        </>
      ) : (
        children
      )}
    </button>
  );
}

/** Why a shop card's Checkout could not be opened, under its button. */
export function CheckoutFailure({ problem }: { problem?: string }) {
  const { t } = useTranslation('money');
  return (
    <AlertArea>
      {problem && (
        <>
          <p>{t('shop.failed')}</p>
          <p>{problem}</p>
        </>
      )}
    </AlertArea>
  );
}
