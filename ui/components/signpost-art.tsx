import styles from './signpost-art.module.css';

/**
 * What the little sign in the picture shows: construction stripes, a question mark, a lightning bolt, a gold VPoints
 * coin (money arrived) or an hourglass (waiting).
 */
export type SignpostBoard = 'construction' | 'lost' | 'storm' | 'coin' | 'hourglass';

/** A flat vector vignette: sun, sea, a palm on a sand bar and a signpost. Purely decorative. */
export function SignpostArt({ board }: { board: SignpostBoard }) {
  return (
    <svg className={styles.art} viewBox="0 0 240 180" aria-hidden="true" focusable="false">
      <rect className={styles.sky} x="0" y="0" width="240" height="180" rx="18" />
      <circle className={styles.sun} cx="188" cy="42" r="20" />
      <path className={styles.sea} d="M0 112h240v68H0z" />
      <path className={styles.wave} d="M14 126q10-6 20 0t20 0M150 134q10-6 20 0t20 0M90 146q10-6 20 0t20 0" />
      <path className={styles.sand} d="M-4 184c10-34 60-46 124-46s112 14 124 46z" />
      <path className={styles.trunk} d="M64 156c4-30 0-58 14-88" />
      <path className={styles.leaf} d="M78 66c-18-14-40-12-52 2 18-4 34 0 52-2Z" />
      <path className={styles.leaf} d="M78 66c-6-20-22-30-40-28 14 8 26 16 40 28Z" />
      <path className={styles.leaf} d="M78 66c12-18 32-22 48-14-16 2-32 6-48 14Z" />
      <path className={styles.leaf} d="M78 66c20-4 38 6 44 22-14-10-28-16-44-22Z" />
      <circle className={styles.coconut} cx="74" cy="72" r="5" />
      <circle className={styles.coconut} cx="84" cy="72" r="5" />
      <rect className={styles.post} x="160" y="96" width="10" height="56" rx="3" />
      <rect className={styles.board} x="124" y="76" width="82" height="38" rx="7" />
      {board === 'construction' && (
        <g>
          <clipPath id="signpost-board">
            <rect x="130" y="82" width="70" height="26" rx="4" />
          </clipPath>
          <g clipPath="url(#signpost-board)">
            {[0, 1, 2, 3, 4, 5].map((stripe) => (
              <path key={stripe} className={styles.stripe} d={`M${122 + stripe * 16} 112l14-34h8l-14 34z`} />
            ))}
          </g>
        </g>
      )}
      {board === 'lost' && (
        <text className={styles.mark} x="165" y="106" textAnchor="middle">
          ?
        </text>
      )}
      {board === 'storm' && <path className={styles.bolt} d="M172 80l-14 18h10l-6 14 18-20h-11l7-12z" />}
      {board === 'coin' && (
        <g>
          <circle className={styles.coin} cx="165" cy="95" r="14" />
          <text className={styles.coinMark} x="165" y="101" textAnchor="middle">
            V
          </text>
        </g>
      )}
      {board === 'hourglass' && <path className={styles.hourglass} d="M155 82h20l-8 13 8 13h-20l8-13z" />}
    </svg>
  );
}
