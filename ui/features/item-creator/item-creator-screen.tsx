import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { deleteItem, getItems } from '@src/api/items';
import type { ItemView } from '@src/contract/items';
import { noticesStore } from '@src/state/notices';
import { Icon } from '@ui/components/icon';
import { listTexts } from '@ui/components/filtered-list';
import { ListScreen } from '@ui/components/list-screen';
import { useEditableList } from '@ui/hooks/use-editable-list';
import { ItemCard } from './item-card';
import { ItemFormDialog } from './item-form-dialog';
import styles from './item-creator.module.css';

const itemIdOf = (item: ItemView) => item.objectid;

/** /item_creator: the player's own items, with search, create, edit and delete. */
export function ItemCreatorScreen() {
  const { t } = useTranslation('items');
  const list = useEditableList(getItems, itemIdOf);
  const { editing, deleting } = list;

  const confirmDelete = async (item: ItemView) => {
    await deleteItem(item.objectid);
    list.deleted(item);
    noticesStore.getState().push('success', 'items:delete.done', { name: item.name });
  };

  const onSaved = (item: ItemView, created: boolean) => {
    list.saved(item);
    noticesStore.getState().push('success', created ? 'items:form.created' : 'items:form.saved', { name: item.name });
  };

  return (
    <ListScreen
      className={styles.page}
      title={t('list.title')}
      intro={t('list.intro')}
      create={{ label: t('list.new'), onClick: () => list.openForm(null) }}
      links={
        <>
          <Link to="/map_creator" className="btn btn--palm">
            <Icon name="map" />
            {t('list.toMaps')}
          </Link>
        </>
      }
      search={{ label: t('list.search'), value: list.search, onChange: list.setSearch }}
      list={{
        source: list,
        texts: listTexts(t, 'list'),
        textOf: (item) => item.name,
        keyOf: itemIdOf,
        listClassName: styles.grid,
        render: (item) => (
          <ItemCard item={item} onEdit={() => list.openForm(item)} onDelete={() => list.askDelete(item)} />
        ),
      }}
      empty={{ icon: 'bag', text: t('list.empty'), hint: t('list.emptyHint') }}
      form={editing && <ItemFormDialog item={editing.entry} onClose={list.closeForm} onSaved={onSaved} />}
      deletion={
        deleting && {
          title: t('delete.title'),
          message: <p>{t('delete.message', { name: deleting.name })}</p>,
          confirmLabel: t('delete.confirm'),
          failed: t('delete.failed'),
          onConfirm: () => confirmDelete(deleting),
          onClose: list.closeDelete,
        }
      }
    />
  );
}
