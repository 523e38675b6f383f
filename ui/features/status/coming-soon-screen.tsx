import { useTranslation } from 'react-i18next';
import { StatusPanel } from '@ui/components/status-panel';

/** The keys under `common:sections` naming each screen that a later issue brings. */
export type UpcomingSection = 'customSkin';

/** Stands in, inside the real layout, for a screen that is still being built. */
export function ComingSoonScreen({ section }: { section: UpcomingSection }) {
  const { t } = useTranslation('common');
  return (
    <StatusPanel
      kicker={t(`sections.${section}`)}
      title={t('comingSoon.title')}
      body={t('comingSoon.body')}
      board="construction"
    />
  );
}
