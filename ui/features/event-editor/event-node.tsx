import { Handle, Position, type NodeProps } from '@xyflow/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { editorStore, useEditor } from '@src/state/editor/store';
import { Icon } from '@ui/components/icon';
import { usePaint } from './analytics-paint';
import { useEditorUi } from './editor-ui';
import { EVENT_HANDLE_ID, type EventFlowNode } from './flow-model';
import { CompactNode } from './compact-node';
import { issuesOf } from './map-issues';
import { OptionRow } from './option-row';
import { PremiseField } from './premise-field';
import { useDetailed } from './use-detailed';
import styles from './node.module.css';

/**
 * An event on the canvas: lock toggle, editable premise, its options (each with a handle to link from) and a button
 * that opens the add-option form; zoomed far out, a plain box (compact-node.tsx). It reads its own event
 * from the store, so editing one event re-renders one node. With player data on, it is tinted by the deaths its
 * choice caused and carries their count and the quits at it.
 */
export const EventNode = memo(function EventNode({ data: { eventId }, selected }: NodeProps<EventFlowNode>) {
  const { t } = useTranslation('editor');
  const ui = useEditorUi();
  const event = useEditor((state) => state.graph.events.get(eventId));
  const issueCodes = useEditor((state) => issuesOf(state).byEvent.get(eventId) ?? '');
  const detailed = useDetailed();
  const painted = usePaint()?.events.get(eventId);
  if (!event) return null;
  const { premise, locked, consequences } = event;
  const issueText =
    issueCodes &&
    issueCodes
      .split(' ')
      .map((code) => t(`issueShort.${code}`))
      .join(', ');

  const className = [
    styles.node,
    locked && styles.locked,
    issueCodes && styles.flagged,
    selected && styles.selected,
    painted && styles[`deaths-${painted.level}`],
  ]
    .filter(Boolean)
    .join(' ');
  const label = t('node.label', { id: eventId });
  if (!detailed) return <CompactNode event={event} className={className} label={label} painted={painted} />;

  return (
    <article className={className} aria-label={label} data-deaths={painted?.level}>
      <Handle
        type="target"
        position={Position.Left}
        id={EVENT_HANDLE_ID}
        className={styles.targetHandle}
        title={t('node.target')}
      />
      <header className={styles.header}>
        <span className={styles.eventId}>#{eventId}</span>
        <button
          type="button"
          className={`nodrag ${styles.lock}`}
          onClick={() => void editorStore.getState().editEvent(eventId, { premise, locked: !locked })}
          title={t(locked ? 'node.lockedHint' : 'node.unlockedHint')}
          aria-label={t(locked ? 'node.unlockAction' : 'node.lockAction')}
        >
          <Icon name={locked ? 'lock' : 'unlock'} size={18} />
          {/* The word says the state; the button's name says what a press does, as it changes the state. */}
          <span aria-hidden="true">{t(locked ? 'node.locked' : 'node.unlocked')}</span>
        </button>
        {issueCodes && (
          <span className={styles.warning} role="img" aria-label={issueText} title={issueText}>
            !
          </span>
        )}
      </header>
      {painted && (
        <p className={styles.playerData}>
          <span data-badge="deaths" role="img" aria-label={t('analytics.deathsBadge', { count: painted.deaths })}>
            ☠ {painted.deaths}
          </span>
          <span data-badge="quits">{t('analytics.quitsBadge', { count: painted.quits })}</span>
        </p>
      )}
      <div className={styles.body}>
        <PremiseField eventId={eventId} premise={premise} locked={locked} />
      </div>
      {consequences.length === 0 ? (
        <p className={styles.noOptions}>{t('node.noOptions')}</p>
      ) : (
        <ul className={styles.options} aria-label={t('node.options')}>
          {consequences.map((option) => (
            <OptionRow key={option.consequenceid} eventId={eventId} option={option} />
          ))}
        </ul>
      )}
      <div className={styles.footer}>
        <button
          type="button"
          className={`nodrag btn btn--sea ${styles.addOption}`}
          onClick={() => ui.openOptionForm(eventId)}
        >
          <Icon name="plus" size={18} />
          {t('node.addOption')}
        </button>
      </div>
    </article>
  );
});
