import { describe, expect, it } from 'vitest';
import type { OrderDetail } from '@vendange/contracts';
import { newOrderMessages } from '../new-order-notification';
import { decisionMails } from '../payments/order-decision';
import type { BuyerMailFacts } from './buyer-mail-facts';
import { formatAmount, groupedIban, orderSummary } from './mail-layout';
import { requestLocale } from './mail-locale';
import { newOrderMail } from './new-order-mail';
import { orderConfirmationMail } from './order-confirmation-mail';
import { orderExpiredMail } from './order-expired-mail';
import { orderRefusedMail } from './order-refused-mail';
import { orderValidatedMail } from './order-validated-mail';
import { transferLines, transferOf } from './transfer-details';

const bank = { holder: 'EARL Domaine des Coteaux', iban: 'FR7610107001011234567890129', bic: 'AGRIFRPP' };

const order = (over: Partial<OrderDetail> = {}): OrderDetail => ({
  id: 12, shopId: 1, reference: 'CMD-2026-0042', clientName: 'Sophie Leroy', status: 'pending', totalTtcCents: 123456,
  paymentType: 'transfer', paymentStatus: 'pending', createdAt: '2026-11-24T10:00:00.000Z', channel: 'web', buyerId: 5, totalHtCents: 102880, vatCents: 20576,
  comment: null, shippingCents: 1500, promoCode: 'NOEL', discountCents: 1000, shipping: null, deliveryAddress: null, billingAddress: null,
  contact: null, validatedAt: null, refusalReason: null, cancelReason: null,
  lines: [
    { id: 1, productId: 1, label: 'Cuvée Prestige 2022 (75 cl)', quantity: 12, unitTtcCents: 10000, vatRate: '20', lineHtCents: 100000, lineTtcCents: 120000, boxKey: null },
    { id: 2, productId: 2, label: 'Ligne retirée', quantity: 0, unitTtcCents: 900, vatRate: '20', lineHtCents: 0, lineTtcCents: 0, boxKey: null },
  ],
  ...over,
});

const facts = (locale: 'fr' | 'en', over: Partial<OrderDetail> = {}): BuyerMailFacts => ({
  locale, to: 'buyer@vendange.test', firstname: 'Sophie', shopName: 'Domaine des Coteaux', order: order(over), href: 'https://vendange.test/dashboard/orders/12',
});

describe('amounts in the mail language', () => {
  it.each([
    [0, '0,00\u00a0€', '€0.00'],
    [5, '0,05\u00a0€', '€0.05'],
    [123456, '1\u202f234,56\u00a0€', '€1,234.56'],
    [123456789, '1\u202f234\u202f567,89\u00a0€', '€1,234,567.89'],
    [-1000, '-10,00\u00a0€', '-€10.00'],
  ])('%i cents → %s / %s', (cents, fr, en) => {
    expect(formatAmount(cents, 'fr')).toBe(fr);
    expect(formatAmount(cents, 'en')).toBe(en);
  });

  it('refuses anything but integer cents', () => {
    expect(() => formatAmount(12.5, 'en')).toThrow(TypeError);
  });

  it('prints an IBAN in groups of four', () => {
    expect(groupedIban('FR76 1010 7001011234567890129')).toBe('FR76 1010 7001 0112 3456 7890 129');
  });
});

describe('the order summary', () => {
  it('lists the lines with a quantity, then shipping, discount and total, in French and English', () => {
    expect(orderSummary(order(), 'fr')).toEqual({
      lines: ['12 × Cuvée Prestige 2022 (75 cl) : 1\u202f200,00\u00a0€'],
      totals: ['Livraison (HT) : 15,00\u00a0€', 'Remise (NOEL) (HT) : -10,00\u00a0€', 'Total TTC : 1\u202f234,56\u00a0€'],
    });
    expect(orderSummary(order({ shippingCents: 0, discountCents: 0, promoCode: null }), 'en')).toEqual({
      lines: ['12 × Cuvée Prestige 2022 (75 cl): €1,200.00'],
      totals: ['Total incl. VAT: €1,234.56'],
    });
  });
});

