/**
 * Every message the API can answer, by stable code. `error` in a response is the Spanish text of the spec, or the
 * English one when the request prefers English; the client shows its own translation chosen by `code`.
 * Feature modules add their codes here so the whole catalogue stays in one place.
 */
export const messages = {
  VALIDATION_ERROR: { es: 'Los datos enviados no son válidos.', en: 'The data sent is not valid.' },
  MALFORMED_JSON: { es: 'El cuerpo de la petición no es JSON válido.', en: 'The request body is not valid JSON.' },
  BODY_TOO_LARGE: { es: 'La petición es demasiado grande.', en: 'The request is too large.' },
  UNSUPPORTED_MEDIA_TYPE: { es: 'Tipo de contenido no admitido.', en: 'Unsupported content type.' },
  NOT_FOUND: { es: 'Recurso no encontrado.', en: 'Not found.' },
  ROUTE_NOT_FOUND: { es: 'Ruta no encontrada.', en: 'Route not found.' },
  RATE_LIMITED: { es: 'Demasiados intentos. Espera un momento e inténtalo de nuevo.', en: 'Too many attempts. Wait a moment and try again.' },
  INTERNAL: { es: 'Error interno del servidor. Inténtalo más tarde.', en: 'Internal server error. Please try again later.' },
  TOKEN_MISSING: { es: 'Error: No se encontró el token de autenticación.', en: 'Error: the authentication token was not found.' },
  TOKEN_INVALID: { es: 'Token inválido o expirado', en: 'Invalid or expired token' },
} as const satisfies Record<string, { es: string; en: string }>;

export type MessageCode = keyof typeof messages;
export type Lang = 'es' | 'en';

export function isMessageCode(value: unknown): value is MessageCode {
  return typeof value === 'string' && Object.hasOwn(messages, value);
}

/** English only when the client asks for it first; Spanish is the game's default language. */
export function languageOf(acceptLanguage: string | undefined): Lang {
  return /^\s*en\b/i.test(acceptLanguage ?? '') ? 'en' : 'es';
}

export function messageFor(code: MessageCode, lang: Lang): string {
  return messages[code][lang];
}
