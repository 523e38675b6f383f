import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { toApiError } from '@src/api/errors';
import { deleteItem, getItems } from '@src/api/items';
import type { ItemView } from '@src/contract/items';
import { noticesStore } from '@src/state/notices';
import { ConfirmDialog } from '@ui/components/ConfirmDialog';
import { Icon } from '@ui/components/Icon';
import { FilteredList } from '@ui/components/FilteredList';
import { EmptyNote, FailedNote } from '@ui/components/ListNotes';
import { LoadingPanel } from '@ui/components/LoadingPanel';
import { PageSign } from '@ui/components/PageSign';
import { SearchBox } from '@ui/components/SearchBox';
import { useRemoteList } from '@ui/hooks/useRemoteList';
import { ItemCard } from './ItemCard';
import { ItemFormDialog } from './ItemFormDialog';
import styles from './itemCreator.module.css';

const itemIdOf = (item: ItemView) => item.objectid;

/** The item form: a new item, or one of the player's items. */
type Editing = { item: ItemView | null } | null;

/** /item_creator: the player's own items, with search, create, edit and delete. */
export function ItemCreatorScreen() {
  const { t } = useTranslation('items');
  const { state, reload, upsert, remove } = useRemoteList(getItems, itemIdOf);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ItemView | null>(null);

  const confirmDelete = async (item: ItemView) => {
    await deleteItem(item.objectid);
    remove(item.objectid);
    setDeleting(null);
    noticesStore.getState().push('success', 'items:delete.done', { name: item.name });
  };

  const onSaved = (item: ItemView, created: boolean) => {
    upsert(item);
    setEditing(null);
    noticesStore.getState().push('success', created ? 'items:form.created' : 'items:form.saved', { name: item.name });
  };

  const newItemButton = (
    <button type="button" className="btn btn--primary" onClick={() => setEditing({ item: null })}>
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
        <SearchBox label={t('list.search')} value={search} onChange={setSearch} />
      </PageSign>

      {state.status === 'loading' && <LoadingPanel label={t('list.loading')} />}
      {state.status === 'failed' && <FailedNote title={t('list.loadFailed')} reason={state.message} onRetry={reload} />}
      {state.status === 'ready' && (
        <FilteredList
          items={state.items}
          search={search}
          textOf={(item) => item.name}
          keyOf={itemIdOf}
          label={t('list.listLabel')}
          count={(count) => t('list.count', { count })}
          noMatch={(text) => t('list.noMatch', { search: text })}
          empty={
            <EmptyNote icon="bag" action={newItemButton}>
              {t('list.empty')}
            </EmptyNote>
          }
          listClassName={styles.grid}
          render={(item) => <ItemCard item={item} onEdit={() => setEditing({ item })} onDelete={() => setDeleting(item)} />}
        />
      )}

      {editing && <ItemFormDialog item={editing.item} onClose={() => setEditing(null)} onSaved={onSaved} />}
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
          onClose={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