describe('what a buyer paying by transfer is told', () => {
  it('gives the bank details, the reference and the amount while the order awaits payment', () => {
    expect(transferOf(order(), bank)).toEqual({ ...bank, reference: 'CMD-2026-0042', amountCents: 123456 });
    expect(transferOf(order({ status: 'validated' }), bank)).not.toBeNull();
  });

  it.each([
    ['another payment method', { paymentType: 'stripe' as const }],
    ['no payment method', { paymentType: null }],
    ['a refused order', { status: 'refused' as const }],
    ['an expired order', { status: 'expired' as const }],
    ['a paid order', { paymentStatus: 'paid' as const }],
    ['a refunded order', { paymentStatus: 'refunded' as const }],
  ])('gives nothing for %s', (_what, over) => {
    expect(transferOf(order(over), bank)).toBeNull();
  });

  it('gives nothing when the shop has no bank details', () => {
    expect(transferOf(order(), null)).toBeNull();
  });

  it('writes them out in both languages', () => {
    const transfer = transferOf(order(), bank)!;
    expect(transferLines(transfer, 'fr')).toEqual([
      'Pour régler par virement :', 'Titulaire du compte : EARL Domaine des Coteaux', 'IBAN : FR76 1010 7001 0112 3456 7890 129', 'BIC : AGRIFRPP',
      'Référence à indiquer : CMD-2026-0042', 'Montant : 1\u202f234,56\u00a0€',
    ]);
    expect(transferLines(transfer, 'en')).toEqual([
      'To pay by bank transfer:', 'Account holder: EARL Domaine des Coteaux', 'IBAN: FR76 1010 7001 0112 3456 7890 129', 'BIC: AGRIFRPP',
      'Reference to quote: CMD-2026-0042', 'Amount: €1,234.56',
    ]);
  });
});

describe('the confirmation mail', () => {
  it('is in French with the summary, the bank details of a transfer and the link', () => {
    const f = facts('fr');
    const mail = orderConfirmationMail(f, transferOf(f.order, bank));
    expect(mail.to).toBe('buyer@vendange.test');
    expect(mail.subject).toBe('Votre commande CMD-2026-0042 est enregistrée');
    expect(mail.text).toContain('Bonjour Sophie,');
    expect(mail.text).toContain('auprès de Domaine des Coteaux');
    expect(mail.text).toContain('12 × Cuvée Prestige 2022 (75 cl) : 1\u202f200,00\u00a0€');
    expect(mail.text).not.toContain('Ligne retirée');
    expect(mail.text).toContain('Référence à indiquer : CMD-2026-0042');
    expect(mail.text).toContain('IBAN : FR76 1010 7001 0112 3456 7890 129');
    expect(mail.text).toContain('Voir la commande : https://vendange.test/dashboard/orders/12');
    expect(mail.html).toContain('FR76 1010 7001 0112 3456 7890 129');
    expect(mail.html).toContain('href="https://vendange.test/dashboard/orders/12"');
  });

  it('is in English for an English-speaking buyer, and says when a card is charged', () => {
    const mail = orderConfirmationMail(facts('en', { paymentType: 'stripe', paymentStatus: 'setup' }), null);
    expect(mail.subject).toBe('Your order CMD-2026-0042 has been received');
    expect(mail.text).toContain('Hello Sophie,');
    expect(mail.text).toContain('Your card will be charged when the producer confirms the order.');
    expect(mail.text).toContain('Total incl. VAT: €1,234.56');
    expect(mail.text).not.toContain('IBAN');
    expect(mail.text).toContain('View the order: https://vendange.test/dashboard/orders/12');
  });

  it('escapes what users typed in the HTML', () => {
    const mail = orderConfirmationMail({ ...facts('fr'), firstname: '<script>x</script>' }, null);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&#60;script&#62;');
  });
});

