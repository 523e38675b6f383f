import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { noticesStore } from '@src/state/notices';
import { sessionStore, useSession } from '@src/state/session';
import { CharacterGrid } from '@ui/components/character-tile';
import { EmptyNote } from '@ui/components/list-notes';
import { PageSign } from '@ui/components/page-sign';
import { RemoteListStatus } from '@ui/components/remote-list-status';
import { SearchBox } from '@ui/components/search-box';
import { useRemoteList } from '@ui/hooks/use-remote-list';
import { ClosetCard } from './closet-card';
import { arrangeCloset, loadCloset, type ClosetCharacter, type RarityOrder } from './closet-list';
import { LevelUpDialog } from './level-up-dialog';
import styles from './closet.module.css';

const idOf = (character: ClosetCharacter) => character.characterid;

/** /closet: the player's characters; search, sort by rarity, choose the one to play with, level up with cards. */
export function ClosetScreen() {
  const { t } = useTranslation('characters');
  const { state, reload, upsert } = useRemoteList(loadCloset, idOf);
  const selectedCharacter = useSession((session) => session.selectedCharacter);
  const [search, setSearch] = useState('');
  const [order, setOrder] = useState<RarityOrder>('ascending');
  const [levelling, setLevelling] = useState<ClosetCharacter | null>(null);

  const select = (character: ClosetCharacter) => {
    // The play screen starts its next run with this id (POST /play/play and /play/getCharacter).
    sessionStore.getState().update({ selectedCharacter: character.characterid });
    noticesStore.getState().push('info', 'characters:closet.selectedNotice', { name: character.name });
  };

  const shown = state.status === 'ready' ? arrangeCloset(state.items, search, order) : [];

  return (
    <div className={styles.page}>
      <PageSign title={t('closet.title')} intro={t('closet.intro')}>
        <SearchBox label={t('closet.search')} value={search} onChange={setSearch} />
        <button
          type="button"
          className={`btn ${styles.sort}`}
          aria-label={`${t('closet.sortLabel')}: ${t(order === 'ascending' ? 'closet.sortAscending' : 'closet.sortDescending')}`}
          onClick={() => setOrder(order === 'ascending' ? 'descending' : 'ascending')}
        >
          <span aria-hidden="true">{order === 'ascending' ? '↑' : '↓'}</span>
          {t(order === 'ascending' ? 'closet.sortAscending' : 'closet.sortDescending')}
        </button>
      </PageSign>
      <RemoteListStatus state={state} failedTitle={t('loadFailed')} offlineReason={t('loadOffline')} onRetry={reload} />
      {state.status === 'ready' && state.items.length === 0 && <EmptyNote icon="user">{t('closet.empty')}</EmptyNote>}
      {state.status === 'ready' && state.items.length > 0 && shown.length === 0 && (
        <EmptyNote icon="search">{t('closet.noMatch')}</EmptyNote>
      )}
      {shown.length > 0 && (
        <CharacterGrid>
          {shown.map((character) => (
            <li key={character.characterid}>
              <ClosetCard
                character={character}
                selected={character.characterid === selectedCharacter}
                onSelect={() => select(character)}
                onLevelUp={() => setLevelling(character)}
              />
            </li>
          ))}
        </CharacterGrid>
      )}
      {levelling && <LevelUpDialog character={levelling} onLevelledUp={upsert} onClose={() => setLevelling(null)} />}
    </div>
  );
}
