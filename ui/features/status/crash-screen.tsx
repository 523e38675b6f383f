import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusPanel } from '@ui/components/status-panel';

/**
 * Shown when a screen throws or its code cannot be downloaded (typically after a new version was deployed): reloading
 * fetches the current files.
 */
export function CrashScreen({ error }: { error: unknown }) {
  const { t } = useTranslation('common');
  useEffect(() => console.error(error), [error]);
  return (
    <StatusPanel
      title={t('crash.title')}
      body={t('crash.body')}
      board="storm"
      actions={
        <button type="button" className="btn btn--sea" onClick={() => window.location.reload()}>
          {t('crash.reload')}
        </button>
      }
    />
  );
}
