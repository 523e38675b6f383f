import styles from './progress-bar.module.css';

interface ProgressBarProps {
  value: number;
  max: number;
  /** The bar's accessible name. */
  label: string;
  /** The text written on the bar, also read by screen readers ("50 / 200 EXP", "1 / 3"). */
  valueText: string;
}

/** A rounded bar filled to value / max (capped at both ends) with its value written on it. */
export function ProgressBar({ value, max, label, valueText }: ProgressBarProps) {
  const shown = Math.max(0, Math.min(value, max));
  return (
    <div
      className={styles.bar}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={shown}
      aria-valuetext={valueText}
    >
      <span className={styles.fill} style={{ width: `${max > 0 ? (shown / max) * 100 : 0}%` }} />
      <span className={styles.label}>{valueText}</span>
    </div>
  );
}
