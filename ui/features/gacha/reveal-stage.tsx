import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGachaTexts } from './use-gacha-texts';
import type { StageReveal } from '@src/state/gacha/roll-store';
import { useRevealShown } from './use-stage-reveal';
import styles from './gacha.module.css';

/**
 * The window the gacha scene plays in. It stays mounted (hidden while idle) so the stage is up before the first roll;
 * while a roll is revealed it covers the screen and says what is happening to everyone (the canvas itself is
 * decorative): shuffling, then the rarity once the chest opens, and that a practice roll is only practice.
 */
export function RevealStage({ stage, reveal }: { stage: ReactNode; reveal: StageReveal | null }) {
  const { t } = useTranslation('gacha');
  const texts = useGachaTexts();
  const shown = useRevealShown(reveal?.id ?? null);
  return (
    <div className={styles.reveal} data-active={reveal !== null} aria-hidden={reveal === null}>
      {reveal?.practice && <p className={styles.revealPractice}>{t('practice.note')}</p>}
      <div className={styles.revealStage}>{stage}</div>
      <p
        className={styles.revealText}
        role="status"
        aria-label={t('reveal.label')}
        data-rarity={shown ? reveal?.rarity : undefined}
      >
        {reveal && (shown ? t('reveal.shown', { rarity: texts.rarityLabel(reveal.rarity) }) : t('reveal.shuffling'))}
      </p>
    </div>
  );
}
