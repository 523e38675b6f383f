import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { menuMusic, useMenuMusicSwitch } from '@src/state/audio';
import { LanguageSwitch } from './language-switch';
import { MenuButton, MenuLink } from './menu-button';
import { useFullscreen } from './use-fullscreen';
import { useNarrowScreen } from './use-narrow-screen';
import styles from './bottom-menu.module.css';

/**
 * The persistent bottom menu (spec sections 2 and 4): a settings toggle (closed at first) holding the music switch and,
 * on narrow screens, the fullscreen button; home; back; fullscreen on wide screens; the news; the language.
 */
export function BottomMenu() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const location = useLocation();
  const narrow = useNarrowScreen();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const settingsId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  useMenuMusic();

  // The router marks the page this tab opened on with the key 'default': with nothing behind it inside the game (a deep
  // link, a bookmark), back means home rather than leaving the game.
  const goBack = () => (location.key === 'default' ? navigate('/') : navigate(-1));

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !settingsOpen) return;
    setSettingsOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <nav className={styles.bar} aria-label={t('nav.label')} onKeyDown={closeOnEscape}>
      <div className={styles.inner}>
        <div className={styles.settings}>
          <MenuButton
            ref={toggleRef}
            icon="settings"
            label={t('nav.settings')}
            aria-expanded={settingsOpen}
            aria-controls={settingsId}
            className={settingsOpen ? styles.active : undefined}
            onClick={() => setSettingsOpen((open) => !open)}
          />
          <div
            id={settingsId}
            className={styles.tray}
            role="group"
            aria-label={t('nav.settings')}
            hidden={!settingsOpen}
          >
            <MusicButton />
            {narrow && <FullscreenButton />}
          </div>
        </div>
        <MenuLink icon="home" label={t('nav.home')} to="/" />
        <MenuButton icon="back" label={t('nav.back')} onClick={goBack} />
        {!narrow && <FullscreenButton />}
        <MenuLink icon="news" label={t('nav.news')} to="/newsletter" />
        <LanguageSwitch />
      </div>
    </nav>
  );
}

function MusicButton() {
  const { t } = useTranslation('common');
  const musicOn = useMenuMusicSwitch((state) => state.musicOn);
  const toggleMusic = useMenuMusicSwitch((state) => state.toggleMusic);
  return (
    <MenuButton
      icon="music"
      label={t('nav.music')}
      aria-pressed={musicOn}
      className={musicOn ? undefined : styles.off}
      onClick={toggleMusic}
    />
  );
}

function FullscreenButton() {
  const { t } = useTranslation('common');
  const { fullscreen, toggle } = useFullscreen();
  return <MenuButton icon="fullscreen" label={t('nav.fullscreen')} aria-pressed={fullscreen} onClick={toggle} />;
}

/**
 * The menu music plays while the player wants it and the bottom menu is on screen: the game (which hides the menu)
 * has its own music, and coming back resumes the loop.
 */
function useMenuMusic() {
  const musicOn = useMenuMusicSwitch((state) => state.musicOn);
  useEffect(() => {
    if (!musicOn) return;
    menuMusic.start();
    return () => menuMusic.stop();
  }, [musicOn]);
}