describe('the producer\'s answer', () => {
  it('tells a card buyer their card was charged', () => {
    const mail = orderValidatedMail(facts('fr', { status: 'validated', paymentType: 'stripe', paymentStatus: 'paid' }), null);
    expect(mail.subject).toBe('Votre commande CMD-2026-0042 est validée');
    expect(mail.text).toContain('Votre carte a été débitée de 1\u202f234,56\u00a0€.');
    const en = orderValidatedMail(facts('en', { status: 'validated', paymentType: 'stripe', paymentStatus: 'paid' }), null);
    expect(en.subject).toBe('Your order CMD-2026-0042 is confirmed');
    expect(en.text).toContain('Your card has been charged €1,234.56.');
  });

  it('tells a transfer buyer how to pay', () => {
    const f = facts('en', { status: 'validated' });
    const mail = orderValidatedMail(f, transferOf(f.order, bank));
    expect(mail.text).toContain('Reference to quote: CMD-2026-0042');
    expect(mail.text).not.toContain('charged');
  });

  it('gives the producer\'s reason for a refusal', () => {
    const mail = orderRefusedMail(facts('fr', { status: 'refused', refusalReason: 'Cuvée épuisée.' }));
    expect(mail.subject).toBe('Votre commande CMD-2026-0042 a été refusée');
    expect(mail.text).toContain('Raison donnée par le producteur :\nCuvée épuisée.');
    expect(mail.text).toContain("N'effectuez aucun paiement pour cette commande.");
    const en = orderRefusedMail(facts('en', { status: 'refused', refusalReason: 'Sold out.', paymentType: 'stripe' }));
    expect(en.subject).toBe('Your order CMD-2026-0042 has been declined');
    expect(en.text).toContain("The producer's reason:\nSold out.");
    expect(en.text).toContain('No payment was taken');
  });

  it('mails a validation once its debit is known, never after a refused card', () => {
    expect(decisionMails.validated({ id: 12, status: 'validated', paymentStatus: 'paid' })).toEqual({ orderId: 12, kind: 'validated' });
    expect(decisionMails.validated({ id: 12, status: 'validated', paymentStatus: 'pending' })).toEqual({ orderId: 12, kind: 'validated' });
    expect(decisionMails.validated({ id: 12, status: 'validated', paymentStatus: 'error' })).toBeNull();
    expect(decisionMails.validated({ id: 12, status: 'pending', paymentStatus: 'setup' })).toBeNull();
  });
});

describe('the expiry mail', () => {
  it('says how long the order waited, in both languages', () => {
    expect(orderExpiredMail(facts('fr', { status: 'expired' }), 5).text).toContain('sans suite pendant 5 jours');
    const en = orderExpiredMail(facts('en', { status: 'expired' }), 5);
    expect(en.subject).toBe('Your order CMD-2026-0042 has expired');
    expect(en.text).toContain('no answer for 5 days');
  });
});

describe("the shop's mail for a new order", () => {
  it('names the client, the order, the payment and links to it, in French', () => {
    const mail = newOrderMail('contact@coteaux.test', 'Domaine des Coteaux', order({ comment: 'Livrer après 18 h' }), 'https://vendange.test/dashboard/orders/12');
    expect(mail.to).toBe('contact@coteaux.test');
    expect(mail.subject).toBe('Nouvelle commande CMD-2026-0042 de Sophie Leroy');
    expect(mail.text).toContain('Paiement : virement');
    expect(mail.text).toContain('Commentaire du client : Livrer après 18 h');
    expect(mail.text).toContain('Total TTC : 1\u202f234,56\u00a0€');
    expect(mail.text).toContain('Voir la commande : https://vendange.test/dashboard/orders/12');
  });
});

describe("the buyer's language", () => {
  it.each([
    [{}, 'fr'],
    [{ 'accept-language': 'fr-FR,fr;q=0.9' }, 'fr'],
    [{ 'accept-language': 'en-GB,en;q=0.9' }, 'en'],
    [{ 'accept-language': 'de-DE,en;q=0.5' }, 'en'],
    // A language chosen in the interface (the cookie) wins over the browser's.
    [{ 'accept-language': 'en-US', cookie: 'a=1; vendange_lang=fr' }, 'fr'],
    [{ 'accept-language': 'fr-FR', cookie: 'vendange_lang=en' }, 'en'],
    [{ 'accept-language': 'fr-FR', cookie: 'vendange_lang=de' }, 'fr'],
  ] as const)('%o → %s', (headers, locale) => {
    expect(requestLocale(headers)).toBe(locale);
  });
});

describe('what an order reaching its producer announces', () => {
  it("the shop's notification and mail, the buyer's confirmation and the CRM client, each keyed by the order", () => {
    const jobs = {
      notify: (_body: unknown, key?: string) => ({ queue: 'orders.notify', data: {}, ...(key ? { key } : {}) }),
      buyerMail: (mail: { orderId: number; kind: 'confirmation' }, key: string) => ({ queue: 'orders.buyer-mail', data: mail, key }),
      shopMail: (orderId: number, key: string) => ({ queue: 'orders.shop-mail', data: { orderId }, key }),
      crmClient: (orderId: number, key: string) => ({ queue: 'orders.crm-client', data: { orderId }, key }),
    };
    const messages = newOrderMessages(jobs, [{ id: 12, shopId: 1, reference: 'CMD-2026-0042', clientName: 'Sophie Leroy', totalTtcCents: 3000 }]);
    expect(messages.map((m) => [m.queue, m.key])).toEqual([
      ['orders.notify', 'new-order:12'], ['orders.shop-mail', 'new-order-mail:12'], ['orders.buyer-mail', 'order-confirmation:12'],
      ['orders.crm-client', 'crm-client:12'],
    ]);
  });
});
