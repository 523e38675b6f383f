import { useTranslation } from 'react-i18next';
import type { MapIssueView } from '@src/contract/maps';
import styles from './MapIssuesList.module.css';

/** What keeps a map from being published (src/core/map-validation.ts), one sentence per problem. */
export function MapIssuesList({ issues }: { issues: MapIssueView[] }) {
  const { t } = useTranslation('creator');
  return (
    <ul className={styles.issues}>
      {issues.map((issue, index) => (
        <li key={index}>{t(issueKey(issue), { ...issue })}</li>
      ))}
    </ul>
  );
}

/** The sentence for an issue; a broken link says which kind of link it is. */
const issueKey = (issue: MapIssueView) =>
  issue.code === 'link-to-missing-event' ? `issues.${issue.code}.${issue.link ?? 'follows'}` : `issues.${issue.code}`;
