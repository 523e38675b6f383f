import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { parseMail } from '../../server/services/mail/mime';

/** What the outbox transport writes (server/services/mail/mailer.ts uses the same options). */
async function writtenByNodemailer(mail: { to: string; subject: string; text: string; html: string }) {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const { message } = await transport.sendMail({ from: 'Vacation Survival <no-reply@example.com>', ...mail });
  return message as Buffer;
}

describe('reading a mail back', () => {
  it('gives back exactly what nodemailer encoded: long links, accents, HTML, a long accented subject', async () => {
    const link = `http://localhost:3000/verify-email?token=${'Ab-_9'.repeat(12)}`;
    const mail = {
      to: 'ana@example.com',
      subject: `¡Activa tu cuenta, Añá! ${'ñandú '.repeat(12)}`.trim(),
      text: `¡Hola, Añá — <b>"x"</b>!\n\nAbre este enlace para activar tu cuenta:\n${link}\n\n${'palabra '.repeat(20)}`,
      html: `<p style="color:#1d2b36">¡Hola, A&ntilde;&aacute;!</p><p><a href="${link}">${link}</a> ${'€'.repeat(60)}</p>`,
    };
    const raw = await writtenByNodemailer(mail);
    expect(raw.toString()).toContain('=3D'); // it really is quoted-printable
    const parsed = parseMail(raw);
    expect(parsed).toMatchObject({ ...mail, from: 'Vacation Survival <no-reply@example.com>' });
    expect(Math.abs(parsed.date!.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('reads base64 and latin1 parts inside nested multiparts, encoded-word headers, and skips attachments', () => {
    const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
    const raw = [
      'From: =?UTF-8?B?' + b64('Añá') + '?= <a@example.com>',
      'To: b@example.com',
      'Subject: =?ISO-8859-1?Q?Caf=E9_con?=',
      '  =?UTF-8?Q?_le=C3=B1a?=',
      'Date: Tue, 24 Nov 2026 10:00:00 +0000',
      'Content-Type: multipart/mixed; boundary="outer"',
      '',
      'This is the preamble.',
      '--outer',
      'Content-Type: multipart/alternative; boundary=inner',
      '',
      '--inner',
      'Content-Type: text/plain; charset=iso-8859-1',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'Un caf=E9 =3D 2 =E2=82=',
      'a=  ',
      'b=C3=',
      '=B1c 100%=2',
      '--inner',
      'Content-Type: text/html; charset="utf-8"',
      'Content-Transfer-Encoding: base64',
      '',
      b64('<p>Leña → fuego</p>').replace(/(.{8})/g, '$1\r\n'),
      '--inner--',
      '--outer',
      'Content-Type: text/plain',
      'Content-Disposition: attachment; filename="notes.txt"',
      '',
      'not the body',
      '--outer--',
      'The epilogue.',
    ].join('\r\n');
    const parsed = parseMail(raw);
    expect(parsed.from).toBe('Añá <a@example.com>');
    expect(parsed.subject).toBe('Café con leña');
    expect(parsed.date?.toISOString()).toBe('2026-11-24T10:00:00.000Z');
    // latin1 bytes, an escaped "=", trailing padding dropped, soft breaks joined (even inside a byte sequence).
    expect(parsed.text).toBe('Un café = 2 \u00e2\u0082ab\u00c3\u00b1c 100%=2');
    expect(parsed.html).toBe('<p>Leña → fuego</p>');
  });

  it('reads a single-part plain message', () => {
    const parsed = parseMail('To: c@example.com\nSubject: Hi\n\nHello there\nbye\n');
    expect(parsed).toEqual({ from: '', to: 'c@example.com', subject: 'Hi', text: 'Hello there\nbye\n' });
  });
});
