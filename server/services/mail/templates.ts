import type { Lang } from '../../messages';
import { escapeHtml } from './html';
import type { Mail } from './mailer';

const GAME = 'Vacation Survival';
const BUTTON_STYLE =
  'display:inline-block;padding:10px 18px;background:#ffb347;color:#1d2b36;border-radius:8px;text-decoration:none;font-weight:bold';

const verificationTexts = {
  es: {
    subject: `Activa tu cuenta de ${GAME}`,
    greeting: (name: string) => `¡Hola, ${name}!`,
    body: 'Gracias por registrarte. Abre este enlace para activar tu cuenta:',
    button: 'Activar mi cuenta',
    expiry: 'El enlace caduca en 24 horas. Si no creaste esta cuenta, ignora este correo.',
  },
  en: {
    subject: `Activate your ${GAME} account`,
    greeting: (name: string) => `Hi, ${name}!`,
    body: 'Thanks for signing up. Open this link to activate your account:',
    button: 'Activate my account',
    expiry: 'The link expires in 24 hours. If you did not create this account, ignore this mail.',
  },
} as const;

/** The account activation mail: plain text for every reader, simple HTML for those that show it. */
export function verificationMail(lang: Lang, to: string, username: string, link: string): Mail {
  const t = verificationTexts[lang];
  const text = [t.greeting(username), '', t.body, link, '', t.expiry, '', `— ${GAME}`].join('\n');
  const html = `<!doctype html>
<html lang="${lang}"><body style="font-family:sans-serif;line-height:1.5;color:#1d2b36">
<p>${escapeHtml(t.greeting(username))}</p>
<p>${escapeHtml(t.body)}</p>
<p><a href="${escapeHtml(link)}" style="${BUTTON_STYLE}">${escapeHtml(t.button)}</a></p>
<p style="font-size:13px;overflow-wrap:anywhere">${escapeHtml(link)}</p>
<p style="font-size:13px;color:#55606a">${escapeHtml(t.expiry)}</p>
<p>— ${GAME}</p>
</body></html>`;
  return { to, subject: t.subject, text, html };
}
