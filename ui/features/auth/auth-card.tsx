import type { ReactNode } from 'react';
import { useDocumentTitle } from '@ui/hooks/use-document-title';
import styles from './auth.module.css';

interface AuthCardProps {
  title: string;
  intro?: string;
  children: ReactNode;
  /** Links under the note, e.g. "no account yet? register". */
  footer?: ReactNode;
}

/** The wooden sign with a paper note that frames the sign-in, sign-up and verification screens. */
export function AuthCard({ title, intro, children, footer }: AuthCardProps) {
  useDocumentTitle(title);
  return (
    <section className={`sign ${styles.card}`} aria-labelledby="auth-title">
      <h1 id="auth-title" className={styles.title}>
        {title}
      </h1>
      {intro && <p className={styles.intro}>{intro}</p>}
      <div className={`paper ${styles.note}`}>{children}</div>
      {footer && <div className={styles.footer}>{footer}</div>}
    </section>
  );
}
