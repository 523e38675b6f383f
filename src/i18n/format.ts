import { vpointsToEuros } from '@src/core/money';

/**
 * A count as the player's language writes it, thousands always grouped ("1.000"): Spanish otherwise leaves four-digit
 * numbers ungrouped, and they would look inconsistent next to longer ones.
 */
export const formatCount = (value: number, language: string): string =>
  new Intl.NumberFormat(language, { useGrouping: 'always' } as unknown as Intl.NumberFormatOptions).format(value);

/** Amounts of money as the player's language writes them: VPoints are a count ("1.000 VP"). */
export const formatVPoints = formatCount;

/** What a VPoints amount is worth in euros at the smallest pack's rate ("1,00 €" / "€1.00"). */
export const formatEuros = (vpoints: number, language: string): string =>
  new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(vpointsToEuros(vpoints));

/** A price in whole euros as the language writes it ("5 €" / "€5"): the VPoints packs cost round amounts. */
export const formatEuroPrice = (euros: number, language: string): string =>
  new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(euros);

/** An amount in euro cents as the language writes it ("12,50 €" / "€12.50"): spending limits and what is left. */
export const formatEuroCents = (cents: number, language: string): string =>
  new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(cents / 100);

/** A moment (ISO text) as the language writes it; `dateStyle: 'medium'` unless told. */
export const formatDate = (
  iso: string,
  language: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string => new Intl.DateTimeFormat(language, options).format(new Date(iso));
