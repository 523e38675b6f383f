import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useViewportSize } from '@ui/hooks/use-viewport-size';
import { placePopup, type Placement } from '@ui/hooks/popup-placement';
import type { TourStep } from './tours';
import { useTourKeys } from './use-tour-keys';
import { useTargetRect, type Box } from '@ui/hooks/use-target-rect';
import styles from './tour.module.css';

/** The popup's arrow points at the spotlight from the side facing it; a popup pinned to the bottom has none. */
const arrowClass: Record<Placement['side'], string> = { top: styles.top, bottom: styles.bottom, none: '' };

/** Room between the highlighted element and the edge of the spotlight. */
const SPOTLIGHT_PAD = 8;
/** Room around the language switch that the tour's layer leaves undimmed and clickable. */
const HOLE_PAD = 4;

interface TourOverlayProps {
  steps: readonly TourStep[];
  /** Called once, when the last step is acknowledged or the tour is skipped. */
  onFinish: () => void;
}

/**
 * A guided tour: the page is dimmed except for a spotlight on the current element, and a popup explains it with its
 * progress (step n of m). Keyboard: focus moves into the popup, Enter goes on, Escape skips, Tab stays in the popup and
 * the language switch. The layer has a hole over the language switch, which stays lit and clickable: the tour is
 * there to be read, so its language must be choosable during it.
 */
export function TourOverlay({ steps, onFinish }: TourOverlayProps) {
  const { t, i18n } = useTranslation('tour');
  const [index, setIndex] = useState(0);
  const step = steps[index];
  const last = index === steps.length - 1;
  const target = useTargetRect(step.target);
  const languageSwitch = useTargetRect('language', { reveal: false });
  // A popup without a target is centred in the window: it is placed again when the window changes size.
  const viewport = useViewportSize();
  const popupRef = useRef<HTMLDivElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const [placement, setPlacement] = useState<Placement | null>(null);
  const titleId = useId();
  const bodyId = useId();

  useLayoutEffect(() => {
    const popup = popupRef.current;
    if (!popup) return;
    // Layout size, not the on-screen box: the pop-in animation scales the popup while it is being measured.
    const size = { width: popup.offsetWidth, height: popup.offsetHeight };
    setPlacement(placePopup(target, size, viewport));
    // Another language is another text length: the popup is measured and placed again.
  }, [target, index, viewport, i18n.language]);

  // Each step starts with the focus on its main button, so Enter (or Space) moves on at once. Only once the popup is
  // placed: while it is being measured it is invisible, and an invisible button cannot take the focus.
  const placed = placement !== null;
  useEffect(() => {
    if (placed) nextRef.current?.focus({ preventScroll: true });
  }, [index, placed]);

  const next = () => (last ? onFinish() : setIndex(index + 1));

  useTourKeys(popupRef, { next, skip: onFinish });

  return createPortal(
    <div className={styles.layer} style={languageSwitch ? { clipPath: holeOver(languageSwitch) } : undefined}>
      {target ? (
        <div
          className={styles.spotlight}
          data-testid="tour-spotlight"
          style={{
            top: target.top - SPOTLIGHT_PAD,
            left: target.left - SPOTLIGHT_PAD,
            width: target.width + 2 * SPOTLIGHT_PAD,
            height: target.height + 2 * SPOTLIGHT_PAD,
          }}
        />
      ) : (
        <div className={styles.dim} />
      )}
      <div
        ref={popupRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        className={`${styles.popup} ${placement ? arrowClass[placement.side] : styles.measuring}`}
        style={
          placement
            ? { top: placement.top, left: placement.left, ['--arrow-x' as string]: `${placement.arrowX}px` }
            : undefined
        }
      >
        <div className={styles.progress}>
          <span>{t('progress', { current: index + 1, total: steps.length })}</span>
          {steps.length > 1 && (
            <span className={styles.dots} aria-hidden="true">
              {steps.map((item, i) => (
                <span key={item.key} className={i <= index ? styles.dotDone : styles.dot} />
              ))}
            </span>
          )}
        </div>
        <h2 id={titleId} className={styles.title}>
          {t(`steps.${step.key}.title`)}
        </h2>
        <p id={bodyId} className={styles.body}>
          {t(`steps.${step.key}.body`)}
        </p>
        <div className={styles.actions}>
          {!last && (
            <button type="button" className="link-button" onClick={onFinish}>
              {t('skip')}
            </button>
          )}
          <button ref={nextRef} type="button" className="btn btn--primary" onClick={next}>
            {t(last ? 'done' : 'next')}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}

/** A clip path covering the whole window but `box`: clicks there reach the page, and no dimming is drawn there. */
function holeOver(box: Box): string {
  const left = box.left - HOLE_PAD;
  const top = box.top - HOLE_PAD;
  const right = box.left + box.width + HOLE_PAD;
  const bottom = box.top + box.height + HOLE_PAD;
  const hole = `${left}px ${top}px, ${right}px ${top}px, ${right}px ${bottom}px, ${left}px ${bottom}px, ${left}px ${top}px`;
  return `polygon(evenodd, 0 0, 100% 0, 100% 100%, 0 100%, 0 0, ${hole})`;
}
