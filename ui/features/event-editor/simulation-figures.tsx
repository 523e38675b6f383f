import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventFigures, SimulationEndings, SimulationFigures } from '@src/core/simulation/figures';
import { STAT_KEYS, type StatKey } from '@src/core/stats';
import { useEditor } from '@src/state/editor/store';
import { shortened } from '@ui/components/shortened';
import { FigureTable } from './figure-table';
import styles from './simulation.module.css';

/** Enough of a premise or an option to recognise it in a table cell. */
const TEXT_SHOWN = 60;

/** Event and option names as the creator wrote them; ids for what was deleted since the simulation ran. */
function useNames() {
  const { t } = useTranslation('editor');
  const events = useEditor((state) => state.graph.events);
  return useMemo(() => {
    const options = new Map(
      [...events.values()].flatMap((event) => event.consequences.map((option) => [option.consequenceid, option])),
    );
    return {
      event: (id: number) => {
        const premise = events.get(id)?.premise.trim();
        return premise ? t('simulation.eventNamed', { premise: shortened(premise, TEXT_SHOWN), id }) : `#${id}`;
      },
      option: (id: number) => shortened(options.get(id)?.option.trim() || `#${id}`, TEXT_SHOWN),
    };
  }, [events, t]);
}

/**
 * Figures of runs, from the simulation's bots or from other players (the analytics): what both count. An event's
 * `quits` and the empty bottle's runs that never saw a winning option are each known to only one of them.
 */
export interface RunFigures {
  readonly runs: number;
  readonly cleared: number;
  readonly medianTurns: number;
  readonly endings: Pick<SimulationEndings, 'winsByOption' | 'emptyDeck' | 'deaths'> &
    Partial<Pick<SimulationEndings, 'emptyDeckWithoutWinOption'>>;
  readonly events: readonly (EventFigures & { readonly quits?: number })[];
}

interface FiguresViewProps {
  figures: RunFigures;
  /** Summary figures of one source only, after the clear rate and the median. */
  summary?: readonly { readonly key: string; readonly label: string; readonly value: string }[];
  /** Endings of one source only, after the deaths. */
  endings?: readonly string[];
  note?: string;
}

/**
 * Run figures as the simulation panel and the analytics show them: a summary, how runs ended (the empty bottle first,
 * highlighted when it happens), then a table per event and per option for reading row by row. Shares are of all runs.
 */
export function FiguresView({ figures, summary = [], endings: moreEndings = [], note }: FiguresViewProps) {
  const { t } = useTranslation('editor');
  const { t: tc } = useTranslation('creator');
  const names = useNames();
  const share = useShare(figures.runs);
  const { endings } = figures;
  const withQuits = figures.events.some((event) => event.quits !== undefined);
  const stat = (key: StatKey) => tc(`option.${key}`);
  const deathsText = (deaths: Readonly<Record<StatKey, number>>) =>
    STAT_KEYS.filter((key) => deaths[key] > 0)
      .map((key) => t('simulation.statShare', { stat: stat(key), share: share(deaths[key]) }))
      .join(', ') || t('simulation.none');

  return (
    <div className={styles.figures}>
      <dl className={styles.summary}>
        <div>
          <dt>{t('simulation.clearRate')}</dt>
          <dd>{share(figures.cleared)}</dd>
        </div>
        <div>
          <dt>{t('simulation.medianTurns')}</dt>
          <dd>{figures.medianTurns}</dd>
        </div>
        {summary.map((item) => (
          <div key={item.key}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>

      <h3 className={styles.heading}>{t('simulation.endings')}</h3>
      <ul className={styles.endings}>
        <li className={endings.emptyDeck > 0 ? styles.emptyDeck : undefined}>
          {t('simulation.emptyDeck', { share: share(endings.emptyDeck) })}
          {Boolean(endings.emptyDeckWithoutWinOption) && (
            <strong>
              {' '}
              {t('simulation.emptyDeckUnseen', { share: share(endings.emptyDeckWithoutWinOption ?? 0) })}
            </strong>
          )}
        </li>
        {endings.winsByOption.map((win) => (
          <li key={win.consequenceId}>
            {t('simulation.winBy', {
              option: names.option(win.consequenceId),
              event: names.event(win.eventId),
              share: share(win.runs),
            })}
          </li>
        ))}
        {STAT_KEYS.filter((key) => endings.deaths[key] > 0).map((key) => (
          <li key={key}>{t('simulation.deathBy', { stat: stat(key), share: share(endings.deaths[key]) })}</li>
        ))}
        {moreEndings.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      {note && <p className={styles.note}>{note}</p>}

      <FigureTable
        caption={t('simulation.byEvent')}
        columns={[
          t('simulation.event'),
          t('simulation.reached'),
          t('simulation.deaths'),
          ...(withQuits ? [t('simulation.quits')] : []),
        ]}
        rows={figures.events.map((event) => ({
          key: event.eventId,
          name: names.event(event.eventId),
          cells: [
            share(event.reached),
            deathsText(event.deaths),
            ...(event.quits === undefined ? [] : [share(event.quits)]),
          ],
        }))}
      />
      <FigureTable
        caption={t('simulation.byOption')}
        columns={[t('simulation.option'), t('simulation.event'), t('simulation.taken')]}
        rows={figures.events.flatMap((event) =>
          event.options.map((option) => ({
            key: option.consequenceId,
            name: names.option(option.consequenceId),
            cells: [names.event(event.eventId), share(option.taken)],
          })),
        )}
      />
    </div>
  );
}

/** A count as a share of `runs`, in the interface's language. */
export function useShare(runs: number) {
  const { i18n } = useTranslation();
  const percent = useMemo(
    () => new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 }),
    [i18n.language],
  );
  return useCallback((count: number) => percent.format(runs === 0 ? 0 : count / runs), [percent, runs]);
}

/** The simulation's figures, with what only bots have: the clear rate per bot, and the runs stopped at the limit. */
export function SimulationFiguresView({ figures }: { figures: SimulationFigures }) {
  const { t } = useTranslation('editor');
  const share = useShare(figures.runs);
  const shareOf = useShare(1);
  return (
    <FiguresView
      figures={figures}
      summary={figures.bots.map((bot) => ({
        key: bot.kind,
        label: t(`simulation.bot.${bot.kind}`),
        value: shareOf(bot.runs === 0 ? 0 : bot.cleared / bot.runs),
      }))}
      endings={
        figures.endings.stopped > 0
          ? [t('simulation.stopped', { turns: figures.turnsMax, share: share(figures.endings.stopped) })]
          : []
      }
      note={t('simulation.botsNote', { turns: figures.turnsMax })}
    />
  );
}
