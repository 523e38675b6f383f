import { BaseEdge, getBezierPath, type EdgeProps } from '@xyflow/react';
import { memo } from 'react';
import { EDGE_COLORS, type LinkFlowEdge } from './flow-model';
import styles from './edge.module.css';

/** A link from an option to an event: solid for 'Siguiente evento', dashed for 'Desbloquea evento' (spec 2). */
export const LinkEdge = memo(function LinkEdge(props: EdgeProps<LinkFlowEdge>) {
  const { id, sourceX, sourceY, targetX, targetY, sourcePosition, targetPosition, data, selected, markerEnd } = props;
  const [path] = getBezierPath({ sourceX, sourceY, sourcePosition, targetX, targetY, targetPosition });
  const type = data?.link.type ?? 'direct';
  const className = [
    styles.edge,
    styles[`edge-${type}`],
    data?.pending ? styles.edgePending : '',
    selected ? styles.edgeSelected : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <BaseEdge
      id={id}
      path={path}
      markerEnd={markerEnd}
      className={className}
      style={{ stroke: EDGE_COLORS[type] }}
      interactionWidth={24}
    />
  );
});
