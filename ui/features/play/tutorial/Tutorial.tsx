import { useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { playStore, usePlay } from '../run/playStore';
import { TUTORIAL_STEPS } from './steps';
import styles from './tutorial.module.css';

const GAP = 12;

/** Where the highlighted control is on screen (null for the steps without one, or a control not shown now). */
function useTargetRect(target: string | null): DOMRect | null {
  const [rect, setRect] = useState<DOMRect | null>(null);
  useLayoutEffect(() => {
    const measure = () => setRect(target ? (document.querySelector(`[data-tour="${target}"]`)?.getBoundingClientRect() ?? null) : null);
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [target]);
  return rect;
}

/**
 * The guided tutorial (spec 2): a spotlight on each control with a note that explains it, "step n of m", and Back,
 * Next and Skip. Esc skips it. It can be replayed from the music menu.
 */
export function Tutorial() {
  const { t } = useTranslation('play');
  const titleId = useId();
  const step = usePlay((state) => state.tutorialStep);
  const next = useRef<HTMLButtonElement>(null);
  const current = step === null ? null : TUTORIAL_STEPS[step];
  const rect = useTargetRect(current?.target ?? null);

  useEffect(() => {
    if (step !== null) next.current?.focus();
  }, [step]);

  if (step === null || !current) return null;
  const last = step === TUTORIAL_STEPS.length - 1;
  const go = (to: number | null) => playStore.getState().showTutorial(to);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    go(null);
  };

  const spotlight: CSSProperties | undefined = rect
    ? { left: rect.left - GAP / 2, top: rect.top - GAP / 2, width: rect.width + GAP, height: rect.height + GAP }
    : undefined;
  // The note goes under the control when there is room, else above it; without a control it is centred.
  const below = rect ? rect.bottom + 220 < window.innerHeight || rect.top < 240 : false;
  const note: CSSProperties | undefined = rect
    ? below
      ? { top: rect.bottom + GAP * 1.5 }
      : { bottom: window.innerHeight - rect.top + GAP * 1.5 }
    : undefined;

  return (
    <div className={styles.layer} role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown} data-tutorial>
      {spotlight ? <div className={styles.spotlight} style={spotlight} /> : <div className={styles.dim} />}
      <section className={`paper ${styles.note} ${rect ? styles.anchored : styles.centred}`} style={note}>
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
        <div className={styles.actions}>
          <button type="button" className={`link-button ${styles.skip}`} onClick={() => go(null)}>
            {t('tutorial.skip')}
          </button>
          {step > 0 && (
            <button type="button" className="btn" onClick={() => go(step - 1)}>
              {t('tutorial.back')}
            </button>
          )}
          <button ref={next} type="button" className="btn btn--primary" onClick={() => go(last ? null : step + 1)}>
            {t(last ? 'tutorial.done' : 'tutorial.next')}
          </button>
        </div>
      </section>
    </div>
  );
}
