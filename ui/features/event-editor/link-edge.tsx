import { BaseEdge, getBezierPath, type EdgeProps } from '@xyflow/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePaint } from './analytics-paint';
import { EDGE_COLORS, type LinkFlowEdge } from './flow-model';
import { useDetailed } from './use-detailed';
import styles from './edge.module.css';

/**
 * The share written where the link leaves its option, in the player's language (its own component: only painted
 * links ask). Not at the link's middle: links are drawn under the events, and a link that turns back (an unlock of an
 * event above or beside its source) has its middle under an event, which hid the figure.
 */
function ShareLabel({ x, y, share }: { x: number; y: number; share: number }) {
  const { i18n } = useTranslation();
  return (
    <text x={x + 10} y={y - 12} className={styles.shareLabel} textAnchor="start" dominantBaseline="middle">
      {share.toLocaleString(i18n.language, { style: 'percent', maximumFractionDigits: 0 })}
    </text>
  );
}

/**
 * A link from an option to an event: solid for 'Siguiente evento', dashed for 'Desbloquea evento' (spec 2). With
 * player data on, a band under it is as wide as the share of players who took the option (in three steps) and the
 * share is written beside its option, so the width is never the only sign. The band is its own path so the line, its
 * dashes and its arrow (which grows with the line's width) stay as they are. Zoomed far out, only the line: no
 * arrow, band or share, which would be a few pixels wide there (the events keep their tint).
 */
export const LinkEdge = memo(function LinkEdge(props: EdgeProps<LinkFlowEdge>) {
  const { id, sourceX, sourceY, targetX, targetY, sourcePosition, targetPosition, data, selected, markerEnd } = props;
  const [path] = getBezierPath({ sourceX, sourceY, sourcePosition, targetX, targetY, targetPosition });
  const type = data?.link.type ?? 'direct';
  const detailed = useDetailed();
  const paint = usePaint();
  const painted = detailed ? paint?.options.get(data?.link.consequenceId ?? -1) : undefined;
  const className = [
    styles.edge,
    styles[`edge-${type}`],
    data?.pending ? styles.edgePending : '',
    selected ? styles.edgeSelected : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <>
      {painted && (
        <path d={path} className={`${styles.band} ${styles[`share-${painted.step}`]}`} data-share={painted.step} />
      )}
      <BaseEdge
        id={id}
        path={path}
        markerEnd={detailed ? markerEnd : undefined}
        className={className}
        style={{ stroke: EDGE_COLORS[type] }}
        interactionWidth={24}
      />
      {painted && <ShareLabel x={sourceX} y={sourceY} share={painted.share} />}
    </>
  );
});
