import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertArea } from './alert-area';
import { Icon, type IconName } from './icon';
import styles from './list-notes.module.css';

/** A paper note in place of a list that has nothing to show, with an optional way forward. */
export function EmptyNote({
  icon,
  children,
  hint,
  action,
}: {
  icon: IconName;
  children: ReactNode;
  /** A line in the player's words under the text (docs/texts.md: the spec's English empty texts get one). */
  hint?: string;
  action?: ReactNode;
}) {
  return (
    <div className={`paper ${styles.note}`}>
      <span className={styles.icon} aria-hidden="true">
        <Icon name={icon} size={36} />
      </span>
      <p className={styles.text}>{children}</p>
      {hint && <p className={styles.hint}>{hint}</p>}
      {action}
    </div>
  );
}

/** A list that could not be loaded: what went wrong and a retry button. */
export function FailedNote({ title, reason, onRetry }: { title: string; reason: string; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div className={`paper ${styles.note}`}>
      <AlertArea>
        <p>{title}</p>
        <p>{reason}</p>
      </AlertArea>
      <button type="button" className="btn btn--sea" onClick={onRetry}>
        {t('actions.retry')}
      </button>
    </div>
  );
}
