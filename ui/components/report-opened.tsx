import { useTranslation } from 'react-i18next';
import type { ReportTarget } from '@src/core/moderation';
import { Dialog } from './dialog';
import { ReportDialog } from './report-dialog';
import { SignInLinks } from './sign-in-links';

interface ReportOpenedProps {
  targetKinds: readonly ReportTarget[];
  targetId: number;
  title: string;
  signedIn: boolean;
  onClose: () => void;
}

/**
 * What "Report" opens (./report-button.tsx loads it on the first click): the report form for players, the ways in for
 * visitors. Its own chunk, so the lists that show a Report button on every card do not download forms and dialogs
 * before their first paint.
 */
export function ReportOpened({ targetKinds, targetId, title, signedIn, onClose }: ReportOpenedProps) {
  const { t } = useTranslation('moderation');
  if (signedIn) return <ReportDialog targetKinds={targetKinds} targetId={targetId} title={title} onClose={onClose} />;
  return (
    <Dialog open size="small" title={t('report.signInTitle')} onClose={onClose}>
      <p>{t('report.signIn')}</p>
      <SignInLinks />
    </Dialog>
  );
}
