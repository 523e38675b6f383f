import { expect, type Page } from '@playwright/test';

/**
 * The main menu's first-time tour (a new player's, or a visitor's first visit) covers the page until it is dismissed.
 * Journeys that pass through / and go on clicking dismiss it the way a keyboard player would.
 */
export async function skipTour(page: Page): Promise<void> {
  const tour = page.getByRole('dialog').filter({ hasText: /^(Paso|Step) \d+ (de|of) \d+/ });
  await expect(tour).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tour).toBeHidden();
}

/** For journeys that start as a visitor on /: this browser has already been shown what the profile panel is for. */
export async function markVisitorTourSeen(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('visitorTourSeen', 'true'));
}
