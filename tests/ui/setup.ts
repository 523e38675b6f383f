import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import i18n, { i18nReady } from '../../src/i18n';
import { accountFlagsStore } from '../../src/state/account-flags';
import { dailyStore } from '../../src/state/daily/daily-store';
import { editorStore } from '../../src/state/editor/store';
import { noticesStore } from '../../src/state/notices';
import { sessionStore } from '../../src/state/session';
import { socialStore } from '../../src/state/social/social-store';

// The app renders once its first texts have arrived (src/main.tsx); so do the tests.
await i18nReady;

// Screens are lazy chunks, compiled on first use: on a busy machine the first render of a file can take over a second.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout: the layout's scroll restoration would only log "not implemented".
window.scrollTo = () => undefined;
// Nor media playback: the shell's click sound and music would only log "not implemented" (tests spy on these).
window.HTMLMediaElement.prototype.play = () => Promise.resolve();
window.HTMLMediaElement.prototype.pause = () => undefined;
// Nor Blob.text(), which every browser has (a picked file's contents): read it the older way, with a FileReader.
window.Blob.prototype.text ??= function text(this: Blob) {
  return new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(this);
  });
};

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('es');
  // signOut clears local storage (except the language) and the in-memory session.
  sessionStore.getState().signOut();
  localStorage.clear();
  noticesStore.setState({ notices: [] });
  // The menus' moderator link and unread count of one player are not the next test's.
  accountFlagsStore.setState(accountFlagsStore.getInitialState(), true);
  // A like or follow of one test is not seen by the next, whose fake server lists the same maps and players.
  socialStore.setState(socialStore.getInitialState(), true);
  // Today's island and its boards are read again by the next test's fake server.
  dailyStore.setState(dailyStore.getInitialState(), true);
  // The editor's store (its graph, queue of calls and counters included) starts every test as created; the editor
  // screen's own caches are reset by the editor tests' fixtures. A save of positions still timed is dropped with it.
  clearTimeout(editorStore.getState().positionTimer);
  editorStore.setState(editorStore.getInitialState(), true);
});
