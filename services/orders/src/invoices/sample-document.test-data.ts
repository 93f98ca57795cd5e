import type { InvoiceDetail } from '@vendange/contracts';

/** A professional client's invoice with two VAT rates, a promo code share and a delivery line (tests only). */
export const sampleInvoice: InvoiceDetail = {
  id: 1, shopId: 1, kind: 'invoice', number: 'FA2026-00001', orderId: 5, orderReference: 'CMD-2026-00005', sourceInvoiceId: null, sourceNumber: null,
  buyerId: 9, clientName: 'Cave Martin', issuedAt: '2026-11-25T10:00:00.000Z', dueDate: '2026-12-25', paymentDelay: 'days30',
  totalHtCents: 31550, vatCents: 5897, totalTtcCents: 37447, legalStatus: 'pending', creditStatus: null, creditedCents: 0,
  seller: {
    name: 'SCEA Domaine des Galets', addressLines: ['1 route du Vin'], zipcode: '33250', city: 'Pauillac', country: 'FR', siret: '12345678900012', vatNumber: 'FR32123456789',
    email: 'contact@galets.fr', phone: '05 56 00 00 00', business: true, legalForm: 'SCEA', shareCapital: '10 000 €', rcsCity: 'Bordeaux',
  },
  buyer: { name: 'Cave Martin', addressLines: ['Léa Martin', '3 quai Est'], zipcode: '69001', city: 'Lyon', country: 'FR', siret: null, vatNumber: null, email: 'lea@example.fr', phone: null, business: true },
  deliverTo: null,
  lines: [
    { id: 1, orderLineId: 11, label: 'Les Galets 2023 · 75 cl', quantity: 12, unitHtCents: 1800, discountCents: 1080, dutiesCents: 473, lineHtCents: 20520, vatRate: '20', vatCents: 4104, lineTtcCents: 24624 },
    { id: 2, orderLineId: 12, label: 'Jus de raisin · 1 l', quantity: 6, unitHtCents: 500, discountCents: 150, dutiesCents: 0, lineHtCents: 2850, vatRate: '5.5', vatCents: 157, lineTtcCents: 3007 },
    { id: 3, orderLineId: null, label: 'Livraison : Colissimo', quantity: 1, unitHtCents: 8180, discountCents: 0, dutiesCents: 0, lineHtCents: 8180, vatRate: '20', vatCents: 1636, lineTtcCents: 9816 },
  ],
  vatBreakdown: [{ rate: '20', baseCents: 28700, vatCents: 5740 }, { rate: '5.5', baseCents: 2850, vatCents: 157 }],
  reason: null, paymentTerms: 'Échéance : 25/12/2026 (paiement à 30 jours).', creditable: [],
};
