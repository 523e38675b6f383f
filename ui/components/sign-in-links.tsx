import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styles from './sign-in-prompt.module.css';

/** The two ways in for a visitor: 'Iniciar Sesión' (/login) and 'Registrarse' (/register). */
export function SignInLinks() {
  const { t } = useTranslation('common');
  return (
    <div className={styles.actions}>
      <Link to="/login" className="btn btn--primary">
        {t('actions.login')}
      </Link>
      <Link to="/register" className="btn btn--sea">
        {t('actions.register')}
      </Link>
    </div>
  );
}
