import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapTag } from '@src/core/map-tags';
import { TagChips } from '@ui/components/tag-chips';
import styles from './online.module.css';

interface TagFilterProps {
  include: readonly MapTag[];
  exclude: readonly MapTag[];
  onChange: (tags: { include: MapTag[]; exclude: MapTag[] }) => void;
}

/**
 * Online Mode's tag filter: tags a map must have and tags it must not, as two groups of chips under a disclosure
 * (twelve chips twice would push the maps off a phone's screen). It starts open when the address already filters.
 * A tag checked in one group cannot be checked in the other.
 */
export function TagFilter({ include, exclude, onChange }: TagFilterProps) {
  const { t } = useTranslation('online');
  const active = include.length + exclude.length;
  const [open, setOpen] = useState(active > 0);
  const toggled = (list: readonly MapTag[], tag: MapTag, checked: boolean) =>
    checked ? [...list, tag] : list.filter((other) => other !== tag);

  return (
    <details
      className={styles.tagFilter}
      open={open}
      onToggle={(event) => setOpen((event.currentTarget as HTMLDetailsElement).open)}
    >
      <summary className={styles.tagSummary}>
        {active > 0 ? t('tags.toggleActive', { count: active }) : t('tags.toggle')}
      </summary>
      {/* Only while open: a closed <details> still lays its content out in Chromium, under whatever follows. */}
      {open && (
        <div className={styles.tagGroups}>
          <TagChips
            legend={t('tags.include')}
            hint={t('tags.includeHint')}
            chosen={include}
            blocked={(tag) => exclude.includes(tag)}
            onChange={(tag, checked) => onChange({ include: toggled(include, tag, checked), exclude: [...exclude] })}
          />
          <TagChips
            legend={t('tags.exclude')}
            hint={t('tags.excludeHint')}
            tone="exclude"
            chosen={exclude}
            blocked={(tag) => include.includes(tag)}
            onChange={(tag, checked) => onChange({ include: [...include], exclude: toggled(exclude, tag, checked) })}
          />
          {active > 0 && (
            <button type="button" className="btn" onClick={() => onChange({ include: [], exclude: [] })}>
              {t('tags.clear')}
            </button>
          )}
        </div>
      )}
    </details>
  );
}
