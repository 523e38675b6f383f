/**
 * The quests (spec sections 2, 3 and 4): goals measured by counters the server keeps when a fact happens, each with a
 * reward of VPoints or of a cosmetic. Pure data and rules: the server pays the reward through its wallet, once.
 */
import type { LocalizedText } from '../localized';

/** The counters quests read. The server adds to them when the fact happens; the client never reports them. */
export const QUEST_STAT_KEYS = {
  runsPlayed: 'runs_played',
  runsWon: 'runs_won',
  runsDied: 'runs_died',
  eventsCompleted: 'events_completed',
  itemsUsed: 'items_used',
  mapsPublished: 'maps_published',
  likesGiven: 'likes_given',
  likesReceived: 'likes_received',
  playsOfOwnMaps: 'plays_of_own_maps',
  follows: 'follows',
  charactersOwned: 'characters_owned',
  rolls: 'rolls',
  level: 'level',
  builtInIslandsWon: 'built_in_islands_won',
  /** The most days in a row with a ranked daily run the server scored (docs/daily.md). */
  dailyStreak: 'daily_streak',
  /** Spec 4's 1/1 flags, recorded by the server once when the fact happens (opening the beta popup's social link). */
  socialLinkOpened: 'social_link_opened',
} as const;
export type QuestStatKey = (typeof QUEST_STAT_KEYS)[keyof typeof QUEST_STAT_KEYS];

/** A cosmetic reward: its picture is served at /assets/{type}/{object} (spec 7). */
export interface ObjectReward {
  readonly type: 'banners' | 'profile-pics';
  readonly object: string;
}

export interface QuestDefinition {
  /** Stable: claimed quests are recorded by it. */
  readonly id: number;
  readonly name: LocalizedText;
  readonly description: LocalizedText;
  readonly statKey: QuestStatKey;
  readonly target: number;
  readonly rewardVpoints: number;
  readonly rewardObject: ObjectReward | null;
}

const k = QUEST_STAT_KEYS;

function quest(
  id: number,
  statKey: QuestStatKey,
  target: number,
  rewardVpoints: number,
  name: LocalizedText,
  description: LocalizedText,
  rewardObject: ObjectReward | null = null,
): QuestDefinition {
  return { id, name, description, statKey, target, rewardVpoints, rewardObject };
}

/** First steps first, long goals last; ids never change once shipped. */
export const QUESTS: readonly QuestDefinition[] = [
  quest(
    1,
    k.runsPlayed,
    1,
    50,
    { es: 'Primer naufragio', en: 'First shipwreck' },
    { es: 'Juega una partida.', en: 'Play a run.' },
  ),
  quest(
    2,
    k.runsWon,
    1,
    100,
    { es: 'De vuelta a casa', en: 'Back home' },
    { es: 'Gana una partida.', en: 'Win a run.' },
  ),
  quest(
    3,
    k.runsDied,
    1,
    30,
    { es: 'Lección aprendida', en: 'Lesson learned' },
    { es: 'Muere en una isla.', en: 'Die on an island.' },
  ),
  quest(
    4,
    k.itemsUsed,
    5,
    80,
    { es: 'Mochila útil', en: 'Handy backpack' },
    { es: 'Usa 5 objetos.', en: 'Use 5 items.' },
  ),
  quest(
    5,
    k.socialLinkOpened,
    1,
    50,
    { es: 'Únete a la tripulación', en: 'Join the crew' },
    {
      es: 'Abre las redes sociales desde la información de la beta.',
      en: 'Open the social links from the beta information.',
    },
  ),
  quest(
    6,
    k.follows,
    1,
    50,
    { es: 'Buena compañía', en: 'Good company' },
    { es: 'Sigue a un jugador.', en: 'Follow a player.' },
  ),
  quest(
    7,
    k.likesGiven,
    3,
    60,
    { es: 'Crítico de islas', en: 'Island critic' },
    { es: 'Da me gusta a 3 mapas.', en: 'Like 3 maps.' },
  ),
  quest(
    8,
    k.mapsPublished,
    1,
    200,
    { es: 'Cartógrafo', en: 'Cartographer' },
    { es: 'Publica un mapa.', en: 'Publish a map.' },
  ),
  quest(
    9,
    k.eventsCompleted,
    100,
    150,
    { es: 'Cien aventuras', en: 'A hundred adventures' },
    {
      es: 'Completa 100 eventos.',
      en: 'Complete 100 events.',
    },
  ),
  quest(
    10,
    k.runsWon,
    10,
    300,
    { es: 'Superviviente', en: 'Survivor' },
    { es: 'Gana 10 partidas.', en: 'Win 10 runs.' },
  ),
  quest(
    11,
    k.rolls,
    10,
    150,
    { es: 'Tentando a la suerte', en: 'Tempting fate' },
    {
      es: 'Haz 10 tiradas en el gacha.',
      en: 'Roll the gacha 10 times.',
    },
  ),
  quest(
    12,
    k.likesReceived,
    10,
    300,
    { es: 'Isla con fans', en: 'An island with fans' },
    {
      es: 'Consigue 10 me gusta en tus mapas.',
      en: 'Get 10 likes on your maps.',
    },
  ),
  quest(
    13,
    k.builtInIslandsWon,
    3,
    500,
    { es: 'Trotamundos', en: 'Globetrotter' },
    {
      es: 'Gana en todas las islas jugables del modo historia.',
      en: 'Win on every playable island of History Mode.',
    },
  ),
  quest(14, k.level, 10, 1000, { es: 'Veterano', en: 'Veteran' }, { es: 'Llega al nivel 10.', en: 'Reach level 10.' }),
  quest(
    15,
    k.charactersOwned,
    10,
    1000,
    { es: 'Coleccionista', en: 'Collector' },
    {
      es: 'Ten 10 personajes.',
      en: 'Own 10 characters.',
    },
  ),
  quest(
    16,
    k.playsOfOwnMaps,
    100,
    1000,
    { es: 'Destino turístico', en: 'Tourist destination' },
    {
      es: 'Que tus mapas se jueguen 100 veces.',
      en: 'Have your maps played 100 times.',
    },
  ),
  quest(
    17,
    k.dailyStreak,
    3,
    200,
    { es: 'Cita diaria', en: 'Daily date' },
    {
      es: 'Juega la isla del día tres días seguidos.',
      en: 'Play the daily island three days in a row.',
    },
  ),
];

export const questById = (id: number): QuestDefinition | undefined => QUESTS.find((quest) => quest.id === id);

export type QuestStatus = 'incomplete' | 'claimable' | 'completed';

/** Spec 4: incomplete, then claimable when progress reaches the target, then completed once claimed. */
export function questStatus(quest: QuestDefinition, progress: number, claimed: boolean): QuestStatus {
  if (claimed) return 'completed';
  return progress >= quest.target ? 'claimable' : 'incomplete';
}

/** Spec 4: quests sorted by what remains to do, least first (claimable ones lead, claimed ones trail). */
export function sortByRemaining<T extends { quest: QuestDefinition; progress: number; claimed: boolean }>(
  rows: readonly T[],
): T[] {
  const remaining = (row: T) => (row.claimed ? Number.POSITIVE_INFINITY : Math.max(0, row.quest.target - row.progress));
  return [...rows].sort((a, b) => remaining(a) - remaining(b) || a.quest.id - b.quest.id);
}
