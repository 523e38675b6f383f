import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, startTestApp } from './helpers/app';
import { newAccount, register, verificationLink } from './helpers/accounts';

interface LogLine {
  msg: string;
  mail?: { to: string };
}

const PRODUCTION = { NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };

/** A mail as another program could have left it: hostile text in every field a page shows. */
const HOSTILE_EML = [
  'From: "Mallory <script>alert(1)</script>" <m@example.com>',
  'To: "<img src=x onerror=alert(2)>" <evil@example.com>',
  'Subject: <script>alert(3)</script>',
  'Date: Mon, 23 Nov 2026 10:00:00 +0000',
  'Content-Type: multipart/alternative; boundary=b',
  '',
  '--b',
  'Content-Type: text/plain; charset=utf-8',
  '',
  'Click http://example.com/?a=1&b=2 <b>now</b>',
  '--b',
  'Content-Type: text/html; charset=utf-8',
  '',
  '<p onclick="steal()">"quoted" & <a href="http://example.com/x">x</a></p>',
  '--b--',
].join('\n');

for (const dialect of dialects) {
  describe(`the development mail viewer [${dialect}]`, () => {
    const log: LogLine[] = [];
    let ctx: Awaited<ReturnType<typeof startTestApp>>;
    beforeAll(async () => {
      const logStream = { write: (line: string) => void log.push(JSON.parse(line) as LogLine) };
      ctx = await startTestApp(dialect, { LOG_LEVEL: 'info' }, { logStream });
    });
    afterAll(async () => {
      await ctx.stop();
    });

    it('lists the outbox newest first and shows a mail with its link whole and clickable', async () => {
      const [first, second] = [newAccount('older'), newAccount('newer')];
      await register(ctx.app, first);
      await verificationLink(ctx.config.dataDir, first.email);
      await register(ctx.app, second);
      const { url } = await verificationLink(ctx.config.dataDir, second.email);

      const list = await ctx.app.inject({ method: 'GET', url: '/dev/mail' });
      expect(list.statusCode).toBe(200);
      expect(list.headers['content-type']).toContain('text/html');
      expect(list.body.indexOf(second.email)).toBeLessThan(list.body.indexOf(first.email));
      expect(list.body).toContain('Activa tu cuenta de Vacation Survival');
      const href = /<a href="(\/dev\/mail\/[^"]+)">[^<]*<\/a><\/td><\/tr>/.exec(list.body)?.[1];
      expect(href).toContain(encodeURIComponent(second.email));

      const page = await ctx.app.inject({ method: 'GET', url: href! });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`<a href="${url}" target="_blank" rel="noopener">${url}</a>`);
      expect(page.body).not.toContain('=3D');
      expect(page.body).toContain(
        '<iframe title="The mail\'s HTML" sandbox="allow-popups allow-popups-to-escape-sandbox"',
      );
    });

    it('prints each mail in the log as a framed notice: the link alone on its line, and the viewer', async () => {
      const account = newAccount('logged');
      await register(ctx.app, account);
      const { url } = await verificationLink(ctx.config.dataDir, account.email);
      const notice = log.find((line) => line.mail?.to === account.email)!;
      const lines = notice.msg.split('\n');
      expect(lines[0]).toBe(`Mail to ${account.email} written to the outbox: Activa tu cuenta de Vacation Survival`);
      expect(lines).toContain(url);
      expect(lines.at(-1)).toBe(`Read every mail at ${ctx.config.publicUrl}/dev/mail`);
    });

    it('escapes what it shows and keeps the mail under a strict policy of its own', async () => {
      mkdirSync(join(ctx.config.dataDir, 'outbox'), { recursive: true });
      writeFileSync(
        join(ctx.config.dataDir, 'outbox', '2026-11-23T10-00-00-000Z-evil@example.com-abc123.eml'),
        HOSTILE_EML,
      );
      const list = await ctx.app.inject({ method: 'GET', url: '/dev/mail' });
      expect(list.body).not.toMatch(/<script>|<img src=x/);
      expect(list.body).toContain('&#60;script&#62;alert(3)&#60;/script&#62;');
      const csp = String(list.headers['content-security-policy']);
      expect(csp).toContain("default-src 'none'");
      expect(csp).not.toMatch(/script-src/);

      const page = await ctx.app.inject({
        method: 'GET',
        url: '/dev/mail/2026-11-23T10-00-00-000Z-evil@example.com-abc123',
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toMatch(/<script>|<img src=x|<b>now|<p onclick/);
      // The mail's HTML sits whole inside one attribute of the sandboxed frame.
      expect(page.body).toContain(
        'srcdoc="&#60;base target=&#34;_blank&#34;&#62;&#60;p onclick=&#34;steal()&#34;&#62;&#34;quoted&#34; &#38; ',
      );
      expect(page.body).toContain('<a href="http://example.com/?a=1&#38;b=2" target="_blank" rel="noopener">');
    });

    it('answers an unknown or malformed mail id with a JSON 404', async () => {
      for (const id of ['nope', '..%2F..%2Fjwt-secret', '.hidden', '%2Fetc%2Fpasswd']) {
        const res = await ctx.app.inject({ method: 'GET', url: `/dev/mail/${id}` });
        expect(res.statusCode, id).toBe(404);
        expect(res.json().code, id).toBe('NOT_FOUND');
      }
    });
  });
}

describe('where the mail viewer does not exist', () => {
  for (const [name, env] of [
    ['production', PRODUCTION],
    ['real mail (SMTP_URL)', { SMTP_URL: 'smtp://127.0.0.1:1' }],
  ] as const) {
    it(`is not served with ${name}`, async () => {
      const log: LogLine[] = [];
      const logStream = { write: (line: string) => void log.push(JSON.parse(line) as LogLine) };
      const ctx = await startTestApp('sqlite', { ...env, LOG_LEVEL: 'info' }, { logStream });
      try {
        expect(ctx.app.hasRoute({ method: 'GET', url: '/dev/mail' })).toBe(false);
        for (const url of ['/dev/mail', '/dev/mail/anything']) {
          const res = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
          expect(res.statusCode, url).toBe(404);
          expect(res.json().code, url).toBe('ROUTE_NOT_FOUND');
        }
      } finally {
        await ctx.stop();
      }
    });
  }

  it('is not named in the outbox notice in production', async () => {
    const log: LogLine[] = [];
    const logStream = { write: (line: string) => void log.push(JSON.parse(line) as LogLine) };
    const ctx = await startTestApp('sqlite', { ...PRODUCTION, LOG_LEVEL: 'info' }, { logStream });
    try {
      const account = newAccount('prod');
      await register(ctx.app, account);
      const { url } = await verificationLink(ctx.config.dataDir, account.email);
      const notice = log.find((line) => line.mail?.to === account.email)!;
      expect(notice.msg.split('\n')).toContain(url);
      expect(notice.msg).not.toContain('/dev/mail');
    } finally {
      await ctx.stop();
    }
  });
});
