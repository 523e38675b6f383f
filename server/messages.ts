import { moderationMessages } from './messages-moderation';

/**
 * Every message the API can answer, by stable code. `error` in a response is the Spanish text of the spec, or the
 * English one when the request prefers English; the client shows its own translation chosen by `code`.
 * Feature modules add their codes here so the whole catalogue stays in one place.
 */
export const messages = {
  VALIDATION_ERROR: { es: 'Los datos enviados no son válidos.', en: 'The data sent is not valid.' },
  TEXT_CONTROL_CHARACTER: {
    es: 'El texto contiene caracteres de control no permitidos.',
    en: 'The text contains control characters that are not allowed.',
  },
  MALFORMED_JSON: { es: 'El cuerpo de la petición no es JSON válido.', en: 'The request body is not valid JSON.' },
  BODY_TOO_LARGE: { es: 'La petición es demasiado grande.', en: 'The request is too large.' },
  UNSUPPORTED_MEDIA_TYPE: { es: 'Tipo de contenido no admitido.', en: 'Unsupported content type.' },
  MALFORMED_URL: {
    es: 'La dirección pedida no es válida: una parte no es UTF-8 bien codificado.',
    en: 'The requested address is not valid: a part of it is not well-encoded UTF-8.',
  },
  URL_TOO_LONG: {
    es: 'Un parámetro de la dirección es demasiado largo.',
    en: 'A parameter of the address is too long.',
  },
  BAD_HTTP_REQUEST: { es: 'La petición HTTP no es válida.', en: 'The HTTP request is not valid.' },
  HEADERS_TOO_LARGE: {
    es: 'Las cabeceras de la petición son demasiado grandes.',
    en: 'The request headers are too large.',
  },
  REQUEST_TIMEOUT: { es: 'La petición tardó demasiado en llegar.', en: 'The request took too long to arrive.' },
  SERVER_CLOSING: {
    es: 'El servidor se está reiniciando. Inténtalo de nuevo en un momento.',
    en: 'The server is restarting. Try again in a moment.',
  },
  NOT_FOUND: { es: 'Recurso no encontrado.', en: 'Not found.' },
  ROUTE_NOT_FOUND: { es: 'Ruta no encontrada.', en: 'Route not found.' },
  RATE_LIMITED: {
    es: 'Demasiados intentos. Espera un momento e inténtalo de nuevo.',
    en: 'Too many attempts. Wait a moment and try again.',
  },
  CONCURRENT_CHANGE: {
    es: 'Otro cambio se cruzó con el tuyo. Vuelve a cargar e inténtalo de nuevo.',
    en: 'Another change got in the way of yours. Reload and try again.',
  },
  INTERNAL: {
    es: 'Error interno del servidor. Inténtalo más tarde.',
    en: 'Internal server error. Please try again later.',
  },
  DATABASE_UNAVAILABLE: { es: 'La base de datos no responde.', en: 'The database is not answering.' },
  TOKEN_MISSING: {
    es: 'Error: No se encontró el token de autenticación.',
    en: 'Error: the authentication token was not found.',
  },
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
  PASSWORD_TOO_SHORT: {
    es: 'La contraseña debe tener al menos 8 caracteres.',
    en: 'The password must have at least 8 characters.',
  },
  PASSWORD_TOO_LONG: {
    es: 'La contraseña no puede tener más de 256 caracteres.',
    en: 'The password cannot be longer than 256 characters.',
  },
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
  CANNOT_LIKE_OWN_MAP: { es: 'No puedes dar me gusta a tu propio mapa.', en: 'You cannot like your own map.' },
  PROFILE_NOTHING_TO_UPDATE: {
    es: 'Elige un banner o una imagen de perfil.',
    en: 'Choose a banner or a profile picture.',
  },
  BANNER_NOT_OFFERED: { es: 'Ese banner no está disponible.', en: 'That banner is not available.' },
  PROFILE_IMAGE_NOT_OFFERED: {
    es: 'Esa imagen de perfil no está disponible.',
    en: 'That profile picture is not available.',
  },
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
  ACCOUNT_DELETED: {
    es: 'Tu cuenta y tus datos se han eliminado.',
    en: 'Your account and your data have been deleted.',
  },
  NEWPLAYER_UPDATED: { es: 'Preferencia guardada.', en: 'Preference saved.' },

  // Creator tools: maps, events, the diagram editor, items and uploads (docs/creators.md).
  ID_INVALID: { es: 'El identificador no es válido.', en: 'The id is not valid.' },
  MAP_NOT_FOUND: { es: 'Mapa no encontrado.', en: 'Map not found.' },
  MAP_FORBIDDEN: { es: 'Este mapa no es tuyo.', en: 'This map is not yours.' },
  MAP_READ_ONLY: { es: 'Las islas del juego no se pueden modificar.', en: "The game's own islands cannot be changed." },
  MAP_TITLE_REQUIRED: { es: 'El título del mapa es obligatorio.', en: 'The map title is required.' },
  MAP_TITLE_TOO_LONG: {
    es: 'El título del mapa no puede tener más de 80 caracteres.',
    en: 'The map title cannot be longer than 80 characters.',
  },
  MAP_DESCRIPTION_TOO_LONG: {
    es: 'La descripción del mapa no puede tener más de 1000 caracteres.',
    en: 'The map description cannot be longer than 1000 characters.',
  },
  MAP_PUBLISHED_INVALID: { es: 'El campo público debe ser 1 o 0.', en: 'The public field must be 1 or 0.' },
  MAP_TAGS_INVALID: {
    es: 'Elige hasta tres etiquetas de la lista.',
    en: 'Choose up to three tags from the list.',
  },
  MAP_INVALID: {
    es: 'El mapa tiene problemas que impiden publicarlo. Puedes guardarlo sin publicar.',
    en: 'The map has problems that keep it from being published. You can save it unpublished.',
  },
  MAP_LIMIT: { es: 'Has alcanzado el número máximo de mapas.', en: 'You have reached the maximum number of maps.' },
  MAP_DELETED: { es: 'Mapa eliminado.', en: 'Map deleted.' },
  MAP_FILE_FORMAT: {
    es: 'Este archivo no es un mapa de Vacation Survival.',
    en: 'This file is not a Vacation Survival map.',
  },
  MAP_FILE_VERSION: {
    es: 'Este archivo es de una versión del juego que no conocemos.',
    en: 'This file comes from a version of the game we do not know.',
  },
  MAP_FILE_REFERENCE_INVALID: {
    es: 'El archivo nombra un evento o un ítem de forma no válida.',
    en: 'The file names an event or an item in an invalid way.',
  },
  MAP_FILE_REFERENCE_DUPLICATE: {
    es: 'El archivo nombra dos eventos o dos ítems igual.',
    en: 'The file gives two events or two items the same name.',
  },
  MAP_FILE_REFERENCE_UNKNOWN: {
    es: 'Una opción del archivo enlaza un evento o un ítem que no está en el archivo.',
    en: 'An option in the file links an event or an item that is not in the file.',
  },
  MAP_IMPORTED: { es: 'Mapa importado como borrador.', en: 'Map imported as a draft.' },
  MAP_REMIXABLE_INVALID: { es: 'El campo remezclable debe ser 1 o 0.', en: 'The remixable field must be 1 or 0.' },
  MAP_CREDIT_INVALID: {
    es: 'El archivo da mal el origen del mapa: un título y un creador por origen, como mucho 50.',
    en: "The file gives the map's origin wrongly: a title and a creator for each origin, 50 at most.",
  },
  MAP_NOT_REMIXABLE: {
    es: 'Su creador no permite remezclar este mapa.',
    en: 'Its creator does not allow this map to be remixed.',
  },
  MAP_REMIX_OWN: {
    es: 'Este mapa ya es tuyo: edítalo o expórtalo en lugar de remezclarlo.',
    en: 'This map is already yours: edit or export it instead of remixing it.',
  },
  MAP_REMIXED: { es: 'Remezcla guardada en tus borradores.', en: 'Remix saved in your drafts.' },
  MAP_VERSION_NOT_FOUND: { es: 'Esa versión del mapa no existe.', en: 'That version of the map does not exist.' },
  MAP_VERSION_RESTORED: {
    es: 'Versión restaurada como borrador. Publica los cambios para que la jueguen otros.',
    en: 'Version restored as the draft. Publish the changes for others to play it.',
  },
  EVENT_NOT_FOUND: { es: 'Evento no encontrado.', en: 'Event not found.' },
  EVENT_NOT_IN_MAP: { es: 'Ese evento no pertenece a este mapa.', en: 'That event does not belong to this map.' },
  EVENT_LIMIT: {
    es: 'Este mapa ya tiene el número máximo de eventos.',
    en: 'This map already has the maximum number of events.',
  },
  EVENT_DELETED: { es: 'Evento eliminado.', en: 'Event deleted.' },
  PREMISE_REQUIRED: { es: 'La descripción del evento es obligatoria.', en: 'The event description is required.' },
  PREMISE_TOO_LONG: {
    es: 'La descripción del evento no puede tener más de 2000 caracteres.',
    en: 'The event description cannot be longer than 2000 characters.',
  },
  OPTION_REQUIRED: { es: 'El texto de la opción es obligatorio.', en: 'The option text is required.' },
  OPTION_TOO_LONG: {
    es: 'El texto de la opción no puede tener más de 200 caracteres.',
    en: 'The option text cannot be longer than 200 characters.',
  },
  CONSEQUENCE_TEXT_REQUIRED: {
    es: 'El texto de la consecuencia es obligatorio.',
    en: 'The consequence text is required.',
  },
  CONSEQUENCE_TEXT_TOO_LONG: {
    es: 'El texto de la consecuencia no puede tener más de 2000 caracteres.',
    en: 'The consequence text cannot be longer than 2000 characters.',
  },
  STAT_OUT_OF_RANGE: {
    es: 'Los cambios de salud, hambre, sed y sanidad deben ser números enteros entre -100 y 100.',
    en: 'Health, hunger, thirst and sanity changes must be whole numbers between -100 and 100.',
  },
  EFFECT_UNKNOWN: { es: 'Ese efecto no existe.', en: 'That effect does not exist.' },
  TOO_MANY_OPTIONS: {
    es: 'Un evento puede tener como máximo 20 opciones.',
    en: 'An event can have at most 20 options.',
  },
  CONSEQUENCE_DUPLICATE: {
    es: 'Una opción aparece dos veces en la lista.',
    en: 'An option appears twice in the list.',
  },
  CONSEQUENCE_NOT_FOUND: { es: 'Opción no encontrada.', en: 'Option not found.' },
  CONSEQUENCE_NOT_IN_EVENT: {
    es: 'Esa opción no pertenece a este evento.',
    en: 'That option does not belong to this event.',
  },
  CONSEQUENCE_DELETED: { es: 'Opción eliminada.', en: 'Option deleted.' },
  EDGE_NOT_FOUND: { es: 'Esa conexión no existe.', en: 'That connection does not exist.' },
  EDGE_DELETED: { es: 'Conexión eliminada.', en: 'Connection deleted.' },
  ITEM_NOT_FOUND: { es: 'Ítem no encontrado.', en: 'Item not found.' },
  ITEM_FORBIDDEN: { es: 'Este ítem no es tuyo.', en: 'This item is not yours.' },
  ITEM_READ_ONLY: { es: 'Los ítems del juego no se pueden modificar.', en: "The game's own items cannot be changed." },
  ITEM_FIELDS_REQUIRED: { es: 'Por favor completa todos los campos.', en: 'Please fill in all the fields.' },
  ITEM_NAME_TOO_LONG: {
    es: 'El nombre del ítem no puede tener más de 60 caracteres.',
    en: 'The item name cannot be longer than 60 characters.',
  },
  ITEM_DESCRIPTION_TOO_LONG: {
    es: 'La descripción del ítem no puede tener más de 500 caracteres.',
    en: 'The item description cannot be longer than 500 characters.',
  },
  ITEM_FUNCTIONALITY_UNKNOWN: {
    es: 'La funcionalidad debe ser None, heal, food, drink, mind o intercambiable.',
    en: 'The functionality must be None, heal, food, drink, mind or intercambiable.',
  },
  ITEM_LIMIT: { es: 'Has alcanzado el número máximo de ítems.', en: 'You have reached the maximum number of items.' },
  ITEM_DELETED: { es: 'Ítem eliminado.', en: 'Item deleted.' },
  MULTIPART_REQUIRED: {
    es: 'Este formulario debe enviarse como multipart/form-data.',
    en: 'This form must be sent as multipart/form-data.',
  },
  MULTIPART_INVALID: { es: 'El formulario enviado no es válido.', en: 'The form sent is not valid.' },
  IMAGE_TOO_LARGE: { es: 'La imagen no puede pesar más de 5 MB.', en: 'The image cannot be larger than 5 MB.' },
  IMAGE_TYPE_UNSUPPORTED: { es: 'La imagen debe ser JPEG, PNG o WebP.', en: 'The image must be a JPEG, PNG or WebP.' },
  IMAGE_TOO_MANY_PIXELS: {
    es: 'La imagen no puede medir más de 4096 × 4096 píxeles.',
    en: 'The image cannot be larger than 4096 × 4096 pixels.',
  },
  IMAGE_INVALID: { es: 'La imagen está dañada o no se puede leer.', en: 'The image is damaged or cannot be read.' },

  // Play and characters: starting, checking and settling runs; the character catalogue.
  MAP_LOCKED: { es: 'Esta isla todavía no se puede jugar.', en: 'This island cannot be played yet.' },
  CHARACTER_NOT_FOUND: { es: 'Personaje no encontrado.', en: 'Character not found.' },
  CHARACTER_NOT_OWNED: { es: 'Todavía no tienes este personaje.', en: 'You do not own this character yet.' },
  RUN_NOT_FOUND: { es: 'Partida no encontrada.', en: 'Game not found.' },
  RUN_FINISHED: { es: 'Esta partida ya terminó.', en: 'This game has already ended.' },
  RUN_INVALID: {
    es: 'La partida enviada no se corresponde con las reglas del juego.',
    en: 'The game sent does not follow the rules of the game.',
  },
  RUN_RECORD_DIVERGES: {
    es: 'Los eventos completados no reproducen la partida (el uso de objetos no consta en ellos): envía también las acciones.',
    en: 'The completed events do not reproduce the game (item uses are not in them): send the actions too.',
  },
  RUN_REWARDED: { es: 'Partida terminada. ¡Has ganado experiencia!', en: 'Game over. You earned experience!' },
  RUN_SAVED_VISITOR: {
    es: 'Partida terminada. Inicia sesión para ganar experiencia.',
    en: 'Game over. Sign in to earn experience.',
  },
  RUN_OWN_MAP: {
    es: 'Partida terminada. Las partidas en tus propios mapas no dan experiencia.',
    en: 'Game over. Games on your own maps give no experience.',
  },
  RUN_NOT_YOURS: {
    es: 'Esta partida no es tuya: no da experiencia.',
    en: 'This game is not yours: it gives no experience.',
  },
  RUN_OF_ANOTHER: {
    es: 'Esta partida es de otro jugador: no puedes continuarla.',
    en: 'This game belongs to another player: you cannot continue it.',
  },
  RUN_STEP_STALE: {
    es: 'Esta partida avanzó en otro dispositivo: se ha puesto al día.',
    en: 'This game moved on on another device: it has caught up.',
  },
  RUN_STEP_AHEAD: {
    es: 'Faltan pasos anteriores de esta partida: se ha puesto al día.',
    en: 'Earlier steps of this game are missing: it has caught up.',
  },
  RUN_STEPS_DIFFER: {
    es: 'Las acciones enviadas no son las que se guardaron de esta partida.',
    en: 'The actions sent are not the ones stored for this game.',
  },

  // The daily island (docs/daily.md): boards and replays.
  DAILY_FOLLOWING_SIGNED_IN: {
    es: 'Inicia sesión para ver la clasificación de los jugadores que sigues.',
    en: 'Sign in to see the board of the players you follow.',
  },
  REPLAY_NOT_FOUND: {
    es: 'No hay repetición de esta partida: solo se pueden ver las partidas diarias clasificadas.',
    en: 'There is no replay of this game: only ranked daily games can be watched.',
  },

  // Economy: the wallet.
  INSUFFICIENT_VPOINTS: {
    es: 'No tienes suficientes VPoints para esto.',
    en: "You don't have enough VPoints for this.",
  },
  QUEST_NOT_FOUND: { es: 'Esa misión no existe.', en: 'That quest does not exist.' },
  QUEST_NOT_COMPLETE: {
    es: 'Aún no has completado esta misión.',
    en: 'You have not completed this quest yet.',
  },
  QUEST_ALREADY_CLAIMED: {
    es: 'Ya reclamaste la recompensa de esta misión.',
    en: 'You already claimed this quest’s reward.',
  },
  QUEST_REWARD_CLAIMED: { es: '¡Recompensa reclamada!', en: 'Reward claimed!' },
  CHARACTER_PURCHASED: {
    es: 'Compra exitosa de personaje con ID: {id}',
    en: 'Character with ID {id} purchased',
  },
  CHARACTER_ALREADY_OWNED: { es: 'Ya tienes este personaje.', en: 'You already own this character.' },
  CHARACTER_NOT_FOR_SALE: {
    es: 'Este personaje no está a la venta.',
    en: 'This character is not for sale.',
  },
  SPARK_NOT_READY: {
    es: 'Aún no tienes puntos de chispa suficientes en este banner.',
    en: 'You do not have enough spark points on this banner yet.',
  },
  SPARK_CHARACTER_NOT_ELIGIBLE: {
    es: 'La chispa de este banner solo da personajes de su rareza más alta.',
    en: 'This banner’s spark only gives characters of its rarest rarity.',
  },
  PACK_UNKNOWN: {
    es: 'Ese paquete de VPoints no existe: elige uno de los seis de la tienda.',
    en: 'That VPoints pack does not exist: choose one of the six in the shop.',
  },
  CHECKOUT_SESSION_NOT_FOUND: { es: 'No encontramos ese pago.', en: 'We could not find that payment.' },
  CHARGE_NOT_CREDITED_YET: {
    es: 'Ese cargo aún no corresponde a ninguna compra acreditada: vuelve a enviarlo más tarde.',
    en: 'That charge matches no credited purchase yet: send it again later.',
  },
  SANDBOX_SESSION_UNKNOWN: {
    es: 'Esa sesión de pago de prueba no existe o ha caducado.',
    en: 'That test payment session does not exist or has expired.',
  },
  SANDBOX_NOTHING_TO_REFUND: {
    es: 'No hay nada que devolver: el pago de prueba no está pagado o se pide más de lo que queda.',
    en: 'Nothing to refund: the test payment is unpaid, or more than is left was asked for.',
  },
  SANDBOX_NOTHING_TO_DISPUTE: {
    es: 'No hay nada que disputar: el pago de prueba no está pagado.',
    en: 'Nothing to dispute: the test payment is not paid.',
  },
  WEBHOOK_SIGNATURE_INVALID: {
    es: 'La firma del aviso de pago no es válida.',
    en: 'The payment notification signature is not valid.',
  },
  RARITY_UNKNOWN: {
    es: 'La rareza debe ser common, rare, super-rare, epic, legendary, mythic o exclusive.',
    en: 'The rarity must be common, rare, super-rare, epic, legendary, mythic or exclusive.',
  },
  CUSTOM_SKIN_FIELDS_REQUIRED: {
    es: 'El nombre del personaje y la descripción son obligatorios.',
    en: 'The character name and the description are required.',
  },
  CUSTOM_SKIN_NAME_TOO_LONG: {
    es: 'El nombre del personaje no puede tener más de 40 caracteres.',
    en: 'The character name cannot be longer than 40 characters.',
  },
  CUSTOM_SKIN_DESCRIPTION_TOO_LONG: {
    es: 'La descripción no puede tener más de 1000 caracteres.',
    en: 'The description cannot be longer than 1000 characters.',
  },
  CUSTOM_SKIN_AMOUNT_INVALID: {
    es: 'Ese importe no es un precio de skin personalizada (1 €, 2 €, 4 €, …).',
    en: 'That amount is not a custom skin price (1 €, 2 €, 4 €, …).',
  },
  CUSTOM_SKIN_PRICE_CHANGED: {
    es: 'El precio de esta rareza ha cambiado: alguien acaba de comprar una. Revisa el nuevo precio.',
    en: 'The price of this rarity has changed: someone just bought one. Check the new price.',
  },
  CUSTOM_SKIN_PRICE_HELD: {
    es: 'Otro jugador está pagando ahora mismo una skin de esta rareza. Inténtalo de nuevo en unos minutos.',
    en: 'Another player is paying for a skin of this rarity right now. Try again in a few minutes.',
  },
  CUSTOM_SKIN_SOLD_OUT: {
    es: 'Las skins personalizadas de esta rareza se han agotado.',
    en: 'The custom skins of this rarity are sold out.',
  },
  VPOINTS_DEBT: {
    es: 'Tienes una deuda de VPoints por un pago devuelto o reclamado: no puedes gastar VPoints hasta saldarla. Tu próxima compra de VPoints la paga primero.',
    en: 'You owe VPoints after a refunded or disputed payment: you cannot spend VPoints until it is paid. Your next VPoints purchase pays it first.',
  },
  SPENDING_LIMIT_REACHED: {
    es: 'Esta compra supera el límite de gasto mensual que elegiste en los ajustes de tu cuenta.',
    en: 'This purchase goes over the monthly spending limit you chose in your account settings.',
  },
  VACATION_EXPRESS_OWNED: {
    es: 'Ya compraste Vacation express: solo se puede comprar una vez por cuenta.',
    en: 'You already bought Vacation express: it can be bought once per account.',
  },
  VACATION_EXPRESS_PENDING: {
    es: 'Ya tienes un pago de Vacation express abierto: termínalo o espera una hora a que caduque.',
    en: 'You already have a Vacation express payment open: finish it or wait an hour for it to expire.',
  },
  // Minors and paid chance (docs/economy.md): the year of birth, stated once, opens or closes rolls and VPoints purchases.
  BIRTH_YEAR_REQUIRED: {
    es: 'Antes de tu primera tirada o compra de VPoints, dinos tu año de nacimiento.',
    en: 'Before your first roll or VPoints purchase, tell us the year you were born.',
  },
  BIRTH_YEAR_INVALID: {
    es: 'Ese año de nacimiento no es válido.',
    en: 'That year of birth is not valid.',
  },
  BIRTH_YEAR_ALREADY_SET: {
    es: 'Ya nos dijiste tu año de nacimiento: solo se indica una vez.',
    en: 'You already told us your year of birth: it is stated only once.',
  },
  PAID_CHANCE_UNDER_18: {
    es: 'Las tiradas de gacha y las compras de VPoints son solo para mayores de 18 años. Las misiones siguen dando VPoints y la tienda de personajes sigue abierta.',
    en: 'Gacha rolls and VPoints purchases are for players aged 18 or over. Quests still give VPoints and the character shop stays open.',
  },
  NOT_ENOUGH_CARDS: {
    es: 'No tienes cartas suficientes para subir de nivel este personaje.',
    en: 'You do not have enough cards to level up this character.',
  },
  ...moderationMessages,
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
