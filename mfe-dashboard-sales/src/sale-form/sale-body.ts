import { parseEurosToCents, type Address, type DeliveryMode, type StaffSaleBody } from '@vendange/contracts';
import type { AddressForm, SaleForm, SaleLineForm, SaleSubType } from './sale-form';

/** Messages of a form, by the contract's path of the field ('clientId', 'lines.0.reason', 'billingAddress.city'). */
export type SaleErrors = Record<string, string>;

/** Messages of what cannot even be read as the contract's types (the contract says the rest, sale-contract.ts). */
export const typed = {
  quantity: 'Indiquez une quantité en nombre entier, par exemple 6.',
  price: 'Indiquez un prix en euros, par exemple 8,50.',
  discount: 'Remise attendue en pourcentage, par exemple 10 ou 12.5.',
  client: 'Choisissez le client de la vente.',
};

const blank = (s: string) => s.trim() === '';
const orNull = (s: string) => (blank(s) ? null : s.trim());

/** An address typed, or null when nothing but the country is filled. */
export function addressBody(a: AddressForm): Address | null {
  if ([a.firstname, a.lastname, a.street, a.complement, a.zipcode, a.city].every(blank)) return null;
  return {
    title: null, firstname: a.firstname.trim(), lastname: a.lastname.trim(), name: null, street: a.street.trim(), complement: orNull(a.complement),
    zipcode: a.zipcode.trim(), city: a.city.trim(), country: a.country.trim() || 'FR', county: null, state: null, stateCode: null,
    exciseNumber: null, mountain: false, phone: null, email: null,
  };
}

/** The shipping choice of the body from the select's value ('mode:<ref>', 'point:<id>', '' = none). */
export function shippingBody(value: string, deliveries: ReadonlyArray<Pick<DeliveryMode, 'type' | 'ref'>>): StaffSaleBody['shipping'] {
  if (value.startsWith('mode:')) {
    const mode = deliveries.find((d) => d.ref === value.slice(5));
    return mode ? { type: mode.type, ref: mode.ref, collectionPointId: null } : null;
  }
  if (value.startsWith('point:')) return { type: null, ref: null, collectionPointId: value.slice(6) };
  return null;
}

/** Whether the sale is delivered by a carrier (a delivery address then makes sense), not collected nor handed over. */
export const isDelivered = (shipping: string) => shipping.startsWith('mode:');

interface LineRead { line: StaffSaleBody['lines'][number]; errors: SaleErrors }

/** One line as the contract's, with what cannot be read (`forPreview`: a missing reason does not stop the pricing). */
function lineBody(l: SaleLineForm, i: number, forPreview: boolean): LineRead {
  const errors: SaleErrors = {};
  const quantity = Number(l.quantity.trim());
  if (!/^\d+$/.test(l.quantity.trim())) errors[`lines.${i}.quantity`] = typed.quantity;
  let unitPriceCents: number | null = null;
  if (!blank(l.unitPrice)) {
    const parsed = parseEurosToCents(l.unitPrice);
    if (parsed.ok) unitPriceCents = parsed.cents;
    else errors[`lines.${i}.unitPriceCents`] = typed.price;
  }
  const discount = l.discount.trim().replace(',', '.');
  if (discount !== '' && !/^\d{1,3}(\.\d{1,2})?$/.test(discount)) errors[`lines.${i}.discountPercent`] = typed.discount;
  const discountPercent = discount === '' || errors[`lines.${i}.discountPercent`] ? null : discount;
  // The preview only prices: a price being typed is priced before its reason is written (saving still requires it).
  const reason = orNull(l.reason) ?? (forPreview && (unitPriceCents !== null || Number(discountPercent ?? 0) > 0) ? 'aperçu' : null);
  return {
    line: {
      productId: l.productId, formatId: l.formatId, ...(l.vintageId ? { vintageId: Number(l.vintageId) } : {}),
      quantity: Number.isInteger(quantity) ? quantity : 0, unitPriceCents, discountPercent, reason,
    },
    errors,
  };
}

export interface BodyOptions { shopId: number; subType: SaleSubType; deliveries: ReadonlyArray<Pick<DeliveryMode, 'type' | 'ref'>>; validate?: boolean }

export function rawBody(form: SaleForm, options: BodyOptions, forPreview: boolean): { body: StaffSaleBody; errors: SaleErrors } {
  const lines = form.lines.map((l, i) => lineBody(l, i, forPreview));
  const errors: SaleErrors = Object.assign({}, ...lines.map((l) => l.errors));
  const quote = options.subType === 'quote';
  const body: StaffSaleBody = {
    shopId: options.shopId,
    kind: quote ? 'quote' : 'order',
    clientId: form.client?.id ?? 0,
    lines: lines.map((l) => l.line),
    shipping: shippingBody(form.shipping, options.deliveries),
    billingAddress: addressBody(form.billing),
    deliveryAddress: isDelivered(form.shipping) ? addressBody(form.delivery) : null,
    paymentType: form.paymentType || null,
    paymentDelay: form.paymentDelay || null,
    comment: orNull(form.comment),
    validUntil: quote ? orNull(form.validUntil) : null,
    ...(quote ? {} : { validate: options.subType === 'bill' ? true : Boolean(options.validate) }),
  };
  return { body, errors };
}

/** What the lines typed so far cannot be read as (shown as the producer types, before any save). */
export function typingErrors(form: SaleForm): SaleErrors {
  return Object.assign({}, ...form.lines.map((l, i) => lineBody(l, i, true).errors)) as SaleErrors;
}
