import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';
import styles from './search-box.module.css';

interface SearchBoxProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}

/** A labelled search field in a search landmark, with a button that empties it. */
export function SearchBox({ label, value, onChange, placeholder }: SearchBoxProps) {
  const { t } = useTranslation('common');
  const id = useId();
  return (
    <div className={styles.search} role="search">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <span className={styles.icon} aria-hidden="true">
        <Icon name="search" size={20} />
      </span>
      <input
        id={id}
        type="search"
        className={styles.input}
        value={value}
        placeholder={placeholder ?? label}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => onChange(event.target.value)}
      />
      {value !== '' && (
        <button type="button" className={styles.clear} onClick={() => onChange('')} aria-label={t('search.clear')}>
          <Icon name="close" size={18} />
        </button>
      )}
    </div>
  );
}
