import type { ReactNode } from 'react';
import { useDocumentTitle } from '@ui/hooks/use-document-title';
import styles from './page-sign.module.css';

interface PageSignProps {
  title: string;
  /** A line under the title saying what the screen is for. */
  intro?: ReactNode;
  /** Buttons beside the title (they wrap under it on phones). */
  actions?: ReactNode;
  /** Tools under the title, such as search and sorting. */
  children?: ReactNode;
}

/** The wooden sign on top of a list screen: its name, what it is for, its main buttons and its tools. */
export function PageSign({ title, intro, actions, children }: PageSignProps) {
  useDocumentTitle(title);
  return (
    <header className={`sign ${styles.sign}`}>
      <div className={styles.top}>
        <div className={styles.heading}>
          <h1 className={styles.title}>{title}</h1>
          {intro && <p className={styles.intro}>{intro}</p>}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      {children && <div className={styles.tools}>{children}</div>}
    </header>
  );
}
