/**
 * Which effects the editor's effect select offers. Spec 3 quotes two sources that disagree and says both readings
 * apply:
 * - one lists desperation and herbal_protection instead of digestive_issue and god_bendition;
 * - the other offers the sixteen without digestive_issue and god_bendition.
 * The second list is contained in the first, so the select offers their union: 'nada' first, then the first reading.
 * digestive_issue and god_bendition stay valid in play (built-in islands and older maps use them), they are just not
 * offered for new options.
 */
import { EFFECT_IDS, NO_EFFECT, type EffectId } from './effects';

/** Effects the second source leaves out of the select (and the first replaces). */
const NOT_OFFERED: readonly EffectId[] = ['digestive_issue', 'god_bendition'];

/** Reading of the second source: the sixteen effects of spec 3 minus digestive_issue and god_bendition. */
export const EDITOR_EFFECTS_SUBSET_READING: readonly EffectId[] = EFFECT_IDS.filter(
  (id) => id !== 'desperation' && id !== 'herbal_protection' && !NOT_OFFERED.includes(id),
);

/** Reading of the first source: the same fourteen plus desperation and herbal_protection. */
export const EDITOR_EFFECTS_EXTRAS_READING: readonly EffectId[] = [
  ...EDITOR_EFFECTS_SUBSET_READING,
  'desperation',
  'herbal_protection',
];

/** The editor select, in display order: no effect, then every effect either reading offers. */
export const EDITOR_EFFECT_CHOICES: readonly (EffectId | typeof NO_EFFECT)[] = [
  NO_EFFECT,
  ...new Set([...EDITOR_EFFECTS_EXTRAS_READING, ...EDITOR_EFFECTS_SUBSET_READING]),
];
