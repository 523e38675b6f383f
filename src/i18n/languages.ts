/** The game's languages: Spanish, the default, and English. */
export const languages = ['es', 'en'] as const;
export type Language = (typeof languages)[number];
