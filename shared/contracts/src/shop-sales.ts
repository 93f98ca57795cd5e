import { z } from 'zod';
import { ruleMessages as m } from './rules/messages';
import { isPostalCode } from './rules/checks';
import { rules } from './rules/rules';
import { paymentStatuses, paymentTypes } from './payment-names';
import { bankAccountOutputSchema, bankDetailsOutputSchema, bankListIssues, bankListSchema, banksOfSaved, defaultBankOf, type BankAccount, type BankDetails } from './shop-banks';

// The bank list lives in its own module; importers of these names keep reading them from here.
export * from './shop-banks';

export const paymentTypeSchema = z.enum(paymentTypes);
export type PaymentType = z.infer<typeof paymentTypeSchema>;

/**
 * What a buyer may choose when ordering online: card through the payment provider (imprint, debit on
 * validation), transfer, cheque, cash on collection, bill of exchange and direct debit (professionals
 * with terms). The other types of the list are recorded by the producer (till, credit notes…).
 */
export const checkoutPaymentTypes = ['stripe', 'transfer', 'cheque', 'cash', 'lcr', 'debit'] as const satisfies readonly PaymentType[];
export const checkoutPaymentTypeSchema = z.enum(checkoutPaymentTypes);
export type CheckoutPaymentType = z.infer<typeof checkoutPaymentTypeSchema>;

export const paymentStatusSchema = z.enum(paymentStatuses);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

const cents = (message: string) => z.number({ error: message }).int(message).min(0, message).max(100_000_000, message);
const count = (message: string) => z.number({ error: message }).int(message).min(1, message).max(100_000, message);
const label = z.string({ error: m.needed }).trim().min(1, m.needed).max(80, 'Doit faire au maximum 80 caractères');

/** A delivery mode the shop offers (cart shipping type + ref): the price of the first parcel, excl. VAT. */
export const deliveryModeSchema = z.object({
  /** Carrier or kind: colissimo, chronopost, transporter, own (the producer delivers), other. */
  type: z.enum(['colissimo', 'chronopost', 'transporter', 'own', 'other']),
  /** Stable key of this mode within the shop (several modes may share a type). */
  ref: z.string().trim().min(1).max(40).regex(/^[a-z0-9-]+$/, 'Seuls les minuscules, les chiffres et les tirets sont acceptés'),
  name: label,
  priceCents: cents('Le prix doit être un montant positif.'),
  /** Bottles per parcel (spec point 9: 12) and the price of each parcel beyond the first (7 €). */
  perParcel: count('Le nombre de bouteilles par colis doit être un entier positif.').default(12),
  extraParcelCents: cents('Le prix doit être un montant positif.').default(700),
  /** Delay shown to the buyer ("2 à 4 jours ouvrés"). */
  delay: z.string().trim().max(80).nullable().default(null),
});
export type DeliveryMode = z.infer<typeof deliveryModeSchema>;

/** A place where buyers collect their order (the cellar, a partner shop); usually free. */
export const collectionPointSchema = z.object({
  id: z.string().trim().min(1).max(40).regex(/^[a-z0-9-]+$/, 'Seuls les minuscules, les chiffres et les tirets sont acceptés'),
  name: label,
  address: z.string().trim().min(1, m.needed).max(200),
  priceCents: cents('Le prix doit être un montant positif.').default(0),
  hours: z.string().trim().max(200).nullable().default(null),
});
export type CollectionPoint = z.infer<typeof collectionPointSchema>;

/**
 * A promo code of the shop: a percent or an amount off the goods of the buyer's order at this shop,
 * from a minimum of goods excl. VAT, until a date (included). Codes are never shown on the storefront.
 */
export const promoCodeSchema = z.object({
  code: z.string({ error: m.needed }).trim().regex(/^[A-Z0-9-]{1,15}$/, 'Le code promo fait au maximum 15 caractères : lettres majuscules, chiffres et tirets.'),
  percent: z.number({ error: 'Le pourcentage doit être un entier entre 1 et 100.' }).int('Le pourcentage doit être un entier entre 1 et 100.').min(1, 'Le pourcentage doit être un entier entre 1 et 100.').max(100, 'Le pourcentage doit être un entier entre 1 et 100.').nullable(),
  amountCents: cents('Le montant doit être positif.').nullable(),
  minAmountHtCents: cents('Le montant doit être positif.').nullable(),
  /** Last day the code works (YYYY-MM-DD, French time); null: no end. */
  validUntil: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "La date indiquée n'est pas correct").nullable(),
  active: z.boolean(),
});
export type PromoCode = z.infer<typeof promoCodeSchema>;

