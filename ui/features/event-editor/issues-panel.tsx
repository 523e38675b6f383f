import { useTranslation } from 'react-i18next';
import { useEditor } from '@src/state/editor/store';
import { Icon } from '@ui/components/icon';
import { useMapIssueText } from '@ui/hooks/use-map-issue-text';
import { useEditorUi } from './editor-ui';
import { eventOfIssue, issuesOf, type IssueIndex } from './map-issues';
import styles from './panels.module.css';

/** Long lists stop here; fixing the first ones usually fixes many of the rest. */
const SHOWN_MAX = 200;

/** What the creator should know but may publish with (src/core/map-warnings.ts), after the problems. */
function Warnings({ warnings }: { warnings: IssueIndex['warnings'] }) {
  const { t } = useTranslation('editor');
  if (warnings.length === 0) return null;
  return (
    <>
      <p className={styles.issuesSummary}>{t('issues.warnings', { count: warnings.length })}</p>
      <ul className={styles.issues}>
        {warnings.map((warning) => (
          <li key={warning.code}>
            <p className={`${styles.issue} ${styles.warning}`}>
              <Icon name="warning" size={18} />
              <span>{t(`issues.warning.${warning.code}`)}</span>
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * What keeps the map from being published (src/core/map-validation.ts), live while the creator works, then what it
 * may be published with but should know. Each problem about an event is a button that shows that event; flagged
 * nodes glow on the canvas while this panel is open.
 */
export function IssuesPanel() {
  const { t } = useTranslation('editor');
  const ui = useEditorUi();
  const issueText = useMapIssueText();
  const { list, warnings } = useEditor(issuesOf);

  if (list.length === 0) {
    return (
      <>
        <p className="alert alert--success">{t('issues.none')}</p>
        <Warnings warnings={warnings} />
      </>
    );
  }
  return (
    <>
      <p className={styles.issuesSummary}>{t('issues.count', { count: list.length })}</p>
      <ul className={styles.issues}>
        {list.slice(0, SHOWN_MAX).map((issue, index) => {
          const eventId = eventOfIssue(issue);
          const text = issueText(issue);
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
      <Warnings warnings={warnings} />
    </>
  );
}
