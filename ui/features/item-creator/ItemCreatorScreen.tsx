import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { toApiError } from '@src/api/errors';
import { deleteItem, getItems } from '@src/api/items';
import type { ItemView } from '@src/contract/items';
import { noticesStore } from '@src/state/notices';
import { ConfirmDialog } from '@ui/components/ConfirmDialog';
import { Icon } from '@ui/components/Icon';
import { FilteredList, listTexts } from '@ui/components/FilteredList';
import { EmptyNote } from '@ui/components/ListNotes';
import { PageSign } from '@ui/components/PageSign';
import { SearchBox } from '@ui/components/SearchBox';
import { useEditableList } from '@ui/hooks/useEditableList';
import { ItemCard } from './ItemCard';
import { ItemFormDialog } from './ItemFormDialog';
import styles from './itemCreator.module.css';

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

  const newItemButton = (
    <button type="button" className="btn btn--primary" onClick={() => list.openForm(null)}>
      <Icon name="plus" />
      {t('list.new')}
    </button>
  );

  return (
    <div className={styles.page}>
      <PageSign
        title={t('list.title')}
        intro={t('list.intro')}
        actions={
          <>
            {newItemButton}
            <Link to="/map_creator" className="btn btn--palm">
              <Icon name="map" />
              {t('list.toMaps')}
            </Link>
          </>
        }
      >
        <SearchBox label={t('list.search')} value={list.search} onChange={list.setSearch} />
      </PageSign>

      <FilteredList
        source={list}
        texts={listTexts(t, 'list')}
        textOf={(item) => item.name}
        keyOf={itemIdOf}
        empty={
          <EmptyNote icon="bag" action={newItemButton}>
            {t('list.empty')}
          </EmptyNote>
        }
        listClassName={styles.grid}
        render={(item) => (
          <ItemCard item={item} onEdit={() => list.openForm(item)} onDelete={() => list.askDelete(item)} />
        )}
      />

      {editing && <ItemFormDialog item={editing.entry} onClose={list.closeForm} onSaved={onSaved} />}
      {deleting && (
        <ConfirmDialog
          title={t('delete.title')}
          message={<p>{t('delete.message', { name: deleting.name })}</p>}
          confirmLabel={t('delete.confirm')}
          onConfirm={() => confirmDelete(deleting)}
          failure={(error) => (
            <>
              <p>{t('delete.failed')}</p>
              <p>{toApiError(error).message}</p>
            </>
          )}
          onClose={list.closeDelete}
        />
      )}
    </div>
  );
}
