/**
 * What makes a built-in island well-formed: unique keys, 2 to 4 options per event, every key a link names exists,
 * every locked event can be opened, both languages written everywhere. The seeder refuses an island with problems and
 * the tests list them.
 */
import { isEffectId, NO_EFFECT } from '@src/core/effects';
import type { LocalizedText } from '@src/core/localized';
import type { Island, IslandEvent, IslandOption } from './types';

export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 4;

const STAT_FIELDS = ['health', 'hunger', 'thirst', 'sanity'] as const;

const missingLanguages = (text: LocalizedText): string[] =>
  (['es', 'en'] as const).filter((language) => text[language].trim() === '');

function textProblems(where: string, texts: Record<string, LocalizedText>): string[] {
  return Object.entries(texts).flatMap(([field, text]) =>
    missingLanguages(text).map((language) => `${where}: ${field} has no ${language} text`),
  );
}

function optionProblems(where: string, option: IslandOption, eventKeys: Set<string>, itemKeys: Set<string>): string[] {
  const problems = textProblems(where, { option: option.option, consequence_text: option.consequence_text });
  for (const stat of STAT_FIELDS) {
    if (!Number.isInteger(option[stat])) problems.push(`${where}: ${stat} is not a whole number`);
  }
  if (option.effect !== NO_EFFECT && !isEffectId(option.effect)) problems.push(`${where}: unknown effect`);
  const links = [
    ['requires', option.requires, itemKeys],
    ['rewards', option.rewards, itemKeys],
    ['unlocks', option.unlocks, eventKeys],
    ['follows', option.follows, eventKeys],
  ] as const;
  for (const [field, key, known] of links) {
    if (key !== null && !known.has(key)) problems.push(`${where}: ${field} names unknown key "${key}"`);
  }
  return problems;
}

function eventProblems(event: IslandEvent, eventKeys: Set<string>, itemKeys: Set<string>): string[] {
  const problems = textProblems(event.key, { premise: event.premise });
  if (event.options.length < MIN_OPTIONS || event.options.length > MAX_OPTIONS) {
    problems.push(`${event.key}: has ${event.options.length} options (${MIN_OPTIONS} to ${MAX_OPTIONS} expected)`);
  }
  event.options.forEach((option, index) => {
    problems.push(...optionProblems(`${event.key} option ${index + 1}`, option, eventKeys, itemKeys));
  });
  return problems;
}

/** Keys that appear more than once among the island's events and items (they share one namespace). */
function duplicateKeys(island: Island): string[] {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const { key } of [...island.events, ...island.items]) (seen.has(key) ? duplicates : seen).add(key);
  return [...duplicates];
}

/** Every problem of the island, as readable lines; an empty list means it can be seeded and played. */
export function islandProblems(island: Island): string[] {
  const eventKeys = new Set(island.events.map((event) => event.key));
  const itemKeys = new Set(island.items.map((item) => item.key));
  const problems = [
    ...textProblems(`island ${island.mapId}`, { name: island.name, description: island.description }),
    ...duplicateKeys(island).map((key) => `key "${key}" is used more than once`),
    ...island.items.flatMap((item) => textProblems(item.key, { name: item.name, description: item.description })),
    ...island.events.flatMap((event) => eventProblems(event, eventKeys, itemKeys)),
  ];
  const opened = new Set(island.events.flatMap((event) => event.options.flatMap((o) => [o.unlocks, o.follows])));
  for (const event of island.events) {
    if (event.locked && !opened.has(event.key)) problems.push(`${event.key}: locked and nothing opens it`);
  }
  return problems;
}
