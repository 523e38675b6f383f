import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportTarget } from '@src/core/moderation';
import { Dialog } from './dialog';
import { Icon } from './icon';
import { ReportDialog } from './report-dialog';
import { SignInLinks } from './sign-in-links';

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
      {open && signedIn && (
        <ReportDialog
          targetKinds={targetKinds}
          targetId={targetId}
          title={title ?? t('report.title', { subject })}
          onClose={close}
        />
      )}
      {open && !signedIn && (
        <Dialog open size="small" title={t('report.signInTitle')} onClose={close}>
          <p>{t('report.signIn')}</p>
          <SignInLinks />
        </Dialog>
      )}
    </>
  );
}
