import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MAP_TAGS, mapTagTextKey, type MapTag } from '@src/core/map-tags';
import styles from './tag-chips.module.css';

interface TagChipsProps {
  legend: string;
  hint?: string;
  /** The tags checked now. */
  chosen: readonly MapTag[];
  onChange: (tag: MapTag, checked: boolean) => void;
  /** A tag that cannot be checked now (the limit reached, or chosen in another group), with the reason as its hint. */
  blocked?: (tag: MapTag) => boolean;
  /** How a chosen chip looks: `include` (sea) or `exclude` (coral, struck through). */
  tone?: 'include' | 'exclude';
}

/**
 * The list of tags as a group of check boxes drawn as chips: a legend names the group, Tab reaches each chip and Space
 * checks it, and the group's hint is read with every chip.
 */
export function TagChips({ legend, hint, chosen, onChange, blocked, tone = 'include' }: TagChipsProps) {
  const { t } = useTranslation('common');
  const hintId = useId();
  return (
    <fieldset className={styles.group} aria-describedby={hint ? hintId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      <div className={styles.chips}>
        {MAP_TAGS.map((tag) => {
          const checked = chosen.includes(tag);
          return (
            <label key={tag} className={`${styles.chip} ${styles[tone]}`}>
              <input
                type="checkbox"
                checked={checked}
                disabled={!checked && blocked?.(tag) === true}
                onChange={(event) => onChange(tag, event.target.checked)}
              />
              <span>{t(mapTagTextKey(tag))}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
