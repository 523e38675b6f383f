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

  // Accounts: registration, e-mail verification, sign-in (texts beside a form field name that field: spec section 5).
  EMAIL_REQUIRED: { es: 'El email es obligatorio.', en: 'The email is required.' },
  EMAIL_INVALID: { es: 'El email no es válido.', en: 'The email is not valid.' },
  USERNAME_REQUIRED: { es: 'El username es obligatorio.', en: 'The username is required.' },
  USERNAME_INVALID: {
    es: 'El username debe tener de 3 a 24 caracteres: letras, números, punto, guion o guion bajo.',
    en: 'The username must have 3 to 24 characters: letters, digits, dot, dash or underscore.',
  },
  PASSWORD_REQUIRED: { es: 'La contraseña es obligatoria.', en: 'The password is required.' },
  PASSWORD_TOO_SHORT: { es: 'La contraseña debe tener al menos 8 caracteres.', en: 'The password must have at least 8 characters.' },
  PASSWORD_TOO_LONG: { es: 'La contraseña no puede tener más de 256 caracteres.', en: 'The password cannot be longer than 256 characters.' },
  EMAIL_TAKEN: { es: 'Ya existe una cuenta con ese email.', en: 'An account with that email already exists.' },
  USERNAME_TAKEN: { es: 'Ese username ya está en uso.', en: 'That username is already taken.' },
  REGISTER_SUCCESS: {
    es: 'Registro exitoso! Por favor verifica tu correo electrónico para activar tu cuenta.',
    en: 'Registration successful! Please verify your email to activate your account.',
  },
  VERIFY_TOKEN_INVALID: { es: 'El enlace de verificación no es válido.', en: 'The verification link is not valid.' },
  VERIFY_TOKEN_EXPIRED: {
    es: 'El enlace de verificación ha caducado. Solicita uno nuevo.',
    en: 'The verification link has expired. Request a new one.',
  },
  VERIFY_TOKEN_USED: {
    es: 'Este enlace ya se usó: tu cuenta ya está activada.',
    en: 'This link has already been used: your account is already active.',
  },
  EMAIL_VERIFIED: { es: 'Correo verificado. Ya puedes iniciar sesión.', en: 'Email verified. You can sign in now.' },
  VERIFICATION_RESENT: {
    es: 'Si hay una cuenta sin verificar con ese email, te hemos enviado un nuevo enlace.',
    en: 'If an unverified account uses that email, we have sent it a new link.',
  },
  INVALID_CREDENTIALS: { es: 'Email o contraseña incorrectos.', en: 'Wrong email or password.' },
  EMAIL_NOT_VERIFIED: {
    es: 'Tu cuenta aún no está activada: revisa tu correo y abre el enlace de verificación. Si no lo encuentras, puedes pedir uno nuevo.',
    en: 'Your account is not active yet: check your email and open the verification link. If you cannot find it, you can request a new one.',
  },
  GOOGLE_DISABLED: { es: 'El inicio de sesión con Google no está disponible.', en: 'Google sign-in is not available.' },
  GOOGLE_CREDENTIAL_REQUIRED: { es: 'Falta la credencial de Google.', en: 'The Google credential is missing.' },
  GOOGLE_TOKEN_INVALID: { es: 'La credencial de Google no es válida.', en: 'The Google credential is not valid.' },
  GOOGLE_UNAVAILABLE: {
    es: 'No se pudo comprobar la credencial con Google. Inténtalo más tarde.',
    en: 'The credential could not be checked with Google. Please try again later.',
  },
  GOOGLE_EMAIL_UNVERIFIED: {
    es: 'Ya existe una cuenta con ese email y Google no lo ha verificado: inicia sesión con tu contraseña.',
    en: 'An account with that email already exists and Google has not verified it: sign in with your password.',
  },
  GOOGLE_ACCOUNT_MISMATCH: {
    es: 'La cuenta con ese email ya está vinculada a otra cuenta de Google.',
    en: 'The account with that email is already linked to another Google account.',
  },

  // User: profile, follows, settings.
  USER_NOT_FOUND: { es: 'Usuario no encontrado.', en: 'User not found.' },
  FOLLOW_STARTED: { es: 'Has comenzado a seguir', en: 'You started following' },
  FOLLOW_STOPPED: { es: 'Has dejado de seguir', en: 'You stopped following' },
  CANNOT_FOLLOW_SELF: { es: 'No puedes seguirte a ti mismo.', en: 'You cannot follow yourself.' },
  PROFILE_NOTHING_TO_UPDATE: { es: 'Elige un banner o una imagen de perfil.', en: 'Choose a banner or a profile picture.' },
  BANNER_NOT_OFFERED: { es: 'Ese banner no está disponible.', en: 'That banner is not available.' },
  PROFILE_IMAGE_NOT_OFFERED: { es: 'Esa imagen de perfil no está disponible.', en: 'That profile picture is not available.' },
  PROFILE_UPDATED: { es: 'Perfil actualizado con éxito', en: 'Profile updated successfully' },
  WRONG_PASSWORD: { es: 'La contraseña actual no es correcta.', en: 'The current password is not correct.' },
  PASSWORD_NOT_SET: {
    es: 'Tu cuenta inicia sesión con Google y no tiene contraseña.',
    en: 'Your account signs in with Google and has no password.',
  },
  PASSWORD_CHANGED: { es: 'Contraseña cambiada con éxito', en: 'Password changed successfully' },
  CONFIRMATION_MISMATCH: {
    es: 'Escribe tu nombre de usuario exactamente para confirmar.',
    en: 'Type your username exactly to confirm.',
  },
  ACCOUNT_DELETED: { es: 'Tu cuenta y tus datos se han eliminado.', en: 'Your account and your data have been deleted.' },
  NEWPLAYER_UPDATED: { es: 'Preferencia guardada.', en: 'Preference saved.' },
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

/** The message in the language a request asks for with its Accept-Language header. */
export function messageForRequest(code: MessageCode, request: { headers: { 'accept-language'?: string } }): string {
  return messageFor(code, languageOf(request.headers['accept-language']));
}
