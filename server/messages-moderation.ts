/** The API's messages of reports and moderation (docs/moderation.md), part of the catalogue of server/messages.ts. */
export const moderationMessages = {
  REPORT_SIGN_IN: {
    es: 'Inicia sesión para denunciar contenido: así podemos contarte qué decidimos.',
    en: 'Sign in to report content: that way we can tell you what we decided.',
  },
  REPORT_RECEIVED: {
    es: 'Gracias: hemos recibido tu denuncia. Te avisaremos cuando un moderador la revise.',
    en: 'Thank you: we received your report. We will let you know when a moderator has reviewed it.',
  },
  REPORT_TARGET_NOT_FOUND: {
    es: 'Ese contenido no existe o ya no está visible.',
    en: 'That content does not exist or is no longer visible.',
  },
  CANNOT_REPORT_OWN: { es: 'No puedes denunciar tu propio contenido.', en: 'You cannot report your own content.' },
  REPORT_ALREADY_OPEN: {
    es: 'Ya denunciaste este contenido; tu denuncia está pendiente de revisión.',
    en: 'You already reported this content; your report is waiting for review.',
  },
  MAP_HIDDEN: {
    es: 'Un moderador ocultó este mapa: puedes editarlo y guardarlo sin publicar, y recurrir la decisión desde tus avisos.',
    en: 'A moderator hid this map: you can edit it and save it unpublished, and appeal the decision from your notices.',
  },
  MODERATOR_ONLY: { es: 'Solo los moderadores pueden hacer esto.', en: 'Only moderators can do this.' },
  NAME_CANNOT_BE_HIDDEN: {
    es: 'Un nombre no se puede ocultar: descarta la denuncia o habla con el operador.',
    en: 'A name cannot be hidden: dismiss the report or talk to the operator.',
  },
  DECISION_NOT_APPLICABLE: {
    es: 'Esa decisión no cambia nada: el contenido ya está así.',
    en: 'That decision changes nothing: the content is already that way.',
  },
  PICTURE_NOT_FOUND: { es: 'Ese contenido no tiene imagen.', en: 'That content has no picture.' },
  DECISION_RECORDED: { es: 'Decisión registrada.', en: 'Decision recorded.' },
  DECISION_NOT_FOUND: { es: 'Esa decisión no existe.', en: 'That decision does not exist.' },
  APPEAL_NOT_OWNER: {
    es: 'Solo quien publicó el contenido puede recurrir la decisión.',
    en: 'Only the owner of the content can appeal the decision.',
  },
  APPEAL_ALREADY_SENT: {
    es: 'Ya recurriste esta decisión: solo se puede recurrir una vez.',
    en: 'You already appealed this decision: a decision can be appealed once.',
  },
  APPEAL_NOT_APPLICABLE: {
    es: 'Solo se puede recurrir una decisión que ocultó tu contenido.',
    en: 'Only a decision that hid your content can be appealed.',
  },
  APPEAL_RECEIVED: {
    es: 'Recurso recibido. Otro moderador lo revisará.',
    en: 'Appeal received. Another moderator will review it.',
  },
  APPEAL_NOT_FOUND: { es: 'Ese recurso no existe.', en: 'That appeal does not exist.' },
  APPEAL_ALREADY_DECIDED: { es: 'Ese recurso ya está decidido.', en: 'That appeal has already been decided.' },
  APPEAL_SAME_MODERATOR: {
    es: 'Otro moderador debe decidir el recurso de una decisión tuya.',
    en: 'Another moderator must decide the appeal of a decision of yours.',
  },
} as const satisfies Record<string, { es: string; en: string }>;
