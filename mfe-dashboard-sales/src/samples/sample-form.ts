import { consumerSampleRefusal, sampleMessages, type SampleBody } from '@vendange/contracts';
import { addressBody } from '../sale-form/sale-body';
import { emptyAddress, type AddressForm, type SaleLineForm } from '../sale-form/sale-form';

/** A line as picked, as a sale's line is, without price nor discount: a sample is free. */
export type SampleLineForm = Pick<SaleLineForm, 'key' | 'productId' | 'formatId' | 'vintageId' | 'vintages' | 'name' | 'quantity'>;

export interface SampleForm {
  client: { id: number; name: string; isPro: boolean; typology: string | null; city?: string | null } | null;
  lines: SampleLineForm[];
  purpose: string;
  requestedByClient: boolean;
  /** Where the bottles go when not to the client's own address; its country tells the DRM an export. */
  delivery: AddressForm;
}

export const emptySampleForm = (): SampleForm => ({ client: null, lines: [], purpose: '', requestedByClient: false, delivery: emptyAddress });

export type SampleErrors = Partial<Record<'clientId' | 'lines' | `lines.${number}`, string>>;

/**
 * The body to send, or what to correct first: a client, at least one line, whole bottle counts (1 to 120), and the
 * 2022 ban on unsolicited samples to consumers (the server says it again).
 */
export function sampleBody(form: SampleForm, shopId: number): { ok: true; body: SampleBody } | { ok: false; errors: SampleErrors } {
  const errors: SampleErrors = {};
  if (!form.client) errors.clientId = sampleMessages.chooseClient;
  else {
    const refusal = consumerSampleRefusal(form.client, form.requestedByClient);
    if (refusal) errors.clientId = refusal;
  }
  if (form.lines.length === 0) errors.lines = sampleMessages.noLine;
  form.lines.forEach((l, i) => {
    const n = Number(l.quantity.trim());
    if (!/^\d+$/.test(l.quantity.trim()) || n < 1 || n > 120) errors[`lines.${i}`] = sampleMessages.quantity;
  });
  if (Object.keys(errors).length > 0 || !form.client) return { ok: false, errors };
  return {
    ok: true,
    body: {
      shopId, clientId: form.client.id, requestedByClient: form.requestedByClient, purpose: form.purpose.trim() || null,
      deliveryAddress: addressBody(form.delivery),
      lines: form.lines.map((l) => ({ productId: l.productId, formatId: l.formatId, quantity: Number(l.quantity.trim()), ...(l.vintageId ? { vintageId: Number(l.vintageId) } : {}) })),
    },
  };
}
