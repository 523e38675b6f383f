import { useId } from 'react';
import styles from './money.module.css';

interface ComingSoonCardProps {
  title: string;
  body: string;
  /** The "coming soon" badge. */
  badge: string;
  /** Says, for everyone, that there is nothing to buy here yet. */
  note: string;
}

/** Something the spec puts in the money shop that the server cannot sell yet: shown, marked, and with no button. */
export function ComingSoonCard({ title, body, badge, note }: ComingSoonCardProps) {
  const titleId = useId();
  return (
    <article className={styles.soon} aria-labelledby={titleId}>
      <p className={styles.soonBadge}>{badge}</p>
      <h3 id={titleId} className={styles.packTitle}>
        {title}
      </h3>
      <p className={styles.soonBody}>{body}</p>
      <p className={styles.soonNote}>{note}</p>
    </article>
  );
}
