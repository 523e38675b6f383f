import { useTranslation } from 'react-i18next';
import type { MapIssue } from '@src/core/map-validation';
import { useEditor } from '@src/state/editor/store';
import { Icon } from '@ui/components/Icon';
import { useEditorUi } from './editorUi';
import { eventOfIssue, issuesOf } from './mapIssues';
import styles from './panels.module.css';

/** Long lists stop here; fixing the first ones usually fixes many of the rest. */
const SHOWN_MAX = 200;

/** The sentence of an issue (shared with the event list's map check); a broken link says which kind of link it is. */
const issueKey = (issue: MapIssue) =>
  issue.code === 'link-to-missing-event'
    ? `creator:issues.${issue.code}.${issue.link}`
    : `creator:issues.${issue.code}`;

/**
 * What keeps the map from being published (src/core/map-validation.ts), live while the creator works. Each problem
 * about an event is a button that shows that event; flagged nodes glow on the canvas while this panel is open.
 */
export function IssuesPanel() {
  const { t } = useTranslation(['editor', 'creator']);
  const ui = useEditorUi();
  const { list } = issuesOf(useEditor((state) => state.graph.events));

  if (list.length === 0) return <p className="alert alert--success">{t('issues.none')}</p>;
  return (
    <>
      <p className={styles.issuesSummary}>{t('issues.count', { count: list.length })}</p>
      <ul className={styles.issues}>
        {list.slice(0, SHOWN_MAX).map((issue, index) => {
          const eventId = eventOfIssue(issue);
          const text = t(issueKey(issue), { ...issue });
          return (
            <li key={index}>
              {eventId === null ? (
                <p className={styles.issue}>{text}</p>
              ) : (
                <button
                  type="button"
                  className={`${styles.issue} ${styles.issueButton}`}
                  onClick={() => ui.showEvent(eventId)}
                >
                  <Icon name="warning" size={18} />
                  <span>{text}</span>
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {list.length > SHOWN_MAX && (
        <p className={styles.issuesSummary}>{t('issues.more', { count: list.length - SHOWN_MAX })}</p>
      )}
    </>
  );
}
