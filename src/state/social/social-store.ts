import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { toApiError } from '@src/api/errors';
import { toggleMapLike } from '@src/api/maps';
import { toggleFollow } from '@src/api/user';
import { noticesStore } from '@src/state/notices';

/** A map's heart: whether the player likes it, and how many do. */
export interface MapLike {
  readonly liked: boolean;
  readonly likes: number;
}

/**
 * What the player's own toggle left of a value a screen listed (`from`, as the list showed it). It is shown while the
 * list still shows that value; a list loaded since (which already counts the toggle) is newer and wins.
 */
export interface Toggled<T> {
  readonly from: T;
  readonly now: T;
}

/** The heart to show: the player's toggle while the list still shows what it acted on, else the list's. */
export const shownLike = (toggled: Toggled<MapLike> | undefined, listed: MapLike): MapLike =>
  toggled?.from.liked === listed.liked && toggled.from.likes === listed.likes ? toggled.now : listed;

/** Whether the player follows someone, by the same rule as the heart. */
export const shownFollow = (toggled: Toggled<boolean> | undefined, listed: boolean): boolean =>
  toggled?.from === listed ? toggled.now : listed;

export interface SocialState {
  /** Map id → the heart as the player's likes left it. */
  readonly likes: ReadonlyMap<number, Toggled<MapLike>>;
  readonly likesSending: ReadonlySet<number>;
  /** Username → whether the player follows them, as the player's follow buttons left it. */
  readonly follows: ReadonlyMap<string, Toggled<boolean>>;
  readonly followsSending: ReadonlySet<string>;

  /**
   * Likes or unlikes a map (spec 4): the heart flips at once and settles on the server's answer; when the call fails
   * it flips back and a notice says so. A press while the last one is on its way does nothing.
   */
  toggleLike(mapId: number, listed: MapLike): Promise<void>;
  /** Follows or unfollows a player; answers null, or why it failed (the screen says it where the button is). */
  toggleFollow(username: string, listed: boolean): Promise<string | null>;
}

const withEntry = <K, V>(map: ReadonlyMap<K, V>, key: K, value: V) => new Map(map).set(key, value);
const withKey = <K>(set: ReadonlySet<K>, key: K, present: boolean) => {
  const next = new Set(set);
  if (present) next.add(key);
  else next.delete(key);
  return next;
};

export const socialStore = createStore<SocialState>()((set, get) => {
  const showLike = (mapId: number, listed: MapLike, now: MapLike) =>
    set({ likes: withEntry(get().likes, mapId, { from: listed, now }) });
  const sendingLike = (mapId: number, sending: boolean) =>
    set({ likesSending: withKey(get().likesSending, mapId, sending) });
  const sendingFollow = (username: string, sending: boolean) =>
    set({ followsSending: withKey(get().followsSending, username, sending) });

  return {
    likes: new Map(),
    likesSending: new Set(),
    follows: new Map(),
    followsSending: new Set(),

    async toggleLike(mapId, listed) {
      if (get().likesSending.has(mapId)) return;
      const before = shownLike(get().likes.get(mapId), listed);
      showLike(mapId, listed, { liked: !before.liked, likes: Math.max(0, before.likes + (before.liked ? -1 : 1)) });
      sendingLike(mapId, true);
      try {
        showLike(mapId, listed, await toggleMapLike(mapId));
      } catch {
        showLike(mapId, listed, before);
        noticesStore.getState().push('error', 'online:like.failed');
      } finally {
        sendingLike(mapId, false);
      }
    },

    async toggleFollow(username, listed) {
      sendingFollow(username, true);
      try {
        const now = await toggleFollow(username);
        set({ follows: withEntry(get().follows, username, { from: listed, now }) });
        return null;
      } catch (error) {
        return toApiError(error).message;
      } finally {
        sendingFollow(username, false);
      }
    },
  };
});

export function useSocial<T>(selector: (state: SocialState) => T): T {
  return useStore(socialStore, selector);
}
