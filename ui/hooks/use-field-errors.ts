import { useState } from 'react';

type Errors<Values, Error> = Partial<Record<keyof Values, Error>>;

interface ServerError<Values, Error> {
  field: keyof Values;
  error: Error;
  /** The value the server refused: the error stays only while the field still holds it. */
  value: unknown;
}

/**
 * The errors a creator form shows under its fields: one behaviour for every form (map, item, event premise, option).
 * An attempt to send marks the fields found wrong; each mark leaves the moment its field becomes valid (on input, not
 * on the next attempt), and only the next attempt marks fields again, so typing never raises a new error midway (a
 * "-" on its way to "-10"). An error the server gave for a field stays while that field still holds the value it
 * refused.
 */
export function useFieldErrors<Values extends object, Error>(
  values: Values,
  check: (values: Values) => Errors<Values, Error>,
) {
  const [attempts, setAttempts] = useState(0);
  const [marked, setMarked] = useState<ReadonlySet<keyof Values>>(() => new Set());
  const [server, setServer] = useState<ServerError<Values, Error> | null>(null);

  const found: Errors<Values, Error> = marked.size > 0 ? check(values) : {};
  const stillWrong = [...marked].filter((field) => found[field] !== undefined);
  // A field that became valid loses its mark for good (until the next attempt); set while rendering, as React allows.
  if (stillWrong.length !== marked.size) setMarked(new Set(stillWrong));

  const errors: Errors<Values, Error> = {};
  for (const field of stillWrong) errors[field] = found[field];
  if (server && values[server.field] === server.value) errors[server.field] ??= server.error;

  return {
    errors,
    /** How many attempts were checked: a form moves the focus to its first wrong field when this changes. */
    attempts,
    /** An attempt to send: marks the wrong fields; true when there are none and the form may be sent. */
    validate(): boolean {
      const wrong = Object.keys(check(values)) as (keyof Values)[];
      setMarked(new Set(wrong));
      setServer(null);
      setAttempts((count) => count + 1);
      return wrong.length === 0;
    },
    /** The server refused the value of `field`. */
    refuse(field: keyof Values, error: Error) {
      setServer({ field, error, value: values[field] });
    },
    /** Starts over (the form was emptied for the next entry, or its edit was cancelled). */
    reset() {
      setMarked(new Set());
      setServer(null);
    },
  };
}
