import type { ReactNode } from 'react';

interface AlertAreaProps {
  tone?: 'error' | 'success' | 'info';
  children?: ReactNode;
}

/**
 * A live region that is always in the page, so screen readers announce whatever appears in it; it only draws a box
 * when it has something to say.
 */
export function AlertArea({ tone = 'error', children }: AlertAreaProps) {
  const empty = children === undefined || children === null || children === false || children === '';
  return (
    <div role={tone === 'error' ? 'alert' : 'status'}>
      {!empty && <div className={`alert alert--${tone}`}>{children}</div>}
    </div>
  );
}
