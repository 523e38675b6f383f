import { useTranslation } from 'react-i18next';
import type { MapSort } from '@src/contract/maps';
import { SORTS } from './use-map-browser';
import styles from './online.module.css';

/** A-Z, Likes or Plays, as a row of radio buttons drawn like a segmented switch (arrow keys move between them). */
export function SortChoice({ value, onChange }: { value: MapSort; onChange: (sort: MapSort) => void }) {
  const { t } = useTranslation('online');
  return (
    <fieldset className={styles.sort}>
      <legend className={styles.sortLegend}>{t('sort.label')}</legend>
      <div className={styles.sortOptions}>
        {SORTS.map((sort) => (
          <label key={sort} className={styles.sortOption}>
            <input
              type="radio"
              name="map-sort"
              value={sort}
              checked={value === sort}
              onChange={() => onChange(sort)}
              className="visually-hidden"
            />
            <span>{t(`sort.${sort}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
