import { z } from 'zod';
import { checkoutPaymentTypes, defaultShopSalesRules, shopSalesRulesSchema, type BankAccountInput, type CheckoutPaymentType, type CollectionPoint, type DeliveryMode, type PromoCode, type ShopSalesRules } from '@vendange/contracts';
import { centsToEuroInput } from './euro-input';
import { checkedBy, countText, euroText, optionalText, type TextRuleMessages } from './text-rules';

/**
 * The sales settings as the form holds them: the contract's shape and field names (so the server's
 * and the contract's messages land on the right field), with amounts typed in euros and counts as
 * text. Deliveries, collection points, promo codes and banks arrive already checked by their own dialog.
 */
export interface SalesRulesForm {
  deliveries: DeliveryMode[];
  collectionPoints: CollectionPoint[];
  franco: { amountCents: string; quantity: string; mode: 'any' | 'all' };
  minAmountHtCents: string;
  minProducts: string;
  maxProducts: string;
  multipleOf: string;
  paymentsList: CheckoutPaymentType[];
  /** The shop's banks (IBAN without spaces), one of them the default; a bank just added has no id yet. */
  banks: BankAccountInput[];
  membersOnlyPrices: boolean;
  cgv: string;
  promoCodes: PromoCode[];
  /** Days before an unpaid pending order expires; blank keeps the saved delay. */
  pendingExpiryDays: string;
}

const countToInput = (n: number | null) => (n === null ? '' : String(n));
const DEFAULT_PENDING_EXPIRY_DAYS = defaultShopSalesRules.pendingExpiryDays ?? 10;

/** The saved rules as the form shows them (euros with a comma, counts as text). */
export function rulesToForm(rules: ShopSalesRules): SalesRulesForm {
  return {
    deliveries: rules.deliveries,
    collectionPoints: rules.collectionPoints,
    franco: { amountCents: centsToEuroInput(rules.franco.amountCents), quantity: countToInput(rules.franco.quantity), mode: rules.franco.mode },
    minAmountHtCents: centsToEuroInput(rules.minAmountHtCents),
    minProducts: countToInput(rules.minProducts),
    maxProducts: countToInput(rules.maxProducts),
    multipleOf: countToInput(rules.multipleOf),
    // The contract's order, whatever order they were ticked in.
    paymentsList: checkoutPaymentTypes.filter((p) => rules.paymentsList.includes(p)),
    banks: rules.banks,
    membersOnlyPrices: rules.membersOnlyPrices,
    cgv: rules.cgv ?? '',
    promoCodes: rules.promoCodes,
    pendingExpiryDays: String(rules.pendingExpiryDays ?? DEFAULT_PENDING_EXPIRY_DAYS),
  };
}

/**
 * The form's resolver schema: reads the typed text, then hands the result to the contract's own
 * schema, so the browser refuses exactly what PUT /v1/shops/me/sales-rules would.
 */
export function salesRulesFormSchema(m: TextRuleMessages) {
  return z.object({
    deliveries: z.custom<DeliveryMode[]>((v) => Array.isArray(v)),
    collectionPoints: z.custom<CollectionPoint[]>((v) => Array.isArray(v)),
    franco: z.object({ amountCents: euroText(m), quantity: countText(m), mode: z.enum(['any', 'all']) }),
    minAmountHtCents: euroText(m),
    minProducts: countText(m),
    maxProducts: countText(m),
    multipleOf: countText(m),
    paymentsList: z.array(z.enum(checkoutPaymentTypes)).transform((list) => checkoutPaymentTypes.filter((p) => list.includes(p))),
    banks: z.custom<BankAccountInput[]>((v) => Array.isArray(v)),
    membersOnlyPrices: z.boolean(),
    cgv: optionalText,
    promoCodes: z.custom<PromoCode[]>((v) => Array.isArray(v)),
    // Blank sends nothing: the contract keeps the saved delay.
    pendingExpiryDays: countText(m).transform((n) => n ?? undefined),
  }).transform(checkedBy(shopSalesRulesSchema));
}

/** Every field of the form a server message may name (the list placeServerError expects). */
export function salesRulesFields(form: Pick<SalesRulesForm, 'deliveries' | 'collectionPoints' | 'promoCodes' | 'banks'>): string[] {
  const deliveryFields = ['type', 'ref', 'name', 'priceCents', 'perParcel', 'extraParcelCents', 'delay'];
  const pointFields = ['id', 'name', 'address', 'priceCents', 'hours'];
  return [
    'deliveries', 'collectionPoints', 'franco', 'franco.amountCents', 'franco.quantity', 'franco.mode', 'minAmountHtCents', 'minProducts', 'maxProducts',
    'multipleOf', 'pendingExpiryDays', 'paymentsList', 'membersOnlyPrices', 'cgv',
    ...form.deliveries.flatMap((_, i) => deliveryFields.map((f) => `deliveries.${i}.${f}`)),
    ...form.collectionPoints.flatMap((_, i) => pointFields.map((f) => `collectionPoints.${i}.${f}`)),
    'promoCodes', ...(form.promoCodes ?? []).flatMap((_, i) => ['code', 'percent', 'amountCents', 'minAmountHtCents', 'validUntil', 'active'].map((f) => `promoCodes.${i}.${f}`)),
    'banks', ...(form.banks ?? []).flatMap((_, i) => ['id', 'name', 'holder', 'iban', 'bic', 'isDefault'].map((f) => `banks.${i}.${f}`)),
  ];
}

/**
 * Where a message about `field` is shown: a field of one delivery mode, collection point, promo code or
 * bank has no input of its own on the page (it is edited in a dialog), so it goes under its list, naming the item.
 */
export function errorTarget(field: string, form: Pick<SalesRulesForm, 'deliveries' | 'collectionPoints' | 'promoCodes' | 'banks'>): { field: string; item: string | null } {
  const m = /^(deliveries|collectionPoints|promoCodes|banks)\.(\d+)(?:\.|$)/.exec(field);
  if (!m) return { field, item: null };
  if (m[1] === 'promoCodes') return { field: 'promoCodes', item: form.promoCodes[Number(m[2])]?.code ?? null };
  const list = m[1] as 'deliveries' | 'collectionPoints' | 'banks';
  return { field: list, item: form[list][Number(m[2])]?.name ?? null };
}

/** Which settings tab shows a field: both tabs save the whole rules, so a refusal may concern the other one. */
export function settingsScreenOf(field: string): 'delivery' | 'billing' {
  const top = field.split('.')[0];
  return top === 'paymentsList' || top === 'banks' || top === 'membersOnlyPrices' || top === 'cgv' || top === 'promoCodes' ? 'billing' : 'delivery';
}
