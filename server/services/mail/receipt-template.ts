import type { Rarity } from '@src/core/rarity';
import type { Lang } from '../../messages';
import { escapeHtml } from './html';
import type { Mail } from './mailer';

const GAME = 'Vacation Survival';

export interface ReceiptFacts {
  username: string;
  /** What was bought: "14.000 VPoints", "Vacation express" or a custom skin (`customSkinReceiptName`). */
  product: string;
  /** Price in euro cents. */
  amount: number;
  vpoints: number;
  /** When the payment was confirmed (ISO-8601). */
  paidAt: string;
  sessionId: string;
}

const receiptTexts = {
  es: {
    subject: `Tu recibo de ${GAME}`,
    greeting: (name: string) => `¡Hola, ${name}!`,
    body: 'Gracias por tu compra. Este es tu recibo:',
    product: 'Compra',
    amount: 'Importe',
    vpoints: 'VPoints añadidos',
    date: 'Fecha',
    reference: 'Referencia',
    footer: 'Si no reconoces este pago, responde a este correo.',
    customSkin: (rarity: string, name: string) => `Skin personalizada (rareza: ${rarity}) · ${name}`,
  },
  en: {
    subject: `Your ${GAME} receipt`,
    greeting: (name: string) => `Hi, ${name}!`,
    body: 'Thank you for your purchase. Here is your receipt:',
    product: 'Purchase',
    amount: 'Amount',
    vpoints: 'VPoints added',
    date: 'Date',
    reference: 'Reference',
    footer: 'If you do not recognise this payment, reply to this mail.',
    customSkin: (rarity: string, name: string) => `Custom skin (rarity: ${rarity}) · ${name}`,
  },
} as const;

const locale = { es: 'es-ES', en: 'en-GB' } as const;
/** The rarities' names as the game shows them (the server cannot read the UI's texts: docs/architecture.md, "Layers"). */
const rarityNames: Record<Lang, Record<Rarity, string>> = {
  es: {
    common: 'Común',
    rare: 'Raro',
    'super-rare': 'Súper raro',
    epic: 'Épico',
    legendary: 'Legendario',
    mythic: 'Mítico',
    exclusive: 'Exclusivo',
  },
  en: {
    common: 'Common',
    rare: 'Rare',
    'super-rare': 'Super rare',
    epic: 'Epic',
    legendary: 'Legendary',
    mythic: 'Mythic',
    exclusive: 'Exclusive',
  },
};

/** A custom skin on its receipt: its rarity (by the game's name for it) and the character's name. */
export const customSkinReceiptName = (lang: Lang, rarity: Rarity, characterName: string) =>
  receiptTexts[lang].customSkin(rarityNames[lang][rarity], characterName);

/** The receipt of one purchase in the buyer's language: plain text for every reader, a simple table in HTML. */
export function receiptMail(lang: Lang, to: string, facts: ReceiptFacts): Mail {
  const t = receiptTexts[lang];
  const rows: Array<[string, string]> = [
    [t.product, facts.product],
    [t.amount, new Intl.NumberFormat(locale[lang], { style: 'currency', currency: 'EUR' }).format(facts.amount / 100)],
    // A custom skin adds no VPoints: its receipt has no such line.
    ...(facts.vpoints > 0
      ? [
          [t.vpoints, new Intl.NumberFormat(locale[lang], { useGrouping: 'always' }).format(facts.vpoints)] as [
            string,
            string,
          ],
        ]
      : []),
    [
      t.date,
      new Intl.DateTimeFormat(locale[lang], { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(
        new Date(facts.paidAt),
      ) + ' UTC',
    ],
    [t.reference, facts.sessionId],
  ];
  const text = [
    t.greeting(facts.username),
    '',
    t.body,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    t.footer,
    '',
    `— ${GAME}`,
  ].join('\n');
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><th style="text-align:left;padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="overflow-wrap:anywhere">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="${lang}"><body style="font-family:sans-serif;line-height:1.5;color:#1d2b36">
<p>${escapeHtml(t.greeting(facts.username))}</p>
<p>${escapeHtml(t.body)}</p>
<table style="border-collapse:collapse">
${cells}
</table>
<p style="font-size:13px;color:#55606a">${escapeHtml(t.footer)}</p>
<p>— ${GAME}</p>
</body></html>`;
  return { to, subject: t.subject, text, html };
}
