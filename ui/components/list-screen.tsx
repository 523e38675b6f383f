import type { ReactNode } from 'react';
import { toApiError } from '@src/api/errors';
import { ConfirmDialog } from './confirm-dialog';
import { FilteredList, type FilteredListProps } from './filtered-list';
import { Icon, type IconName } from './icon';
import { EmptyNote } from './list-notes';
import { PageSign } from './page-sign';
import { SearchBox } from './search-box';

/** The question before deleting an entry, and what it says when the server refuses. */
export interface DeleteQuestion {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** Said above the server's reason when the deletion failed (the dialog stays open to retry). */
  failed: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

interface ListScreenProps<T> {
  /** The page's frame (its width and spacing). */
  className: string;
  title: string;
  intro: ReactNode;
  /** The sign's main button, offered again when the list is empty. */
  create: { label: string; onClick: () => void };
  /** The sign's other buttons: the ways to the other creator screens. */
  links: ReactNode;
  search: { label: string; placeholder?: string; value: string; onChange: (value: string) => void };
  /** The searchable list (components/FilteredList). */
  list: Omit<FilteredListProps<T>, 'empty'>;
  /** What the screen says when there is nothing yet. */
  /** The empty list's text, and a line saying what will appear there. */
  empty: { icon: IconName; text: string; hint?: string };
  /** Between the sign and the list (the event screen's map check). */
  children?: ReactNode;
  /** The create or edit popup while it is open. */
  form: ReactNode;
  /** The delete question while one is asked. */
  deletion: DeleteQuestion | null;
}

/**
 * The frame every creator list screen shares (maps, events, items): the sign with its buttons and search, the
 * filtered list, the create/edit popup and the question before a deletion.
 */
export function ListScreen<T>({
  className,
  title,
  intro,
  create,
  links,
  search,
  list,
  empty,
  children,
  form,
  deletion,
}: ListScreenProps<T>) {
  const createButton = (
    <button type="button" className="btn btn--primary" onClick={create.onClick}>
      <Icon name="plus" />
      {create.label}
    </button>
  );
  return (
    <div className={className}>
      <PageSign
        title={title}
        intro={intro}
        actions={
          <>
            {createButton}
            {links}
          </>
        }
      >
        <SearchBox {...search} />
      </PageSign>
      {children}
      <FilteredList
        {...list}
        empty={
          <EmptyNote icon={empty.icon} hint={empty.hint} action={createButton}>
            {empty.text}
          </EmptyNote>
        }
      />
      {form}
      {deletion && (
        <ConfirmDialog
          title={deletion.title}
          message={deletion.message}
          confirmLabel={deletion.confirmLabel}
          onConfirm={deletion.onConfirm}
          failure={(error) => (
            <>
              <p>{deletion.failed}</p>
              <p>{toApiError(error).message}</p>
            </>
          )}
          onClose={deletion.onClose}
        />
      )}
    </div>
  );
}
