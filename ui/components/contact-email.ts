/** Where players reach the team (beta popup, payment pages). One place, so every page gives the same address. */
export const CONTACT_EMAIL = 'contact@vacation-survival.game';
