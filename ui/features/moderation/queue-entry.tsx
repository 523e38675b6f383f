import { useTranslation } from 'react-i18next';
import type { Decision, QueueEntry } from '@src/contract/moderation';
import { DecisionForm, type DecisionFields } from './decision-form';
import { ReportedPicture } from './reported-picture';
import styles from './moderation.module.css';

/** What was reported: its kind, title, text and picture (a hidden one too), and whether it is hidden now. */
export function ReportedContent({
  entry,
}: {
  entry: Pick<QueueEntry, 'targetKind' | 'targetId' | 'content' | 'owner'>;
}) {
  const { t } = useTranslation('moderation');
  const { content } = entry;
  return (
    <div className={styles.content}>
      <p className={styles.kind}>
        {t(`kinds.${entry.targetKind}`)}
        {content?.hidden && <strong> · {t('queue.hidden')}</strong>}
      </p>
      <h3>{content?.title ?? t('queue.gone')}</h3>
      {content?.description && <p>{content.description}</p>}
      {content?.picture && (
        <ReportedPicture
          targetKind={entry.targetKind}
          targetId={entry.targetId}
          src={content.picture}
          hidden={content.hidden}
        />
      )}
      <p>{t('queue.owner', { name: entry.owner ?? '—' })}</p>
    </div>
  );
}

/** A past decision, as a line of the owner's history. */
export function DecisionLine({ decision }: { decision: Decision }) {
  const { t, i18n } = useTranslation('moderation');
  return (
    <li>
      {t('queue.historyLine', {
        date: new Date(decision.createdAt).toLocaleDateString(i18n.language),
        action: t(`actions.${decision.action}`),
        reason: t(`reasons.${decision.reason}`),
      })}
    </li>
  );
}

/** One reported target of the queue: the content, its reports, the owner's history and the decision form. */
export function QueueEntryCard({
  entry,
  onDecide,
}: {
  entry: QueueEntry;
  onDecide: (fields: DecisionFields) => Promise<void>;
}) {
  const { t, i18n } = useTranslation('moderation');
  const title = entry.content?.title ?? t('queue.gone');
  return (
    <article className={`paper ${styles.card}`} aria-label={title}>
      <ReportedContent entry={entry} />
      <p>
        {t('queue.reports', {
          count: entry.reports,
          date: new Date(entry.firstReportedAt).toLocaleString(i18n.language),
        })}
      </p>
      <p>{entry.reasons.map((reason) => t(`reasons.${reason}`)).join(' · ')}</p>
      <ul className={styles.texts}>
        {entry.texts.map((text, index) => (
          <li key={index}>{text}</li>
        ))}
      </ul>
      {entry.reports > entry.texts.length && (
        <p>{t('queue.moreTexts', { count: entry.reports - entry.texts.length })}</p>
      )}
      <h4>{t('queue.history')}</h4>
      {entry.history.length === 0 ? (
        <p>{t('queue.noHistory')}</p>
      ) : (
        <ul>
          {entry.history.map((decision) => (
            <DecisionLine key={decision.id} decision={decision} />
          ))}
        </ul>
      )}
      <DecisionForm
        actions={entry.content?.hidden ? ['restore', 'dismiss'] : ['hide', 'dismiss']}
        label={t('queue.decideAbout', { title })}
        onDecide={onDecide}
      />
    </article>
  );
}