/**
 * How a shop sells online (spec points 3, 5 and 9): delivery modes and collection points, free
 * shipping thresholds, the order rules the cart checks, the payment methods offered, the shop's banks
 * (transfers go to the default one), and whether prices are shown to members only. Amounts in cents excl. VAT.
 */
export const shopSalesRulesObject = z.object({
  deliveries: z.array(deliveryModeSchema).max(20),
  collectionPoints: z.array(collectionPointSchema).max(50),
  franco: z.object({
    amountCents: cents('Le montant doit être positif.').nullable(),
    quantity: count('Le nombre de bouteilles doit être un entier positif.').nullable(),
    mode: z.enum(['any', 'all']),
  }),
  minAmountHtCents: cents('Le montant doit être positif.').nullable(),
  minProducts: count('Le nombre de produits doit être un entier positif.').nullable(),
  maxProducts: count('Le nombre de produits doit être un entier positif.').nullable(),
  multipleOf: count('Le multiple doit être un entier positif.').nullable(),
  paymentsList: z.array(checkoutPaymentTypeSchema).max(checkoutPaymentTypes.length),
  /** The shop's bank accounts, one of them the default (spec point 3 "banks"): the one stored truth, `bank` is read from it. */
  banks: bankListSchema,
  membersOnlyPrices: z.boolean(),
  /** The shop's terms of sale, shown at checkout (plain text). */
  cgv: z.string().trim().max(20_000).nullable(),
  promoCodes: z.array(promoCodeSchema).max(50, 'Une boutique compte au plus 50 codes promo.'),
  /**
   * Days an unpaid pending order waits for the producer's answer before it expires (its stock goes back on
   * sale, the buyer is told): 10 by default. Optional on writes: a form that does not show it keeps the saved value.
   */
  pendingExpiryDays: z.number({ error: 'Le délai doit être un nombre entier de jours, de 1 à 365.' })
    .int('Le délai doit être un nombre entier de jours, de 1 à 365.').min(1, 'Le délai doit être un nombre entier de jours, de 1 à 365.')
    .max(365, 'Le délai doit être un nombre entier de jours, de 1 à 365.').optional(),
});
export const shopSalesRulesSchema = shopSalesRulesObject.superRefine((r, ctx) => {
  if (r.minProducts !== null && r.maxProducts !== null && r.minProducts > r.maxProducts) {
    ctx.addIssue({ code: 'custom', path: ['maxProducts'], message: 'Le maximum doit être supérieur ou égal au minimum.' });
  }
  for (const issue of bankListIssues(r.banks, r.paymentsList.includes('transfer'))) ctx.addIssue({ code: 'custom', ...issue });
  const refs = new Set<string>();
  r.deliveries.forEach((d, i) => {
    if (refs.has(d.ref)) ctx.addIssue({ code: 'custom', path: ['deliveries', i, 'ref'], message: 'Deux modes de livraison ne peuvent pas avoir le même code.' });
    refs.add(d.ref);
  });
  const codes = new Set<string>();
  r.promoCodes.forEach((p, i) => {
    if (codes.has(p.code)) ctx.addIssue({ code: 'custom', path: ['promoCodes', i, 'code'], message: 'Deux codes promo ne peuvent pas être identiques.' });
    codes.add(p.code);
    if ((p.percent === null) === (p.amountCents === null)) {
      ctx.addIssue({ code: 'custom', path: ['promoCodes', i, 'percent'], message: 'Indiquez soit un pourcentage, soit un montant.' });
    }
  });
  const ids = new Set<string>();
  r.collectionPoints.forEach((p, i) => {
    if (ids.has(p.id)) ctx.addIssue({ code: 'custom', path: ['collectionPoints', i, 'id'], message: 'Deux points de retrait ne peuvent pas avoir le même code.' });
    ids.add(p.id);
  });
});
export type ShopSalesRules = z.infer<typeof shopSalesRulesSchema>;

/** The rules as stored in the shops service: every bank has its id. */
export type StoredShopSales = Omit<ShopSalesRules, 'banks'> & { banks: BankAccount[] };

/**
 * The rules as the API sends them (no transform in a response schema), with `bank`: the default bank,
 * derived from `banks` on every read, so the readers of transfer details, invoices and SEPA files keep one field.
 */
