import type { PaymentDelay, PaymentType } from '@vendange/contracts';
import { frenchToday } from '../quotes/quote-labels';

/** What the producer enters from /dashboard/orders/add: an order, a quote, or an order invoiced at once (?subType=). */
export type SaleSubType = 'order' | 'quote' | 'bill';

/** ?subType=quote → a quote, ?subType=bill → an invoiced order, anything else an order. */
export function subTypeOf(search: string): SaleSubType {
  const value = new URLSearchParams(search).get('subType');
  return value === 'quote' || value === 'bill' ? value : 'order';
}

/** The client picked among the shop's CRM clients. */
export interface PickedClient {
  id: number;
  name: string;
  email: string | null;
  typology: string | null;
  isPro: boolean;
}

/** One line as typed: amounts stay text until the body is built (comma or dot, never a float). */
export interface SaleLineForm {
  /** Local key (React key and focus), never sent. */
  key: string;
  productId: number;
  formatId: number;
  /** '' = the product's newest vintage (the server's choice). */
  vintageId: string;
  vintages: ReadonlyArray<{ id: number; name: string }>;
  /** Product and format as picked, shown until the preview names the line. */
  name: string;
  quantity: string;
  /** Euros typed; '' = the client's grid price. */
  unitPrice: string;
  /** Percent typed; '' = no discount. */
  discount: string;
  reason: string;
}

/** An address as typed; every field blank means no address. */
export interface AddressForm {
  firstname: string;
  lastname: string;
  street: string;
  complement: string;
  zipcode: string;
  city: string;
  country: string;
}

export const emptyAddress: AddressForm = { firstname: '', lastname: '', street: '', complement: '', zipcode: '', city: '', country: 'FR' };

export interface SaleForm {
  client: PickedClient | null;
  lines: SaleLineForm[];
  /** '' = handed over at the estate; 'mode:<ref>' a delivery mode; 'point:<id>' a collection point. */
  shipping: string;
  billing: AddressForm;
  delivery: AddressForm;
  /** '' = none chosen yet. */
  paymentType: PaymentType | '';
  /** '' = the shop's default delay. */
  paymentDelay: PaymentDelay | '';
  comment: string;
  /** A quote's last day (YYYY-MM-DD, as a date input gives it). */
  validUntil: string;
}

export function emptySaleForm(validUntil: string): SaleForm {
  return { client: null, lines: [], shipping: '', billing: emptyAddress, delivery: emptyAddress, paymentType: '', paymentDelay: '', comment: '', validUntil };
}

/** Whether a line's price or discount differs from the grid: the reason is then required (the contract's rule). */
export function lineChanged(line: Pick<SaleLineForm, 'unitPrice' | 'discount'>): boolean {
  const discount = Number(line.discount.trim().replace(',', '.'));
  return line.unitPrice.trim() !== '' || (line.discount.trim() !== '' && !(Number.isFinite(discount) && discount === 0));
}

/** The form once a product is picked: a line of one unit, or one more unit on the line of the same format and vintage. */
export function addLine(form: SaleForm, line: Omit<SaleLineForm, 'quantity' | 'unitPrice' | 'discount' | 'reason'>): SaleForm {
  const same = form.lines.findIndex((l) => l.formatId === line.formatId && l.productId === line.productId && l.vintageId === line.vintageId);
  if (same >= 0) {
    const current = Number(form.lines[same]!.quantity);
    const quantity = Number.isInteger(current) && current > 0 ? String(current + 1) : form.lines[same]!.quantity;
    return { ...form, lines: form.lines.map((l, i) => (i === same ? { ...l, quantity } : l)) };
  }
  return { ...form, lines: [...form.lines, { ...line, quantity: '1', unitPrice: '', discount: '', reason: '' }] };
}

/** Today's date in France (YYYY-MM-DD), plus `days`: a quote's default last day is 30 days ahead. */
export function frenchDayPlus(now: Date, days: number): string {
  const [y, m, d] = frenchToday(now).split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + days));
  return next.toISOString().slice(0, 10);
}
