import type { MapIssueView } from '@src/contract/maps';
import { useMapIssueText } from '@ui/hooks/use-map-issue-text';
import styles from './map-issues-list.module.css';

/** What keeps a map from being published (src/core/map-validation.ts), one sentence per problem. */
export function MapIssuesList({ issues }: { issues: readonly MapIssueView[] }) {
  const issueText = useMapIssueText();
  return (
    <ul className={styles.issues}>
      {issues.map((issue, index) => (
        <li key={index}>{issueText(issue)}</li>
      ))}
    </ul>
  );
}
