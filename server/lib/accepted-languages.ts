/**
 * An `Accept-Language` header's languages, most wanted first (`es-ES,es;q=0.9,en;q=0.8`), `q=0` ones left out: what
 * src/contract/language.ts's `languageOfBrowser` reads on the server, as the app reads `navigator.languages`.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag, ...params] = entry.split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag !== '' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}
