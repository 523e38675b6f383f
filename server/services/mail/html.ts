/** Web addresses in a text, up to the first blank, quote or angle bracket. */
const LINK = /https?:\/\/[^\s<>"]+/g;

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function linksIn(text: string): string[] {
  return text.match(LINK) ?? [];
}

/** Escaped text whose web addresses become links that open in a new tab. */
export function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const link = escapeHtml(match[0]);
    html += `${escapeHtml(text.slice(last, match.index))}<a href="${link}" target="_blank" rel="noopener">${link}</a>`;
    last = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}
