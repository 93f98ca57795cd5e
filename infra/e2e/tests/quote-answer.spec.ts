import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bearer, linkIn, loginThroughApi, readMail, tokenOf } from '../helpers';

// Issue 17: the client answers a quote from the link in its mail, without an account. The owner makes the quote
// through the API for a client of the shop's CRM and sends it; the client opens the mail's link as an anonymous
// visitor (a full page load, so the gateway serves the app, never the storefront's server page) and accepts it,
// or refuses it with a reason.
const OWNER = 'owner@vendange.test';
const CLIENT_EMAIL = 'cave@vieuxport.test';
const NOTE = 'Prix valable pour une livraison groupée avec votre commande de printemps.';

interface SentQuote { id: number; reference: string; link: string }

/** A product of shop 1 online with a priced format: the one every storefront journey sells (Côtes du Rhône Les Galets). */
async function pricedProductOfShop1(request: APIRequestContext): Promise<number> {
  const res = await request.get('/v1/products/1');
  expect(res.status()).toBe(200);
  const product = (await res.json()) as { id: number; shopId: number; formats: Array<{ price: { htCents: number } | null }> };
  expect(product.shopId).toBe(1);
  expect(product.formats.some((f) => f.price !== null)).toBe(true);
  return product.id;
}

/** The owner's quote of 6 bottles for client 1 (Cave du Vieux Port), sent; its link as read in the client's mail. */
async function sendQuote(request: APIRequestContext): Promise<SentQuote> {
  const owner = bearer(await tokenOf(request, OWNER));
  const productId = await pricedProductOfShop1(request);
  const created = await request.post('/v1/quotes', {
    headers: owner, data: { shopId: 1, kind: 'quote', clientId: 1, lines: [{ productId, quantity: 6 }], comment: NOTE },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, reference } = (await created.json()) as { id: number; reference: string };
  const sent = await request.post(`/v1/quotes/${id}/send`, { headers: owner });
  expect(sent.status(), await sent.text()).toBe(200);
  const mail = await readMail(CLIENT_EMAIL, new RegExp(`^Devis ${reference.replace(/[-/.]/g, '\\$&')} `));
  return { id, reference, link: linkIn(mail, '/quotes/') };
}

/** Opens the mail's link in this anonymous page and checks the quote is there, lines and totals, ready to answer. */
async function openQuote(page: Page, quote: SentQuote): Promise<void> {
  await page.goto(quote.link);
  await expect(page.getByTestId('quote-reference')).toHaveText(`Devis ${quote.reference}`);
  await expect(page.getByTestId('quote-shop')).toHaveText('Domaine des Coteaux');
  await expect(page.getByTestId('quote-client')).toHaveText('Pour Cave du Vieux Port');
  await expect(page.getByTestId('quote-valid-until')).toHaveText(/^Valable jusqu'au \d{2}\/\d{2}\/\d{4}$/);
  const line = page.getByTestId('quote-line');
  await expect(line).toHaveCount(1);
  await expect(line.getByTestId('quote-line-detail')).toHaveText(/^6 × \d[\d ]*,\d{2} € HT · TVA 20\s%$/);
  for (const id of ['quote-total-ht', 'quote-total-vat', 'quote-total-ttc']) await expect(page.getByTestId(id)).toHaveText(/^\d[\d ]*,\d{2} €$/);
  await expect(page.getByTestId('quote-comment')).toContainText(NOTE);
  // Public: the anonymous visitor stays on the link, not sent to log in.
  await expect(page).toHaveURL(quote.link);
}

/** The quote as the owner's order page reads it. */
async function ownersView(request: APIRequestContext, id: number): Promise<{ status: string; refusalReason?: string | null }> {
  const res = await request.get(`/v1/orders/${id}`, { headers: bearer(await tokenOf(request, OWNER)) });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { status: string; refusalReason?: string | null };
}

test('the client accepts the quote from the link in the mail, without an account; the owner makes it an order, ships it in two parts and invoices it', async ({ page, request }) => {
  const quote = await sendQuote(request);
  await openQuote(page, quote);

  await page.getByTestId('quote-accept').click();
  await expect(page.getByTestId('quote-accepted')).toHaveText('Devis accepté, merci ! Le producteur prépare votre commande.');
  await expect(page.getByTestId('quote-accept')).toHaveCount(0);
  await expect(page.getByTestId('quote-refuse')).toHaveCount(0);
  expect((await ownersView(request, quote.id)).status).toBe('validated');

  // The link opened again says it is answered, and offers no second answer.
  await page.reload();
  await expect(page.getByTestId('quote-accepted')).toContainText('Vous avez accepté ce devis.');
  await expect(page.getByTestId('quote-accept')).toHaveCount(0);

  // The owner turns the accepted quote into an order, ships it in two parts, then invoices it.
  await loginThroughApi(page, OWNER);
  await page.goto(`/dashboard/orders/${quote.id}`);
  await page.getByTestId('quote-convert').click();
  await page.getByTestId('confirm-dialog-ok').click();
  await expect(page).not.toHaveURL(new RegExp(`/dashboard/orders/${quote.id}$`));
  await expect(page.getByTestId('order-status')).toHaveText('Validée');
  const card = page.getByTestId('order-shipments');
  for (const quantity of ['2', '4']) {
    await card.getByTestId('order-ship-open').click();
    const dialog = page.getByTestId('ship-dialog');
    await dialog.getByTestId('ship-quantity').fill(quantity);
    await dialog.getByTestId('ship-submit').click();
    await expect(dialog).toHaveCount(0);
    await expect(card.getByTestId('order-shipment')).toHaveCount(quantity === '2' ? 1 : 2);
  }
  await expect(card.getByTestId('order-ship-open')).toHaveCount(0);
  await page.getByTestId('order-issue-invoice').click();
  await expect(page.getByTestId('order-status')).toHaveText('Facturée');
  await expect(page.getByTestId('order-invoices').getByTestId('order-invoice-number')).toHaveText(/^FA\d{4}-\d{5}$/);
});

test('the client refuses the quote with a reason; a link that matches no quote says so', async ({ page, request }) => {
  const quote = await sendQuote(request);
  await openQuote(page, quote);

  // Asked once more; going back leaves the quote as it was.
  await page.getByTestId('quote-refuse').click();
  const dialog = page.getByTestId('quote-refuse-dialog');
  await expect(dialog).toContainText('Refuser ce devis ?');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('quote-accept')).toBeEnabled();

  await page.getByTestId('quote-refuse').click();
  await page.getByTestId('quote-refuse-reason').fill('Trop juste pour notre trésorerie ce mois-ci, nous revenons vers vous en janvier.');
  await dialog.getByRole('button', { name: 'Refuser le devis' }).click();
  await expect(page.getByTestId('quote-refused')).toContainText('Devis refusé.');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('quote-accept')).toHaveCount(0);
  const seen = await ownersView(request, quote.id);
  expect(seen.status).toBe('refused');
  expect(seen.refusalReason).toContain('Trop juste pour notre trésorerie');

  // A token nobody sent (well formed, or cut short by a mail client): an unknown link, not an error to retry.
  for (const token of ['AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'abc']) {
    await page.goto(`/quotes/${token}`);
    await expect(page.getByTestId('quote-unknown')).toContainText('Ce devis est introuvable');
  }
});
