/** `text` cut to at most `max` characters, ending in "…" when it was longer (a premise in a list or a sentence). */
export function shortened(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
