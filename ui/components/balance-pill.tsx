import type { ReactNode } from 'react';
import styles from './balance-pill.module.css';

/** The player's VPoints on a shop's sign, so every price can be weighed against them (the icon comes from the caller). */
export function BalancePill({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <p className={styles.balance}>
      {icon}
      {children}
    </p>
  );
}
