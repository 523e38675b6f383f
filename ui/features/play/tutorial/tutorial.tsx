import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { hideGameTutorial, isGameTutorialHidden } from '@src/state/game-tutorial';
import { placePopup, type Placement } from '@ui/hooks/popup-placement';
import { useTargetRect } from '@ui/hooks/use-target-rect';
import { useViewportSize } from '@ui/hooks/use-viewport-size';
import { playStore, usePlay } from '@src/state/run/play-store';
import { TUTORIAL_STEPS } from './steps';
import styles from './tutorial.module.css';

const PAD = 6;

/**
 * The game's guided tutorial (spec 2): a spotlight on each control with a note that explains it, "step n of m", and
 * Back, Next and Skip; Esc skips it. Unlike the menu's first-time tour it is driven by the play store (the music menu
 * replays it, the gamepad's B skips it). Spotlight measuring and note placement are the tour's own helpers.
 */
export function Tutorial() {
  const { t } = useTranslation('play');
  const titleId = useId();
  const step = usePlay((state) => state.tutorialStep);
  const current = step === null ? null : TUTORIAL_STEPS[step];
  const target = useTargetRect(current?.target ?? '');
  // A note without a target is centred in the window: it is placed again when the window changes size.
  const viewport = useViewportSize();
  const note = useRef<HTMLElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const [placement, setPlacement] = useState<Placement | null>(null);
  const [hidden, setHidden] = useState(isGameTutorialHidden);

  useLayoutEffect(() => {
    if (!note.current) return;
    setPlacement(placePopup(target, note.current.getBoundingClientRect(), viewport));
  }, [target, step, viewport]);

  // Focus the main button once the note is placed: while it is being measured it is hidden and cannot take focus.
  const placed = placement !== null;
  useEffect(() => {
    if (step !== null && placed) next.current?.focus({ preventScroll: true });
  }, [step, placed]);

  if (step === null || !current) return null;
  const last = step === TUTORIAL_STEPS.length - 1;
  const go = (to: number | null) => playStore.getState().showTutorial(to);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    go(null);
  };
  // A round control (the portrait) gets a round spotlight.
  const round = current.target === 'character';

  return (
    <div
      className={styles.layer}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      data-tutorial
    >
      {target ? (
        <div
          className={`${styles.spotlight} ${round ? styles.round : ''}`}
          style={{
            left: target.left - PAD,
            top: target.top - PAD,
            width: target.width + PAD * 2,
            height: target.height + PAD * 2,
          }}
        />
      ) : (
        <div className={styles.dim} />
      )}
      <section
        ref={note}
        className={`paper ${styles.note}`}
        style={placement ? { top: placement.top, left: placement.left } : { visibility: 'hidden' }}
      >
        <p className={styles.progress}>
          {t('tutorial.step', { step: step + 1, count: TUTORIAL_STEPS.length })}
          <span className={styles.dots} aria-hidden="true">
            {TUTORIAL_STEPS.map((item, index) => (
              <span key={item.key} className={index === step ? styles.dotOn : styles.dot} />
            ))}
          </span>
        </p>
        <h2 id={titleId} className={styles.title}>
          {t(`tutorial.steps.${current.key}.title`)}
        </h2>
        <p className={styles.body}>{t(`tutorial.steps.${current.key}.body`)}</p>
        <label className={styles.hide}>
          <input
            type="checkbox"
            checked={hidden}
            onChange={(event) => {
              hideGameTutorial(event.target.checked);
              setHidden(event.target.checked);
            }}
          />
          {t('tutorial.dontShowAgain')}
        </label>
        <div className={styles.actions}>
          <button type="button" className={`link-button ${styles.skip}`} onClick={() => go(null)}>
            {t('tutorial.skip')}
          </button>
          <div className={styles.steps}>
            {step > 0 && (
              <button type="button" className="btn" onClick={() => go(step - 1)}>
                {t('tutorial.back')}
              </button>
            )}
            <button ref={next} type="button" className="btn btn--primary" onClick={() => go(last ? null : step + 1)}>
              {t(last ? 'tutorial.done' : 'tutorial.next')}
            </button>
          </div>
        </div>
      </section>
    </div>
  );
}
