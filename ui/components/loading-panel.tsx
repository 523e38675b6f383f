import { useTranslation } from 'react-i18next';

/** A bobbing message bottle while something loads (styles in global.css, shared with index.html's first paint). */
export function LoadingPanel({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="loading-panel" role="status">
      <span className="loading-bottle" aria-hidden="true" />
      <span>{label ?? t('loading')}</span>
    </div>
  );
}
