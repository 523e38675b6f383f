import { escapeHtml, linkify, linksIn } from '../../services/mail/html';
import type { OutboxMail } from '../../services/mail/outbox';

/**
 * The viewer's own policy, stricter than the app's: no script at all, its own inline styles, and the mail's HTML in a
 * sandboxed frame (which inherits this policy, so a mail cannot load anything either).
 */
export const VIEWER_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const STYLE = `
body { font: 15px/1.5 system-ui, sans-serif; color: #1d2b36; margin: 0 auto; padding: 16px; max-width: 960px; }
h1 { font-size: 20px; } h2 { font-size: 16px; margin-top: 24px; }
table { border-collapse: collapse; width: 100%; } td, th { text-align: left; padding: 6px 8px; border-bottom: 1px solid #dde3e8; }
tr:hover td { background: #f4f7f9; } a { color: #0b6aa2; overflow-wrap: anywhere; }
dl { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 2px 12px; } dt { color: #55606a; }
dd { margin: 0; overflow-wrap: anywhere; }
iframe { width: 100%; height: 420px; border: 1px solid #dde3e8; border-radius: 8px; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f4f7f9; padding: 12px; border-radius: 8px; }
.note { color: #55606a; } td { overflow-wrap: anywhere; }
@media (max-width: 600px) {
  thead { display: none; } tr { display: block; padding: 8px 0; border-bottom: 1px solid #dde3e8; }
  td { display: block; padding: 2px 8px; border: 0; } td:first-child { color: #55606a; font-size: 13px; }
}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body>${body}</body></html>`;
}

const when = (mail: OutboxMail) => (mail.date ? mail.date.toISOString().replace('T', ' ').slice(0, 19) : '');

/** The outbox, newest first: date, recipient, subject. */
export function mailListPage(mails: OutboxMail[], base: string): string {
  const rows = mails
    .map(
      (mail) => `<tr><td>${escapeHtml(when(mail))}</td><td>${escapeHtml(mail.to)}</td>
<td><a href="${base}/${encodeURIComponent(mail.id)}">${escapeHtml(mail.subject || '(no subject)')}</a></td></tr>`,
    )
    .join('\n');
  const list = mails.length
    ? `<table><thead><tr><th>Date (UTC)</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p class="note">No mail yet: sign up in the game and its mail shows up here.</p>';
  return page(
    'Outbox',
    `<h1>Outbox</h1><p class="note">Mails the server wrote to DATA_DIR/outbox/ (development only).</p>${list}`,
  );
}

/** One mail: its headers, its links, its HTML in a sandboxed frame and its text. */
export function mailPage(mail: OutboxMail, base: string): string {
  const links = [...new Set(linksIn(mail.text ?? ''))].map((link) => `<li>${linkify(link)}</li>`).join('');
  const headers = [
    ['From', mail.from],
    ['To', mail.to],
    ['Date (UTC)', when(mail)],
    ['File', `${mail.id}.eml`],
  ]
    .map(([name, value]) => `<dt>${name}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('');
  // Links in the frame open in a new tab, outside the sandbox; the frame itself runs no script and has no origin.
  const frame = mail.html
    ? `<h2>HTML</h2><iframe title="The mail's HTML" sandbox="allow-popups allow-popups-to-escape-sandbox"
srcdoc="${escapeHtml(`<base target="_blank">${mail.html}`)}"></iframe>`
    : '';
  const text = mail.text === undefined ? '' : `<h2>Text</h2><pre>${linkify(mail.text)}</pre>`;
  return page(
    mail.subject || 'Mail',
    `<p><a href="${base}">← All mails</a></p><h1>${escapeHtml(mail.subject || '(no subject)')}</h1><dl>${headers}</dl>
${links ? `<h2>Links</h2><ul>${links}</ul>` : ''}${frame}${text}`,
  );
}
