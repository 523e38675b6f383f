import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertArea } from '@ui/components/alert-area';
import { useDocumentTitle } from '@ui/hooks/use-document-title';
import { DailyCard } from './daily-card';
import { ExtrasBar } from './extras-bar';
import { ModeSign } from './mode-sign';
import { ProfilePanel } from './profile-panel';
import { ResumeOffer } from './resume-offer';
import { TitleBackdrop } from './title-backdrop';
import { titleArt, titleAvifSrcSet } from './title-art';
import { useAccountSync } from './use-account-sync';
import styles from './main-menu.module.css';

// Both are rare guests: their code (and the tour's texts) download only when they appear.
const FirstTimeTour = lazy(async () => ({ default: (await import('./tour/first-time-tour')).FirstTimeTour }));
const LevelUpCelebration = lazy(async () => ({ default: (await import('./level-up-celebration')).LevelUpCelebration }));

/**
 * The title screen (/): the player's card and the shop corner on top, the logo, and the game modes on a beach
 * signpost, over a living seaside postcard. Runs the level-up check and the first-time tour.
 */
export function MainMenuScreen() {
  const { t } = useTranslation('menu');
  useDocumentTitle(t('common:appName'));
  const { problem, retry, celebratedLevel, endCelebration, dataSettled } = useAccountSync();

  return (
    <div className={styles.menu}>
      <TitleBackdrop />
      <div className={styles.side}>
        <div data-tour="profile">
          <ProfilePanel />
        </div>
        <ResumeOffer />
        <AlertArea>
          {problem && (
            <p className={styles.problem}>
              {t(problem === 'data' ? 'errors.data' : 'errors.level')}
              <button type="button" className="link-button" onClick={retry}>
                {t('common:actions.retry')}
              </button>
            </p>
          )}
        </AlertArea>
      </div>
      <div className={styles.extras}>
        <ExtrasBar />
      </div>

      <header className={styles.header}>
        <h1 className={styles.title}>
          <picture>
            <source type="image/avif" srcSet={titleAvifSrcSet} sizes={titleArt.sizes} />
            <img
              src={titleArt.fallback}
              alt={t('common:appName')}
              width={titleArt.width}
              height={titleArt.height}
              fetchPriority="high"
            />
          </picture>
        </h1>
        <p className={styles.tagline}>{t('tagline')}</p>
      </header>

      <div className={styles.modes}>
        <ModeSign />
      </div>

      <div className={styles.daily}>
        {/* The island's name is History Mode's text, downloaded apart: the rest of the menu never waits for it. */}
        <Suspense fallback={null}>
          <DailyCard />
        </Suspense>
      </div>

      <Suspense fallback={null}>
        <FirstTimeTour accountSettled={dataSettled} />
        {celebratedLevel !== null && <LevelUpCelebration level={celebratedLevel} onDone={endCelebration} />}
      </Suspense>
    </div>
  );
}
