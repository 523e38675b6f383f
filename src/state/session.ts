import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { SessionResponse } from '@src/contract/auth';
import type { UserData } from '@src/contract/user';
import { STORAGE_KEYS } from './storage-keys';

export type SignInMethod = 'password' | 'google';

/** The signed-in player as the whole app sees it; every field mirrors a local storage key of spec section 3. */
export interface SessionData {
  token: string | null;
  userName: string | null;
  lvl: number;
  exp: number;
  vpoints: number;
  profilePic: string | null;
  banner: string | null;
  newplayer: boolean;
  /** Whose profile /mi_perfil shows. */
  usernameToVisit: string | null;
  selectedCharacter: number;
  /** How this browser signed in: Google-only accounts confirm deletion with their username. */
  signInMethod: SignInMethod | null;
}

export interface SessionState extends SessionData {
  signIn(response: SessionResponse, method: SignInMethod): void;
  /** Forgets the player: clears all local storage except the interface language. */
  signOut(): void;
  applyUserData(data: UserData): void;
  update(changes: Partial<SessionData>): void;
}

const signedOut: SessionData = {
  token: null,
  userName: null,
  lvl: 1,
  exp: 0,
  vpoints: 0,
  profilePic: null,
  banner: null,
  newplayer: false,
  usernameToVisit: null,
  selectedCharacter: 1,
  signInMethod: null,
};

type Kind = 'text' | 'number' | 'flag';
const storageKinds: { [K in keyof SessionData]: Kind } = {
  token: 'text',
  userName: 'text',
  lvl: 'number',
  exp: 'number',
  vpoints: 'number',
  profilePic: 'text',
  banner: 'text',
  newplayer: 'flag',
  usernameToVisit: 'text',
  selectedCharacter: 'number',
  signInMethod: 'text',
};
const storageKeys = Object.keys(storageKinds) as Array<keyof SessionData>;

function parse(kind: Kind, raw: string | null, fallback: unknown): unknown {
  if (raw === null) return fallback;
  if (kind === 'number') {
    const value = Number(raw);
    return Number.isFinite(value) ? value : fallback;
  }
  if (kind === 'flag') return raw === 'true';
  return raw;
}

/** Reads the session back from local storage, with signed-out defaults for missing or damaged values. */
export function readStoredSession(): SessionData {
  const data: Record<string, unknown> = {};
  for (const key of storageKeys) data[key] = parse(storageKinds[key], localStorage.getItem(key), signedOut[key]);
  return data as unknown as SessionData;
}

function writeStored(changes: Partial<SessionData>): void {
  for (const key of Object.keys(changes) as Array<keyof SessionData>) {
    const value = changes[key];
    if (value === null || value === undefined) localStorage.removeItem(key);
    else localStorage.setItem(key, String(value));
  }
}

function clearStorageKeepingLanguage(): void {
  const language = localStorage.getItem(STORAGE_KEYS.language);
  localStorage.clear();
  if (language !== null) localStorage.setItem(STORAGE_KEYS.language, language);
}

export const sessionStore = createStore<SessionState>()((set) => {
  const update = (changes: Partial<SessionData>) => {
    writeStored(changes);
    set(changes);
  };
  return {
    ...readStoredSession(),
    update,
    signIn: (response, method) =>
      update({
        token: response.token,
        userName: response.username,
        vpoints: response.points,
        lvl: response.lvl,
        exp: response.exp,
        profilePic: response.profile_image,
        banner: response.banner,
        newplayer: response.newplayer,
        selectedCharacter: 1,
        signInMethod: method,
      }),
    signOut: () => {
      clearStorageKeepingLanguage();
      set({ ...signedOut });
    },
    applyUserData: (data) =>
      update({
        userName: data.userName,
        vpoints: data.vpoints,
        lvl: data.lvl,
        exp: data.exp,
        profilePic: data.profilePic,
        banner: data.banner,
        newplayer: data.newplayer,
      }),
  };
});

// Another tab signing in or out changes local storage; follow it so both tabs agree.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.storageArea !== localStorage) return;
    if (event.key === null || (storageKeys as string[]).includes(event.key)) sessionStore.setState(readStoredSession());
  });
}

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}
