import { describe, expect, it } from 'vitest';
import { readStoredSession, sessionStore } from '@src/state/session';

const signInResponse = {
  username: 'ana',
  token: 'abc',
  points: 1500,
  lvl: 4,
  exp: 120,
  profile_image: 'pic-03.webp',
  banner: 'banner-02.webp',
  newplayer: false,
};

describe('session store', () => {
  it('writes a sign-in to the local storage keys of the spec', () => {
    sessionStore.getState().signIn(signInResponse, 'password');
    expect({ ...localStorage }).toMatchObject({
      token: 'abc',
      userName: 'ana',
      vpoints: '1500',
      lvl: '4',
      exp: '120',
      profilePic: 'pic-03.webp',
      banner: 'banner-02.webp',
      newplayer: 'false',
      selectedCharacter: '1',
    });
  });

  it('reads the stored session back, with defaults for missing or damaged values', () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('userName', 'luis');
    localStorage.setItem('exp', 'not a number');
    localStorage.setItem('newplayer', 'true');
    expect(readStoredSession()).toMatchObject({
      token: 't',
      userName: 'luis',
      exp: 0,
      lvl: 1,
      newplayer: true,
      usernameToVisit: null,
    });
  });

  it('mirrors updates and removes keys set to null', () => {
    sessionStore.getState().update({ usernameToVisit: 'marta', exp: 30 });
    expect(localStorage.getItem('usernameToVisit')).toBe('marta');
    expect(localStorage.getItem('exp')).toBe('30');
    sessionStore.getState().update({ usernameToVisit: null });
    expect(localStorage.getItem('usernameToVisit')).toBeNull();
    expect(sessionStore.getState().usernameToVisit).toBeNull();
  });

  it('applies /user/data', () => {
    sessionStore.getState().applyUserData({
      userName: 'ana',
      vpoints: 9,
      lvl: 7,
      exp: 3,
      profilePic: 'pic-08.webp',
      banner: 'banner-01.webp',
      newplayer: false,
      moderator: false,
      unreadNotices: 0,
    });
    expect(sessionStore.getState()).toMatchObject({ vpoints: 9, lvl: 7, exp: 3, profilePic: 'pic-08.webp' });
    expect(localStorage.getItem('lvl')).toBe('7');
  });

  it('signs out by clearing all local storage but the language', () => {
    sessionStore.getState().signIn(signInResponse, 'google');
    localStorage.setItem('gameHash', 'h');
    localStorage.setItem('language', 'en');
    sessionStore.getState().signOut();
    expect({ ...localStorage }).toEqual({ language: 'en' });
    expect(sessionStore.getState()).toMatchObject({ token: null, userName: null, signInMethod: null });
  });

  it('follows a sign-out made in another tab', () => {
    sessionStore.getState().signIn(signInResponse, 'password');
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    expect(sessionStore.getState().token).toBeNull();
  });
});
