/**
 * Reads the .eml files of the outbox back: headers (with RFC 2047 encoded words), quoted-printable and base64 bodies,
 * nested multipart. Enough MIME for the mails nodemailer writes and for any ordinary mail; attachments are skipped.
 * The development mail viewer and the tests read mails through it, so a link is read exactly as a person would see it.
 */

export interface ParsedMail {
  from: string;
  to: string;
  subject: string;
  /** The Date header, when it parses. */
  date?: Date;
  /** The first text/plain part, decoded. */
  text?: string;
  /** The first text/html part, decoded. */
  html?: string;
}

interface Part {
  headers: Map<string, string>;
  /** The raw body, one character per byte (latin1), so bytes survive until the charset is known. */
  body: string;
}

/** Parses a whole message. */
export function parseMail(raw: Buffer | string): ParsedMail {
  const message = splitPart(
    typeof raw === 'string' ? Buffer.from(raw, 'utf8').toString('latin1') : raw.toString('latin1'),
  );
  const header = (name: string) => decodeHeader(message.headers.get(name) ?? '');
  const date = new Date(message.headers.get('date') ?? '');
  const mail: ParsedMail = { from: header('from'), to: header('to'), subject: header('subject') };
  if (!Number.isNaN(date.getTime())) mail.date = date;
  collectTexts(message, mail);
  return mail;
}

/** Undoes quoted-printable (RFC 2045 §6.7): transport padding at line ends, soft line breaks, =XX escapes. */
function decodeQuotedPrintable(encoded: string): Buffer {
  return decodeHexEscapes(encoded.replace(/[ \t]+(?=\r?\n|$)/g, '').replace(/=\r?\n/g, ''));
}

/** Turns every =XX into its byte; the other characters are bytes already (latin1). */
function decodeHexEscapes(text: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(text.charCodeAt(i) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

/** Splits a part (or the whole message) into its unfolded headers, by lower-case name, and its body. */
function splitPart(source: string): Part {
  const end = /\r?\n\r?\n/.exec(source);
  const head = end ? source.slice(0, end.index) : source;
  const body = end ? source.slice(end.index + end[0].length) : '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** Fills `mail.text` and `mail.html` with the first text parts found, depth first, skipping attachments. */
function collectTexts(part: Part, mail: ParsedMail): void {
  const { type, params } = contentType(part.headers.get('content-type'));
  if (type.startsWith('multipart/') && params.boundary) {
    for (const child of multipartChildren(part.body, params.boundary)) collectTexts(splitPart(child), mail);
    return;
  }
  if (/^attachment/i.test(part.headers.get('content-disposition') ?? '')) return;
  const key = type === 'text/plain' ? 'text' : type === 'text/html' ? 'html' : undefined;
  if (key && mail[key] === undefined) mail[key] = decodeText(bodyBytes(part), params.charset);
}

/** The parts between `--boundary` lines, without the preamble and the epilogue. */
function multipartChildren(body: string, boundary: string): string[] {
  const delimiter = new RegExp(`^--${escapeRegExp(boundary)}(--)?[ \\t]*\\r?$`, 'm');
  const pieces = body.split(delimiter);
  const children: string[] = [];
  // split() with a capture group yields [preamble, closing?, part, closing?, part, ...]; "--" marks the last delimiter.
  for (let i = 1; i < pieces.length; i += 2) {
    if (pieces[i] === '--') break;
    children.push(pieces[i + 1].replace(/^\r?\n/, '').replace(/\r?\n$/, ''));
  }
  return children;
}

function bodyBytes(part: Part): Buffer {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64');
  return Buffer.from(part.body, 'latin1');
}

function contentType(value = 'text/plain'): { type: string; params: Record<string, string> } {
  const [type, ...rest] = value.split(';');
  const params: Record<string, string> = {};
  for (const param of rest) {
    const match = /^\s*([^=\s]+)\s*=\s*(?:"([^"]*)"|([^\s;]*))/.exec(param);
    if (match) params[match[1].toLowerCase()] = match[2] ?? match[3];
  }
  return { type: type.trim().toLowerCase(), params };
}

/** Decodes RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`); the blanks between two of them vanish. */
function decodeHeader(value: string): string {
  const word = /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g;
  return value.replace(/(\?=)\s+(?==\?)/g, '$1').replace(word, (_, charset: string, kind: string, text: string) => {
    // The Q encoding is quoted-printable with "_" for a space.
    const bytes = kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : decodeHexEscapes(text.replace(/_/g, ' '));
    return decodeText(bytes, charset);
  });
}

function decodeText(bytes: Buffer, charset = 'utf-8'): string {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
