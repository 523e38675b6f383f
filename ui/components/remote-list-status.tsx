import { NETWORK_ERROR } from '@src/api/errors';
import type { RemoteList } from '@ui/hooks/use-remote-list';
import { FailedNote } from './list-notes';
import { LoadingPanel } from './loading-panel';

interface RemoteListStatusProps<T> {
  state: RemoteList<T>;
  /** What failed, and what to say when the server could not be reached at all. */
  failedTitle: string;
  offlineReason: string;
  onRetry: () => void;
}

/** What a server-owned list shows until its items arrive: the loading bottle, or why it failed and a retry. */
export function RemoteListStatus<T>({ state, failedTitle, offlineReason, onRetry }: RemoteListStatusProps<T>) {
  if (state.status === 'loading') return <LoadingPanel />;
  if (state.status === 'failed') {
    return (
      <FailedNote
        title={failedTitle}
        reason={state.code === NETWORK_ERROR ? offlineReason : state.message}
        onRetry={onRetry}
      />
    );
  }
  return null;
}
