import type { DecisionAction, ReportTarget } from '@src/core/moderation';
import type { Lang } from '../../messages';
import { linkify } from './html';
import type { Mail } from './mailer';

const GAME = 'Vacation Survival';

/** The decision a notice mail states, with what it was about. */
export interface NoticeFacts {
  username: string;
  targetKind: ReportTarget;
  subject: string;
  action: DecisionAction;
  reason: string;
  text: string;
  reports: number;
  /** Whether the decision answers the owner's appeal. */
  appeal: boolean;
  /** Where the player reads their notices and appeals. */
  link: string;
}

const kinds = {
  es: {
    map: 'tu mapa',
    user_name: 'tu nombre',
    user_picture: 'tu imagen de perfil',
    user_banner: 'tu banner',
    item_picture: 'la imagen de tu objeto',
  },
  en: {
    map: 'your map',
    user_name: 'your name',
    user_picture: 'your profile picture',
    user_banner: 'your banner',
    item_picture: 'your item picture',
  },
} as const;

const reasons: Record<Lang, Record<string, string>> = {
  es: {
    illegal: 'contenido ilegal',
    hate: 'odio o acoso',
    sexual: 'contenido sexual',
    violence: 'violencia',
    spam: 'spam o publicidad',
    copyright: 'derechos de autor',
    personal_data: 'datos personales',
    other: 'otro motivo',
    no_violation: 'no incumple las normas',
    fixed_by_owner: 'corregido por su autor',
    appeal_upheld: 'recurso aceptado',
  },
  en: {
    illegal: 'illegal content',
    hate: 'hate or harassment',
    sexual: 'sexual content',
    violence: 'violence',
    spam: 'spam or advertising',
    copyright: 'copyright',
    personal_data: 'personal data',
    other: 'another reason',
    no_violation: 'it breaks no rule',
    fixed_by_owner: 'fixed by its owner',
    appeal_upheld: 'appeal upheld',
  },
};

const texts = {
  es: {
    subject: `Aviso de moderación de ${GAME}`,
    greeting: (name: string) => `¡Hola, ${name}!`,
    what: {
      hide: (x: string, s: string) => `Hemos ocultado ${x} «${s}».`,
      restore: (x: string, s: string) => `Hemos vuelto a mostrar ${x} «${s}».`,
      dismiss: (x: string, s: string) => `Hemos revisado tu recurso sobre ${x} «${s}» y se mantiene oculto.`,
    },
    why: 'Motivo',
    statement: 'Explicación del moderador',
    found: (reports: number, appeal: boolean) =>
      appeal
        ? 'Cómo lo revisamos: otro moderador revisó tu recurso.'
        : reports > 0
          ? `Cómo lo detectamos: ${reports} denuncia(s) de jugadores, revisadas por un moderador.`
          : 'Cómo lo detectamos: revisión de un moderador.',
    appeal:
      'Puedes recurrir esta decisión una vez, en el juego, desde tus avisos; la decidirá otro moderador. Puedes editar tu contenido mientras tanto.',
    read: 'Tus avisos:',
  },
  en: {
    subject: `${GAME} moderation notice`,
    greeting: (name: string) => `Hi, ${name}!`,
    what: {
      hide: (x: string, s: string) => `We have hidden ${x} “${s}”.`,
      restore: (x: string, s: string) => `We have shown ${x} “${s}” again.`,
      dismiss: (x: string, s: string) => `We reviewed your appeal about ${x} “${s}”, and it stays hidden.`,
    },
    why: 'Reason',
    statement: "The moderator's statement",
    found: (reports: number, appeal: boolean) =>
      appeal
        ? 'How we reviewed it: another moderator reviewed your appeal.'
        : reports > 0
          ? `How it was found: ${reports} report(s) by players, reviewed by a moderator.`
          : "How it was found: a moderator's review.",
    appeal:
      'You may appeal this decision once, in the game, from your notices; another moderator will decide it. You can edit your content meanwhile.',
    read: 'Your notices:',
  },
} as const;

/** The owner's statement of reasons (DSA Art. 17): what was decided, why, how it was found, and how to appeal. */
export function noticeMail(lang: Lang, to: string, facts: NoticeFacts): Mail {
  const t = texts[lang];
  const lines = [
    t.greeting(facts.username),
    '',
    t.what[facts.action](kinds[lang][facts.targetKind], facts.subject),
    `${t.why}: ${reasons[lang][facts.reason] ?? facts.reason}.`,
    `${t.statement}: ${facts.text}`,
    t.found(facts.reports, facts.appeal),
    ...(facts.action === 'hide' ? ['', t.appeal] : []),
    '',
    `${t.read} ${facts.link}`,
    '',
    `— ${GAME}`,
  ];
  const text = lines.join('\n');
  const html = `<!doctype html>
<html lang="${lang}"><body style="font-family:sans-serif;line-height:1.5;color:#1d2b36">
${lines.map((line) => (line ? `<p>${linkify(line)}</p>` : '')).join('\n')}
</body></html>`;
  return { to, subject: t.subject, text, html };
}
