import { useId, type SelectHTMLAttributes } from 'react';
import styles from './fieldControls.module.css';

export interface SelectChoice {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> {
  label: string;
  choices: readonly SelectChoice[];
  hint?: string;
}

/** A labelled drop-down list. */
export function SelectField({ label, choices, hint, ...select }: SelectFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className={styles.control} aria-describedby={hintId} {...select}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
    </div>
  );
}
