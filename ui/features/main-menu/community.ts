/** Where the beta team can be reached. One place, so the beta popup and any later page agree. */
export const CONTACT_EMAIL = 'contact@vacation-survival.game';

export const socialLinks = [
  { key: 'discord', href: 'https://discord.gg/vacation-survival' },
  { key: 'instagram', href: 'https://www.instagram.com/vacationsurvival.game' },
  { key: 'x', href: 'https://x.com/vacation_surv' },
  { key: 'youtube', href: 'https://www.youtube.com/@vacationsurvival' },
] as const;
