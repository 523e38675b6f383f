import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './gacha.module.css';

/**
 * The window the gacha scene plays in. It stays mounted (hidden while idle) so the stage is up before the first roll;
 * while a roll is revealed it covers the screen and says so to screen readers (the canvas itself is decorative).
 */
export function RevealStage({ stage, active }: { stage: ReactNode; active: boolean }) {
  const { t } = useTranslation('gacha');
  return (
    <div className={styles.reveal} data-active={active} aria-hidden={!active}>
      <div className={styles.revealStage}>{stage}</div>
      <p className={styles.revealText} role="status" aria-label={t('reveal.label')}>
        {active ? t('reveal.shuffling') : ''}
      </p>
    </div>
  );
}
