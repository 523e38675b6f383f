import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from './icon';
import { useDocumentTitle } from '@ui/hooks/use-document-title';
import { SignpostArt, type SignpostBoard } from './signpost-art';
import styles from './status-panel.module.css';

interface StatusPanelProps {
  title: string;
  /** A small overline above the title, e.g. the section's name. */
  kicker?: string;
  body: string;
  board: SignpostBoard;
  /** Extra actions before the home button. */
  actions?: ReactNode;
  /** More to read under the body, such as a contact or a spinner. */
  children?: ReactNode;
}

/** A full screen message on a wooden sign with a little island scene and a way home. */
export function StatusPanel({ title, kicker, body, board, actions, children }: StatusPanelProps) {
  const { t } = useTranslation('common');
  useDocumentTitle(kicker ?? title);
  return (
    <section className={`sign ${styles.panel}`} aria-labelledby="status-title">
      <SignpostArt board={board} />
      <div className={styles.text}>
        {kicker && <p className={styles.kicker}>{kicker}</p>}
        <h1 id="status-title" className={styles.title}>
          {title}
        </h1>
        <p className={`paper ${styles.body}`}>{body}</p>
        {children}
        <div className={styles.actions}>
          {actions}
          <Link to="/" className="btn btn--primary">
            <Icon name="home" />
            {t('actions.home')}
          </Link>
        </div>
      </div>
    </section>
  );
}
