import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportTarget } from '@src/core/moderation';
import { Icon } from './icon';

const ReportOpened = lazy(async () => ({ default: (await import('./report-opened')).ReportOpened }));

interface ReportButtonProps {
  targetKinds: readonly ReportTarget[];
  targetId: number;
  subject: string;
  /** The form's title, when the subject is no name to quote (the map being played); «subject» otherwise. */
  title?: string;
  /** Visitors are shown the ways in instead of the form. */
  signedIn: boolean;
  className?: string;
}

/** "Report" beside something players published: the report form for players, the ways in for visitors. */
export function ReportButton({
  targetKinds,
  targetId,
  subject,
  title,
  signedIn,
  className = 'btn',
}: ReportButtonProps) {
  const { t } = useTranslation('moderation');
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => setOpen(true)}
        aria-label={t('report.openFor', { subject })}
        aria-haspopup="dialog"
      >
        <Icon name="warning" />
        {t('report.open')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReportOpened
            targetKinds={targetKinds}
            targetId={targetId}
            title={title ?? t('report.title', { subject })}
            signedIn={signedIn}
            onClose={close}
          />
        </Suspense>
      )}
    </>
  );
}
