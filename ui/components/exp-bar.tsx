import { useTranslation } from 'react-i18next';
import { expToNextLevel } from '@src/core/levels';
import { ProgressBar } from './progress-bar';

/** Experience towards the next level: exp / (100 × level), as spec section 9 sets the bar's maximum. */
export function ExpBar({ exp, lvl }: { exp: number; lvl: number }) {
  const { t } = useTranslation('common');
  const max = expToNextLevel(lvl);
  return <ProgressBar value={exp} max={max} label={t('experience')} valueText={t('experienceValue', { exp, max })} />;
}
