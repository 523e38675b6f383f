import { useTranslation } from 'react-i18next';
import { languages, setLanguage } from '@src/i18n';
import { playClick } from '@src/state/audio';
import styles from './bottom-menu.module.css';

/**
 * Spanish / English toggle; i18n remembers the choice in local storage. Marked `data-tour="language"`: a modal tour
 * leaves it usable (an English speaker must not have to read a Spanish tour first).
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('common');
  return (
    <div className={styles.languages} role="group" aria-label={t('language.label')} data-tour="language">
      {languages.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className={styles.language}
          aria-pressed={i18n.language === language}
          onClick={() => {
            playClick();
            void setLanguage(language);
          }}
        >
          <span aria-hidden="true">{language.toUpperCase()}</span>
          <span className="visually-hidden">{t(`language.${language}`)}</span>
        </button>
      ))}
    </div>
  );
}
