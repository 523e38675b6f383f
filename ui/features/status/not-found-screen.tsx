import { useTranslation } from 'react-i18next';
import { StatusPanel } from '@ui/components/status-panel';

export function NotFoundScreen() {
  const { t } = useTranslation('common');
  return <StatusPanel title={t('notFound.title')} body={t('notFound.body')} board="lost" />;
}
