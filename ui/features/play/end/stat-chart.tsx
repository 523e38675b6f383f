import { useTranslation } from 'react-i18next';
import { statColors } from '@src/core/palette';
import { STAT_KEYS, type Stats } from '@src/core/stats';
import styles from './end.module.css';

const WIDTH = 320;
const HEIGHT = 150;
const PAD = { left: 38, right: 10, top: 10, bottom: 22 };

/**
 * The four stats over the run (share of each maximum, start and every turn) as an SVG line chart in the stat colours,
 * with the numbers in a table for screen readers.
 */
export function StatChart({ timeline, max }: { timeline: readonly Stats[]; max: Stats }) {
  const { t } = useTranslation('play');
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const steps = Math.max(1, timeline.length - 1);
  const x = (index: number) => PAD.left + (index / steps) * plotWidth;
  const y = (ratio: number) => PAD.top + (1 - ratio) * plotHeight;
  const labelEvery = Math.max(1, Math.ceil(timeline.length / 8));

  return (
    <figure className={styles.chart}>
      <figcaption className={styles.chartTitle}>{t('end.chart')}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className={styles.chartSvg} aria-hidden="true">
        {[0, 0.5, 1].map((ratio) => (
          <g key={ratio}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(ratio)} y2={y(ratio)} className={styles.grid} />
            <text x={PAD.left - 6} y={y(ratio) + 4} className={styles.axis} textAnchor="end">
              {Math.round(ratio * 100)}%
            </text>
          </g>
        ))}
        {timeline.map((_, index) =>
          (index % labelEvery === 0 && timeline.length - 1 - index >= labelEvery / 2) ||
          index === timeline.length - 1 ? (
            <text key={index} x={x(index)} y={HEIGHT - 6} className={styles.axis} textAnchor="middle">
              {index}
            </text>
          ) : null,
        )}
        {STAT_KEYS.map((stat) => (
          <polyline
            key={stat}
            points={timeline
              .map((point, index) => `${x(index)},${y(max[stat] > 0 ? point[stat] / max[stat] : 0)}`)
              .join(' ')}
            fill="none"
            stroke={statColors[stat]}
            strokeWidth={3}
            strokeLinejoin="round"
            strokeLinecap="round"
          />
        ))}
      </svg>
      <ul className={styles.legend} aria-hidden="true">
        {STAT_KEYS.map((stat) => (
          <li key={stat}>
            <span className={styles.swatch} style={{ background: statColors[stat] }} />
            {t(`stats.${stat}`)}
          </li>
        ))}
      </ul>
      <table className="visually-hidden">
        <caption>{t('end.chart')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('end.chartColumn')}</th>
            {STAT_KEYS.map((stat) => (
              <th key={stat} scope="col">
                {t(`stats.${stat}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {timeline.map((point, index) => (
            <tr key={index}>
              <th scope="row">{index === 0 ? t('end.chartStart') : t('end.chartTurn', { turn: index })}</th>
              {STAT_KEYS.map((stat) => (
                <td key={stat}>{t('stats.value', { value: point[stat], max: max[stat] })}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
