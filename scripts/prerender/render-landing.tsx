/**
 * Draws a landing screen as its first render shows it to a visitor (scripts/prerender/landing-screens.ts loads this
 * through Vite, so the screens' CSS modules get the class names the client build gives them).
 */
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { resources } from '@src/i18n/resources';
import type { Language } from '@src/i18n/languages';
import { ScreenFrame } from '@ui/layout/screen-frame';

export async function renderLanding(Screen: ComponentType, path: string, language: Language): Promise<string> {
  const i18n = createInstance();
  // As src/i18n sets the app's instance up, with every text at hand instead of downloaded.
  await i18n.use(initReactI18next).init({
    resources,
    lng: language,
    defaultNS: 'common',
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <ScreenFrame withBar waiting>
          <Screen />
        </ScreenFrame>
      </MemoryRouter>
    </I18nextProvider>,
  );
}
