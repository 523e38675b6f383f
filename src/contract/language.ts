/**
 * The cookie that tells the server the player's language (`es` or `en`), so the landing pages it sends are drawn in it
 * (scripts/prerender). The browser keeps the choice in local storage and mirrors it here. (A file of its own: the
 * first page imports it, and must not bring the contract's validators along.)
 */
export const LANGUAGE_COOKIE = 'language';
