/**
 * The passive of every built-in character, keyed by the character key. Numbers in the descriptions repeat the rule
 * parameters (a test keeps them in step). Rarer characters get stronger or double passives; see docs/game-rules.md.
 */
import type { PassiveDefinition } from '../passives';

export const PASSIVES = {
  tourist: {
    id: 'holiday_mood',
    name: { es: 'Modo vacaciones', en: 'Holiday mood' },
    description: {
      es: 'Cada 4 turnos recupera un 5% de cordura: nada le quita las ganas de vacaciones.',
      en: 'Every 4 turns recovers 5% sanity: nothing spoils the holiday mood.',
    },
    rules: [{ kind: 'regen', stats: ['sanity'], percent: 5, every: 4 }],
  },
  surfer: {
    id: 'sun_hardened',
    name: { es: 'Piel curtida', en: 'Sun-hardened' },
    description: {
      es: 'Acostumbrado al sol: la sed le baja un 50% más despacio cada turno.',
      en: 'Used to the sun: thirst drops 50% slower every turn.',
    },
    rules: [{ kind: 'drain_reduction', stats: ['thirst'], percent: 50 }],
  },
  fisher: {
    id: 'catch_of_the_day',
    name: { es: 'Pesca del día', en: 'Catch of the day' },
    description: {
      es: 'Cada 4 turnos pesca algo: recupera un 5% de hambre.',
      en: 'Every 4 turns catches something: recovers 5% hunger.',
    },
    rules: [{ kind: 'regen', stats: ['hunger'], percent: 5, every: 4 }],
  },
  backpacker: {
    id: 'well_packed',
    name: { es: 'Mochila bien hecha', en: 'Well packed' },
    description: {
      es: 'Sabe aprovecharlo todo: cada objeto usado recupera un 15% en lugar de un 10%.',
      en: 'Makes the most of everything: every item used restores 15% instead of 10%.',
    },
    rules: [{ kind: 'item_boost', functionalities: ['heal', 'food', 'drink', 'mind'], percent: 15 }],
  },
  lifeguard: {
    id: 'rescue_training',
    name: { es: 'Entrenamiento de rescate', en: 'Rescue training' },
    description: {
      es: 'El daño a la salud de sus decisiones se reduce un 25%.',
      en: 'Health damage from choices is reduced by 25%.',
    },
    rules: [{ kind: 'damage_reduction', stats: ['health'], percent: 25 }],
  },
  chef: {
    id: 'gourmet',
    name: { es: 'Gourmet', en: 'Gourmet' },
    description: {
      es: 'La comida y la bebida que usa recuperan un 20% en lugar de un 10%.',
      en: 'Food and drink items restore 20% instead of 10%.',
    },
    rules: [{ kind: 'item_boost', functionalities: ['food', 'drink'], percent: 20 }],
  },
  doctor: {
    id: 'medical_knowledge',
    name: { es: 'Conocimientos médicos', en: 'Medical knowledge' },
    description: {
      es: 'Los efectos dañinos le duran 1 turno menos y los objetos curativos recuperan un 20%.',
      en: 'Harmful effects last 1 turn less and healing items restore 20%.',
    },
    rules: [
      { kind: 'effect_duration', target: 'harmful', turns: 1 },
      { kind: 'item_boost', functionalities: ['heal'], percent: 20 },
    ],
  },
  scout: {
    id: 'water_finder',
    name: { es: 'Rastreador de agua', en: 'Water finder' },
    description: {
      es: 'Cada 3 turnos encuentra agua: recupera un 5% de sed.',
      en: 'Every 3 turns finds water: recovers 5% thirst.',
    },
    rules: [{ kind: 'regen', stats: ['thirst'], percent: 5, every: 3 }],
  },
  biologist: {
    id: 'knows_what_is_edible',
    name: { es: 'Sabe qué se come', en: 'Knows what is edible' },
    description: {
      es: 'Inmune al veneno, al dolor de estómago y a los problemas digestivos.',
      en: 'Immune to poison, stomach ache and digestive issues.',
    },
    rules: [{ kind: 'effect_immunity', effects: ['poison', 'stomach_ache', 'digestive_issue'] }],
  },
  yogi: {
    id: 'inner_peace',
    name: { es: 'Paz interior', en: 'Inner peace' },
    description: {
      es: 'El daño a la cordura de sus decisiones se reduce un 50%.',
      en: 'Sanity damage from choices is reduced by 50%.',
    },
    rules: [{ kind: 'damage_reduction', stats: ['sanity'], percent: 50 }],
  },
  pirate: {
    id: 'hardtack_and_rum',
    name: { es: 'Galleta y ron', en: 'Hardtack and rum' },
    description: {
      es: 'Hecho a la mar: el hambre y la sed le bajan un 50% más despacio cada turno.',
      en: 'Seasoned sailor: hunger and thirst drop 50% slower every turn.',
    },
    rules: [{ kind: 'drain_reduction', stats: ['hunger', 'thirst'], percent: 50 }],
  },
  explorer: {
    id: 'forager',
    name: { es: 'Recolectora', en: 'Forager' },
    description: {
      es: 'Cada 3 turnos recolecta: recupera un 5% de hambre y de sed.',
      en: 'Every 3 turns forages: recovers 5% hunger and thirst.',
    },
    rules: [{ kind: 'regen', stats: ['hunger', 'thirst'], percent: 5, every: 3 }],
  },
  astronaut: {
    id: 'astronaut_training',
    name: { es: 'Entrenamiento espacial', en: 'Astronaut training' },
    description: {
      es: 'El hambre, la sed y la cordura le bajan un 40% más despacio, y es inmune a la paranoia.',
      en: 'Hunger, thirst and sanity drop 40% slower, and is immune to paranoia.',
    },
    rules: [
      { kind: 'drain_reduction', stats: ['hunger', 'thirst', 'sanity'], percent: 40 },
      { kind: 'effect_immunity', effects: ['paranoia'] },
    ],
  },
  shaman: {
    id: 'spirit_guide',
    name: { es: 'Guía espiritual', en: 'Spirit guide' },
    description: {
      es: 'Los efectos beneficiosos le duran 2 turnos más y los dañinos 1 turno menos.',
      en: 'Helpful effects last 2 turns longer and harmful ones 1 turn less.',
    },
    rules: [
      { kind: 'effect_duration', target: 'helpful', turns: 2 },
      { kind: 'effect_duration', target: 'harmful', turns: 1 },
    ],
  },
  ninja: {
    id: 'shadow_step',
    name: { es: 'Paso de sombra', en: 'Shadow step' },
    description: {
      es: 'Un 25% de probabilidad de esquivar todo el daño de una decisión.',
      en: '25% chance to dodge all the damage of a choice.',
    },
    rules: [{ kind: 'dodge', percent: 25 }],
  },
  captain: {
    id: 'captains_resolve',
    name: { es: 'Temple de capitana', en: "Captain's resolve" },
    description: {
      es: 'Una vez por partida, un turno mortal la deja con un 30% en cada estadística vaciada.',
      en: 'Once per run, a deadly turn leaves her at 30% in every emptied stat.',
    },
    rules: [{ kind: 'last_stand', percent: 30 }],
  },
  vampire: {
    id: 'undead_vigour',
    name: { es: 'Vigor no muerto', en: 'Undead vigour' },
    description: {
      es: 'Cada 2 turnos recupera un 5% de salud y nunca sangra.',
      en: 'Every 2 turns recovers 5% health and never bleeds.',
    },
    rules: [
      { kind: 'regen', stats: ['health'], percent: 5, every: 2 },
      { kind: 'effect_immunity', effects: ['bleeding'] },
    ],
  },
  robot: {
    id: 'machine_body',
    name: { es: 'Cuerpo de máquina', en: 'Machine body' },
    description: {
      es: 'Inmune a todos los efectos dañinos.',
      en: 'Immune to every harmful effect.',
    },
    rules: [{ kind: 'effect_immunity', effects: 'harmful' }],
  },
  mermaid: {
    id: 'child_of_the_sea',
    name: { es: 'Hija del mar', en: 'Child of the sea' },
    description: {
      es: 'La sed no le baja con los turnos y las bebidas recuperan un 30%.',
      en: 'Thirst never drops with the turns and drinks restore 30%.',
    },
    rules: [
      { kind: 'drain_reduction', stats: ['thirst'], percent: 100 },
      { kind: 'item_boost', functionalities: ['drink'], percent: 30 },
    ],
  },
  dragon: {
    id: 'dragon_scales',
    name: { es: 'Escamas de dragona', en: 'Dragon scales' },
    description: {
      es: 'Todo el daño de sus decisiones se reduce un 30% y, una vez por partida, renace de un turno mortal con un 50%.',
      en: 'All damage from choices is reduced by 30% and, once per run, she rises from a deadly turn at 50%.',
    },
    rules: [
      { kind: 'damage_reduction', stats: ['health', 'hunger', 'thirst', 'sanity'], percent: 30 },
      { kind: 'last_stand', percent: 50 },
    ],
  },
} as const satisfies Record<string, PassiveDefinition>;
