import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import i18n from '../../src/i18n';
import { noticesStore } from '../../src/state/notices';
import { sessionStore } from '../../src/state/session';

// jsdom has no layout: the router's scroll restoration would only log "not implemented".
window.scrollTo = () => undefined;
// Nor media playback: the shell's click sound and music would only log "not implemented" (tests spy on these).
window.HTMLMediaElement.prototype.play = () => Promise.resolve();
window.HTMLMediaElement.prototype.pause = () => undefined;

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('es');
  // signOut clears local storage (except the language) and the in-memory session.
  sessionStore.getState().signOut();
  localStorage.clear();
  noticesStore.setState({ notices: [] });
});
