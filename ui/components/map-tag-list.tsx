import { useTranslation } from 'react-i18next';
import { mapTagTextKey, type MapTag } from '@src/core/map-tags';
import styles from './tag-chips.module.css';

/** A map's tags on its card, named in the player's language; nothing when it has none. */
export function MapTagList({ tags }: { tags: readonly MapTag[] }) {
  const { t } = useTranslation('common');
  if (tags.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={t('mapTagsLabel')}>
      {tags.map((tag) => (
        <li key={tag} className={styles.tag}>
          {t(mapTagTextKey(tag))}
        </li>
      ))}
    </ul>
  );
}
