/**
 * The languages jsdom's browser says it prefers: Spanish, as most of the UI tests read the screens, unless a test says
 * otherwise. A first setup file, so that src/i18n (imported by tests/ui/setup.ts) starts in it.
 */
export function preferLanguages(languages: readonly string[]): void {
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
  Object.defineProperty(window.navigator, 'language', { value: languages[0] ?? '', configurable: true });
}

preferLanguages(['es-ES', 'es']);
