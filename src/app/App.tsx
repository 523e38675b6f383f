import { useTranslation } from 'react-i18next';

/** Placeholder root until the router lands. */
export function App() {
  const { t } = useTranslation();
  return <h1>{t('appName')}</h1>;
}