export const shopSalesRulesOutputSchema = shopSalesRulesObject.extend({ banks: z.array(bankAccountOutputSchema), bank: bankDetailsOutputSchema.nullable() });
export type ShopSalesRulesOutput = z.infer<typeof shopSalesRulesOutputSchema>;

/** What buyers and visitors read of the rules (bank details come with the order; promo codes are the producer's to give). */
export const publicShopSalesSchema = shopSalesRulesObject.omit({ banks: true, promoCodes: true });
export type PublicShopSales = z.infer<typeof publicShopSalesSchema>;

export const defaultShopSalesRules: StoredShopSales = {
  deliveries: [], collectionPoints: [], franco: { amountCents: null, quantity: null, mode: 'any' },
  minAmountHtCents: null, minProducts: null, maxProducts: null, multipleOf: null,
  paymentsList: [], banks: [], membersOnlyPrices: false, cgv: null, promoCodes: [], pendingExpiryDays: 10,
};

/** Sales rules as the jsonb column may hold them: any field may be missing, and rules saved before shops had several banks hold `bank`. */
export type SavedShopSales = Partial<StoredShopSales> & { bank?: BankDetails | null };

/**
 * Rules saved before a field existed read as its default (the jsonb column keeps what was written); a
 * single saved `bank` reads as a one-bank list; `bank` is then the default bank of the list.
 */
export const withSalesDefaults = (saved: SavedShopSales | null | undefined): ShopSalesRulesOutput => {
  const banks = banksOfSaved(saved);
  return { ...defaultShopSalesRules, ...saved, banks, bank: defaultBankOf(banks) };
};

/** Spec point 3 "Header style" of the shop's storefront header. */
export const headerStyleSchema = z.object({
  shadow: z.boolean(),
  elevation: z.number().int().min(0).max(5),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Couleur au format #RRGGBB'),
  dark: z.boolean(),
  border: z.boolean(),
  font: z.enum(['system', 'serif', 'rounded', 'mono']),
  logoPlacement: z.enum(['start', 'center', 'left']),
  hideLogo: z.boolean(),
  logoShadow: z.boolean(),
  justifyContent: z.enum(['start', 'center', 'end', 'space-between']),
  underline: z.boolean(),
  isUppercase: z.boolean(),
});
export type HeaderStyle = z.infer<typeof headerStyleSchema>;


/**
 * Spec point 3 "Address" with the required fields of spec point 5 (first name, last name, street,
 * zip code, city, country). `name` is the recipient line printed on the parcel.
 */
export const addressSchema = z.object({
  title: z.string().trim().max(20).nullable().default(null),
  firstname: rules.needed.pipe(z.string().max(50, m.counter)),
  lastname: rules.needed.pipe(z.string().max(50, m.counter)),
  name: z.string().trim().max(100).nullable().default(null),
  street: rules.needed.pipe(z.string().max(120, 'Doit faire au maximum 120 caractères')),
  complement: z.string().trim().max(120).nullable().default(null),
  zipcode: rules.needed.pipe(z.string().max(12, "Le code postal n'est pas correct")),
  city: rules.needed.pipe(z.string().max(80, 'Doit faire au maximum 80 caractères')),
  country: rules.country,
  county: z.string().trim().max(80).nullable().default(null),
  state: z.string().trim().max(80).nullable().default(null),
  stateCode: z.string().trim().max(10).nullable().default(null),
  /** Excise number of a bonded buyer (duty-suspended delivery). */
  exciseNumber: z.string().trim().max(20).nullable().default(null),
  /** Mountain areas cost more to deliver for some carriers. */
  mountain: z.boolean().default(false),
  phone: z.string().trim().max(30).nullable().default(null),
  email: z.string().trim().max(254).nullable().default(null),
}).superRefine((a, ctx) => {
  if (!isPostalCode(a.zipcode, a.country)) ctx.addIssue({ code: 'custom', path: ['zipcode'], message: m.postal });
});
export type Address = z.infer<typeof addressSchema>;

/** An address as the API sends it (response schemas carry no transform: they are encoded, not parsed). */
export const addressOutputSchema = z.object({
  title: z.string().nullable(), firstname: z.string(), lastname: z.string(), name: z.string().nullable(), street: z.string(),
  complement: z.string().nullable(), zipcode: z.string(), city: z.string(), country: z.string(), county: z.string().nullable(),
  state: z.string().nullable(), stateCode: z.string().nullable(), exciseNumber: z.string().nullable(), mountain: z.boolean(),
  phone: z.string().nullable(), email: z.string().nullable(),
});
