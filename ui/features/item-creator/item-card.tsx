import { useTranslation } from 'react-i18next';
import { itemPictureUrl } from '@src/api/items';
import type { ItemView } from '@src/contract/items';
import { FallbackImage } from '@ui/components/fallback-image';
import { Icon } from '@ui/components/icon';
import styles from './item-creator.module.css';

interface ItemCardProps {
  item: ItemView;
  onEdit: () => void;
  onDelete: () => void;
}

/** One of the player's items: its picture (or the icon of what it does), name, description and functionality. */
export function ItemCard({ item, onEdit, onDelete }: ItemCardProps) {
  const { t } = useTranslation('items');
  const iconOnly = itemPictureUrl({ objectImage: null, functionality: item.functionality });
  return (
    <article className={`paper ${styles.card}`}>
      <FallbackImage
        src={itemPictureUrl(item)}
        alt=""
        className={styles.picture}
        fallback={<img src={iconOnly} alt="" className={styles.picture} />}
      />
      <div className={styles.body}>
        <h2 className={styles.name}>{item.name}</h2>
        <span className={`${styles.badge} ${styles[`badge-${item.functionality}`]}`}>
          {t(`functionality.${item.functionality}.name`)}
        </span>
        <p className={styles.description}>{item.description}</p>
      </div>
      <div className={styles.tools}>
        <button
          type="button"
          className="btn btn--icon"
          onClick={onEdit}
          aria-label={t('list.editItem', { name: item.name })}
          title={t('list.edit')}
        >
          <Icon name="pencil" />
        </button>
        <button
          type="button"
          className="btn btn--icon btn--danger"
          onClick={onDelete}
          aria-label={t('list.deleteItem', { name: item.name })}
          title={t('list.delete')}
        >
          <Icon name="trash" />
        </button>
      </div>
    </article>
  );
}
