import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EFFECTS, type ActiveEffect } from '@src/core/effects';
import { effectColors } from '@src/core/palette';
import { GameIcon } from '../parts/game-icon';
import { effectIconUrl } from '../parts/art';
import styles from './hud.module.css';

/** The active effects: an icon with the turns left, and the effect's name in a tooltip on hover or focus. */
export function EffectChips({ effects }: { effects: readonly ActiveEffect[] }) {
  const { t } = useTranslation('play');
  return (
    <ul className={styles.effects} aria-label={t('effects.label')}>
      {effects.length === 0 && <li className={styles.noEffects}>{t('effects.none')}</li>}
      {effects.map((active) => (
        <EffectChip key={active.effect} active={active} />
      ))}
    </ul>
  );
}

function EffectChip({ active }: { active: ActiveEffect }) {
  const { t } = useTranslation('play');
  const tooltip = useId();
  const name = t(`effects.names.${active.effect}`);
  const turns = t('effects.turns', { count: active.turnsLeft });
  const kind = EFFECTS[active.effect].kind;
  return (
    <li className={styles.effect}>
      <button
        type="button"
        className={`${styles.effectButton} ${styles[kind]}`}
        aria-describedby={tooltip}
        aria-label={t('effects.chip', { name, turns })}
      >
        <GameIcon src={effectIconUrl(active.effect)} size={30} tint={effectColors[kind]} />
        <span className={styles.turns} aria-hidden="true">
          {active.turnsLeft}
        </span>
      </button>
      <span id={tooltip} role="tooltip" className={styles.tooltip}>
        <strong>{name}</strong> · {turns} · {t(`effects.${kind}`)}
      </span>
    </li>
  );
}
