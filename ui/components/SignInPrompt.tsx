import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styles from './SignInPrompt.module.css';

/** Shown to visitors on screens that need an account, with the ways in. */
export function SignInPrompt({ title, message }: { title: string; message: string }) {
  const { t } = useTranslation('common');
  return (
    <section className={`sign ${styles.prompt}`} aria-labelledby="sign-in-prompt-title">
      <h1 id="sign-in-prompt-title">{title}</h1>
      <p className={`paper ${styles.message}`}>{message}</p>
      <div className={styles.actions}>
        <Link to="/login" className="btn btn--primary">
          {t('actions.login')}
        </Link>
        <Link to="/register" className="btn btn--sea">
          {t('actions.register')}
        </Link>
      </div>
    </section>
  );
}
