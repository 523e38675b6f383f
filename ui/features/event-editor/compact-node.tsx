import { Handle, Position } from '@xyflow/react';
import { memo } from 'react';
import type { GraphEventData } from '@src/state/editor/graph-edits';
import type { EventPaint } from './analytics-paint';
import { estimatedNode } from './flow-model';
import styles from './node.module.css';

interface CompactNodeProps {
  event: GraphEventData;
  className: string;
  label: string;
  painted: EventPaint | undefined;
}

/**
 * An event zoomed far out (below DETAIL_ZOOM): a plain box of its colours (wood or night header, the player-data tint)
 * at its estimated size, with no text to lay out or paint, so hundreds fit on screen and the camera still moves at
 * full speed. Its handles stay, invisible, where the full node has them, so links keep their ends.
 */
export const CompactNode = memo(function CompactNode({ event, className, label, painted }: CompactNodeProps) {
  const { initialHeight, handles = [] } = estimatedNode(event);
  return (
    <article
      className={`${className} ${styles.compact}`}
      style={{ height: initialHeight }}
      aria-label={label}
      data-deaths={painted?.level}
      data-detail="compact"
    >
      <div className={styles.header} />
      {handles.map((handle) => (
        <Handle
          key={handle.id}
          id={handle.id}
          type={handle.type}
          position={handle.type === 'target' ? Position.Left : Position.Right}
          className={styles.compactHandle}
          style={{ top: handle.y + (handle.height ?? 0) / 2 }}
          isConnectable={false}
        />
      ))}
    </article>
  );
});
