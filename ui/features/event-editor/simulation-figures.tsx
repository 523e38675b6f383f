import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SimulationFigures } from '@src/core/simulation/figures';
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
 * The figures of a simulation (src/core/simulation/figures.ts), as the analytics of real runs show them: a summary,
 * how runs ended (the empty bottle first, highlighted when it happens), then a table per event and per option for
 * reading row by row. Shares are of all runs.
 */
export function SimulationFiguresView({ figures }: { figures: SimulationFigures }) {
  const { t, i18n } = useTranslation('editor');
  const { t: tc } = useTranslation('creator');
  const names = useNames();
  const percent = useMemo(
    () => new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 }),
    [i18n.language],
  );
  const share = (count: number) => percent.format(figures.runs === 0 ? 0 : count / figures.runs);
  const { endings } = figures;
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
        {figures.bots.map((bot) => (
          <div key={bot.kind}>
            <dt>{t(`simulation.bot.${bot.kind}`)}</dt>
            <dd>{percent.format(bot.runs === 0 ? 0 : bot.cleared / bot.runs)}</dd>
          </div>
        ))}
      </dl>

      <h3 className={styles.heading}>{t('simulation.endings')}</h3>
      <ul className={styles.endings}>
        <li className={endings.emptyDeck > 0 ? styles.emptyDeck : undefined}>
          {t('simulation.emptyDeck', { share: share(endings.emptyDeck) })}
          {endings.emptyDeckWithoutWinOption > 0 && (
            <strong> {t('simulation.emptyDeckUnseen', { share: share(endings.emptyDeckWithoutWinOption) })}</strong>
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
        {endings.stopped > 0 && (
          <li>{t('simulation.stopped', { turns: figures.turnsMax, share: share(endings.stopped) })}</li>
        )}
      </ul>
      <p className={styles.note}>{t('simulation.botsNote', { turns: figures.turnsMax })}</p>

      <FigureTable
        caption={t('simulation.byEvent')}
        columns={[t('simulation.event'), t('simulation.reached'), t('simulation.deaths')]}
        rows={figures.events.map((event) => ({
          key: event.eventId,
          name: names.event(event.eventId),
          cells: [share(event.reached), deathsText(event.deaths)],
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
