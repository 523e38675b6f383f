import { useEffect } from 'react';
import { gameAudio } from '@src/state/audio/engine';
import { usePlay } from '@src/state/run/play-store';
import { healthCritical } from '@src/state/run/stat-feedback';
import styles from './feedback.module.css';

/** A heartbeat a little slower than a second: about 55 beats a minute, the sound's lub-dub and a rest. */
const HEARTBEAT_MS = 1100;

/**
 * Health at a quarter or less: a red vignette beating at the screen's edges (still under reduced motion) and a heartbeat,
 * until health recovers or the run ends. The screen says it, the bar says the number.
 */
export function DangerVignette() {
  const critical = usePlay((state) => healthCritical(state.run));
  useEffect(() => {
    if (!critical) return;
    const beat = () => gameAudio.play('heartbeat', 0.45);
    beat();
    const timer = window.setInterval(beat, HEARTBEAT_MS);
    return () => window.clearInterval(timer);
  }, [critical]);
  return critical ? <div className={styles.vignette} data-testid="danger-vignette" aria-hidden="true" /> : null;
}
