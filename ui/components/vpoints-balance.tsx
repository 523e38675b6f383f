import type { ReactNode } from 'react';
import styles from './vpoints-balance.module.css';

/** The player's VPoints as a pill on a screen's sign, so every price on the screen can be weighed against them. */
export function VpointsBalance({ icon, label }: { icon: ReactNode; label: string }) {
  return (
    <p className={styles.balance}>
      {icon}
      {label}
    </p>
  );
}
