import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SIMULATION_RUNS } from '@src/core/simulation/simulate';
import { formatCount } from '@src/i18n/format';
import { useEditor } from '@src/state/editor/store';
import { Icon, type IconName } from '@ui/components/icon';
import { ArrangeButton } from './arrange-button';
import { EventSearch } from './event-search';
import { HistoryButtons } from './history-buttons';
import { issuesOf } from './map-issues';
import { PlaytestButtons } from './playtest-buttons';
import styles from './toolbar.module.css';

interface ToolbarProps {
  mapId: number;
  mapTitle: string;
  onCreate: () => void;
  issuesOpen: boolean;
  onToggleIssues: () => void;
  simulationOpen: boolean;
  onToggleSimulation: () => void;
  analyticsOpen: boolean;
  onToggleAnalytics: () => void;
  searchRef: Ref<HTMLInputElement>;
}

/**
 * The editor's bar: back to the event list, Crear, Undo, Redo, Ordenar, search, the map check, the simulation and
 * Playtest; "Player data" paints other players' runs on the canvas (the editor does not know whether the map is
 * published, so it is always there and says when there is nothing to show).
 */
export function Toolbar(props: ToolbarProps) {
  const { mapId, mapTitle, onCreate, issuesOpen, onToggleIssues, simulationOpen, onToggleSimulation } = props;
  const { analyticsOpen, onToggleAnalytics, searchRef } = props;
  const { t, i18n } = useTranslation('editor');
  const issueCount = useEditor((state) => issuesOf(state).list.length);
  // The panels opened and closed by a pressed button, on phones their icon only.
  const panels: readonly { pressed: boolean; onClick: () => void; hint: string; icon: IconName; text: string }[] = [
    {
      pressed: simulationOpen,
      onClick: onToggleSimulation,
      hint: t('toolbar.simulateHint'),
      icon: 'spark',
      text: t('toolbar.simulate', { runs: formatCount(SIMULATION_RUNS, i18n.language) }),
    },
    {
      pressed: analyticsOpen,
      onClick: onToggleAnalytics,
      hint: t('toolbar.analyticsHint'),
      icon: 'user',
      text: t('toolbar.analytics'),
    },
  ];
  return (
    <header className={styles.toolbar}>
      <div className={styles.heading}>
        <Link
          to="/map_creator/event_creator"
          className={`btn btn--icon ${styles.back}`}
          aria-label={t('toolbar.back')}
          title={t('toolbar.back')}
        >
          <Icon name="back" />
        </Link>
        <h1 className={styles.title}>
          <span className={styles.kicker}>{t('title')}</span>
          <span className={styles.mapName}>{mapTitle || t('untitledMap', { id: mapId })}</span>
        </h1>
      </div>
      <div className={styles.tools}>
        <button
          type="button"
          className={`btn btn--primary ${styles.toolButton}`}
          onClick={onCreate}
          title={t('toolbar.createHint')}
        >
          <Icon name="plus" size={20} />
          <span className={styles.toolText}>{t('toolbar.create')}</span>
        </button>
        <HistoryButtons />
        <ArrangeButton />
        <EventSearch ref={searchRef} />
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className={`btn ${styles.toolButton} ${issueCount > 0 ? styles.hasIssues : ''}`}
          aria-pressed={issuesOpen}
          onClick={onToggleIssues}
          title={t('toolbar.issuesHint')}
        >
          <Icon name="warning" size={20} />
          <span className={styles.toolText}>{t('toolbar.issues')}</span>
          <span className={styles.badge} aria-label={t('issues.count', { count: issueCount })}>
            {issueCount}
          </span>
        </button>
        {panels.map((panel) => (
          <button
            key={panel.icon}
            type="button"
            className={`btn ${styles.toolButton}`}
            aria-pressed={panel.pressed}
            onClick={panel.onClick}
            title={panel.hint}
          >
            <Icon name={panel.icon} size={20} />
            <span className={styles.toolText}>{panel.text}</span>
          </button>
        ))}
        <PlaytestButtons mapId={mapId} />
      </div>
    </header>
  );
}
