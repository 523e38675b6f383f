import { Handle, Position } from '@xyflow/react';
import { memo, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsequenceView } from '@src/contract/events';
import { editorStore, useEditor } from '@src/state/editor/store';
import { linksOf } from '@src/state/editor/graph-edits';
import { Icon } from '@ui/components/icon';
import { useEditorUi } from './editor-ui';
import { optionHandleId } from './flow-model';
import { issuesOf } from './map-issues';
import { OptionFacts } from './option-facts';
import nodeStyles from './node.module.css';
import styles from './option.module.css';

interface OptionRowProps {
  eventId: number;
  option: ConsequenceView;
}

/** One option of an event: its texts, what it does, its links, and the handle to drag a new link from. */
export const OptionRow = memo(function OptionRow({ eventId, option }: OptionRowProps) {
  const { t } = useTranslation('editor');
  const ui = useEditorUi();
  const issueCodes = useEditor((state) => issuesOf(state).byOption.get(option.consequenceid) ?? '');
  const links = linksOf({ eventid: eventId, premise: '', locked: false, consequences: [option] });
  // Targets no longer on the map, as a string so the row only re-renders when that changes.
  const missing = useEditor((state) =>
    links
      .filter((link) => !state.graph.events.has(link.target))
      .map((link) => link.id)
      .join(' '),
  );

  const handle = (
    <Handle
      type="source"
      position={Position.Right}
      id={optionHandleId(option.consequenceid)}
      className={nodeStyles.sourceHandle}
      title={t('option.handle')}
    />
  );
  const openMenu = (index: number) => (event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    ui.openLinkMenu(links[index], { x: box.left, y: box.bottom });
  };

  return (
    <li className={`${styles.option} ${issueCodes ? styles.optionFlagged : ''}`}>
      <div className={styles.optionHead}>
        <span className={styles.optionText}>{option.option}</span>
        {issueCodes && (
          <span
            className={`${nodeStyles.warning} ${styles.optionWarning}`}
            role="img"
            aria-label={issueCodes
              .split(' ')
              .map((code) => t(`issueShort.${code}`))
              .join(', ')}
          >
            !
          </span>
        )}
        <button
          type="button"
          className={`nodrag ${styles.iconButton}`}
          onClick={() => void editorStore.getState().deleteOption(option.consequenceid)}
          aria-label={t('option.delete', { option: option.option })}
          title={t('option.delete', { option: option.option })}
        >
          <Icon name="trash" size={18} />
        </button>
      </div>
      <p className={styles.consequence}>{option.consequence_text}</p>
      <OptionFacts option={option} />
      {links.length > 0 && (
        <div className={styles.links}>
          {links.map((link, index) => {
            const broken = missing.split(' ').includes(link.id);
            return (
              <button
                key={link.id}
                type="button"
                className={`nodrag ${styles.linkChip} ${styles[link.type]} ${broken ? styles.broken : ''}`}
                onClick={openMenu(index)}
                aria-haspopup="menu"
              >
                {broken
                  ? t('option.brokenLink', { id: link.target })
                  : t(`option.link.${link.type}`, { id: link.target })}
              </button>
            );
          })}
        </div>
      )}
      {handle}
    </li>
  );
});
