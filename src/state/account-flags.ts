import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { UserData } from '@src/contract/user';

/**
 * What /user/data says of the signed-in player beyond spec 3's stored fields, for the menus' links: whether the server
 * counts them a moderator, and how many moderation notices they have not read (docs/moderation.md). Kept in memory
 * only: the main menu asks again each time it opens, and a sign-out reloads the page.
 */
export type AccountFlags = Pick<UserData, 'moderator' | 'unreadNotices'>;

export const accountFlagsStore = createStore<AccountFlags>()(() => ({ moderator: false, unreadNotices: 0 }));

export function useAccountFlags<T>(selector: (state: AccountFlags) => T): T {
  return useStore(accountFlagsStore, selector);
}
