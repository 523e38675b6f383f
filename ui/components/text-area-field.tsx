import type { TextareaHTMLAttributes } from 'react';
import { Field } from './field';
import styles from './field-controls.module.css';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled multi-line text box, with its hint and error tied to it like {@link FormField}. */
export function TextAreaField({ label, error, hint, rows = 3, ...textarea }: TextAreaFieldProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => <textarea {...control} rows={rows} className={styles.control} {...textarea} />}
    </Field>
  );
}
