import styles from './title-backdrop.module.css';

/** One period of a wave crest (360 px wide); repeated so the strip can slide by half its width and loop seamlessly. */
const crest = (y: number, h: number) =>
  Array.from({ length: 8 }, (_, i) => `Q${i * 360 + 90} ${y - h} ${i * 360 + 180} ${y} T${i * 360 + 360} ${y}`).join(
    ' ',
  );

const wave = (y: number, h: number) => `M0 ${y} ${crest(y, h)} V120 H0 Z`;

/**
 * The living postcard behind the title screen, drawn with CSS and a few SVG paths: a noon sky with slowly turning rays of light,
 * drifting clouds and gulls, far islands, three layers of rolling waves, a bobbing message bottle and the beach.
 * Motion is transforms only; reduced-motion players get the still picture.
 */
export function TitleBackdrop() {
  return (
    <div className={styles.scene} aria-hidden="true">
      <span className={styles.glow} />
      <span className={`${styles.cloud} ${styles.cloudA}`} />
      <span className={`${styles.cloud} ${styles.cloudB}`} />
      <span className={`${styles.cloud} ${styles.cloudC}`} />
      <svg className={styles.gulls} viewBox="0 0 120 40">
        <path d="M4 20q8-10 16 0q8-10 16 0M52 10q6-8 12 0q6-8 12 0M84 28q7-9 14 0q7-9 14 0" />
      </svg>
      <div className={styles.sea}>
        <svg className={styles.islands} viewBox="0 0 1200 60" preserveAspectRatio="none">
          <path d="M80 60C120 26 190 18 240 30c40 10 60 30 80 30ZM820 60c30-40 110-52 170-30 30 10 50 22 70 30Z" />
        </svg>
        {[styles.far, styles.mid, styles.near].map((layer, i) => (
          <div key={layer} className={`${styles.waves} ${layer}`}>
            <svg viewBox="0 0 2880 120" preserveAspectRatio="none">
              <path d={wave(40 + i * 10, 14 + i * 6)} />
            </svg>
          </div>
        ))}
        <img
          className={styles.bottle}
          src="/assets/bottle/bottle.webp"
          alt=""
          width={256}
          height={384}
          decoding="async"
        />
      </div>
      <div className={styles.beach} />
    </div>
  );
}
