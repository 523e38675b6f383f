import { expect, test } from '@playwright/test';

test('the server serves the game page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Vacation Survival' })).toBeVisible();
});
