/**
 * Lists whose items every caller shares but one last field (whether the viewer likes a map, owns a character): each
 * item is checked and serialised once without its closing brace (`openingOf`), and an answer only writes that field
 * and joins the strings (`closedWith`), instead of copying every item and serialising it again per call.
 */
export const openingOf = (item: object): string => JSON.stringify(item).slice(0, -1);

/** The items as a JSON array's inside: each opening closed with `"field": value(i)`. */
export function closedWith(openings: readonly string[], field: string, value: (index: number) => boolean): string {
  return openings.map((opening, i) => `${opening},${JSON.stringify(field)}:${value(i)}}`).join(',');
}
