import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Names the browser tab after the screen, so history entries and screen readers tell screens apart. */
export function useDocumentTitle(title: string) {
  const { t } = useTranslation('common');
  const appName = t('appName');
  useEffect(() => {
    document.title = title === appName ? appName : `${title} · ${appName}`;
  }, [title, appName]);
}
