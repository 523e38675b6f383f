/** The team's social accounts, linked from the beta popup. */
export const socialLinks = [
  { key: 'discord', href: 'https://discord.gg/vacation-survival' },
  { key: 'instagram', href: 'https://www.instagram.com/vacationsurvival.game' },
  { key: 'x', href: 'https://x.com/vacation_surv' },
  { key: 'youtube', href: 'https://www.youtube.com/@vacationsurvival' },
] as const;
