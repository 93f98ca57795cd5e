import type { Locator, Page } from '@playwright/test';

/** A visitor's add from a shop page: the product card's own button. */
export async function addFromShop(page: Page, shop: string, product: string, times = 1): Promise<void> {
  await page.goto(`/${shop}`);
  const card = page.getByTestId('product-card').filter({ hasText: product });
  for (let i = 0; i < times; i += 1) await card.getByTestId('product-card-add').click();
}

/** Types a sandbox test card (infra/stripe-sandbox/test-cards.ts) into the checkout's card form. */
export async function fillCard(page: Page, number: string): Promise<void> {
  const card = page.getByTestId('card-form');
  await card.getByTestId('card-number').fill(number);
  await card.getByTestId('card-expiration').fill('12/30');
  await card.getByTestId('card-cvc').fill('123');
}

/** The buyer's delivery address in Lyon, typed into the checkout form. */
export async function fillLyonAddress(form: Locator): Promise<void> {
  const delivery = form.getByTestId('delivery-address');
  await delivery.getByLabel(/^Adresse/).fill('8 rue de la République');
  await delivery.getByLabel('Code postal').fill('69001');
  await delivery.getByLabel('Ville').fill('Lyon');
}
