import type { SelectHTMLAttributes } from 'react';
import { Field } from './field';
import styles from './field-controls.module.css';

export interface SelectChoice {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> {
  label: string;
  choices: readonly SelectChoice[];
  hint?: string;
  error?: string;
}

/** A labelled drop-down list. */
export function SelectField({ label, choices, hint, error, ...select }: SelectFieldProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <select {...control} className={styles.control} {...select}>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
