import { BaseEdge, getBezierPath, type EdgeProps } from '@xyflow/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePaint } from './analytics-paint';
import { EDGE_COLORS, type LinkFlowEdge } from './flow-model';
import styles from './edge.module.css';

/**
 * A link from an option to an event: solid for 'Siguiente evento', dashed for 'Desbloquea evento' (spec 2). With
 * player data on, a band under it is as wide as the share of players who took the option (in three steps) and the
 * share is written at its middle, so the width is never the only sign. The band is its own path so the line, its
 * dashes and its arrow (which grows with the line's width) stay as they are.
 */
export const LinkEdge = memo(function LinkEdge(props: EdgeProps<LinkFlowEdge>) {
  const { id, sourceX, sourceY, targetX, targetY, sourcePosition, targetPosition, data, selected, markerEnd } = props;
  const { i18n } = useTranslation();
  const [path, labelX, labelY] = getBezierPath({ sourceX, sourceY, sourcePosition, targetX, targetY, targetPosition });
  const type = data?.link.type ?? 'direct';
  const painted = usePaint()?.options.get(data?.link.consequenceId ?? -1);
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
        markerEnd={markerEnd}
        className={className}
        style={{ stroke: EDGE_COLORS[type] }}
        interactionWidth={24}
      />
      {painted && (
        <text x={labelX} y={labelY} className={styles.shareLabel} textAnchor="middle" dominantBaseline="middle">
          {painted.share.toLocaleString(i18n.language, { style: 'percent', maximumFractionDigits: 0 })}
        </text>
      )}
    </>
  );
});
