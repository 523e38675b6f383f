import { z } from 'zod';

/**
 * Every string the API accepts is built here. C0 control characters (U+0000 to U+001F) have no place in a title, a
 * name or a search, and PostgreSQL refuses NUL in text outright (a 500 before this check); tab and line breaks are
 * kept where the field is multi-line text (descriptions, premises, consequences).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const SINGLE_LINE = /^[^\u0000-\u001f]*$/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const MULTI_LINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f]*$/;

const CONTROL_CHARACTER_CODE = 'TEXT_CONTROL_CHARACTER';

/** A string free of control characters; `multiline` allows tab, LF and CR. `required` is the missing-field code. */
export function text(options: { multiline?: boolean; required?: string } = {}) {
  const base = options.required ? z.string({ message: options.required }) : z.string();
  return base.regex(options.multiline ? MULTI_LINE : SINGLE_LINE, CONTROL_CHARACTER_CODE);
}
