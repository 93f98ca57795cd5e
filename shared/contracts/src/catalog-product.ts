import { z } from 'zod';
import { normalizeGtin } from './rules/gs1';
import { idSchema } from './common';
import { productStatusSchema, productTypeSchema } from './catalog';
import { contentLanguageSchema, decimalInput, priceCentsInput } from './catalog-references';
import { vatTypeSchema } from './internal';
import { boxBuilderBodySchema, boxBuilderMessages, boxBuilderSchema } from './box-builders';

// Product create/update bodies and the detail response (spec point 3). Codes (colour, container,
// unit, labels…) are reference list codes, checked by the server against GET /v1/references/{list}.

const code = (label: string) => z.string().trim().min(1, `${label} : ce champ ne peut pas être vide`).max(60, `${label} : code inconnu.`);
const optionalText = (max: number) => z.string().trim().max(max, `Doit faire au maximum ${max} caractères`).nullable().default(null);

/** Degressive map: quantity threshold ("6", "12") → cents (discountPrice replaces the price, discountAdd adds, negative = discount). */
export const degressiveMapSchema = z.record(
  z.string().regex(/^[1-9]\d{0,5}$/, 'Le seuil doit être un nombre entier de bouteilles (ex. 6).'),
  z.number().int('Le montant doit être un nombre entier de centimes.').min(-100_000_000).max(100_000_000),
);

const activationSchema = z.enum(['always', 'minProduct', 'minPrice', 'minProductOrder', 'minPriceOrder']);
/** Promotion: '%' amount is a percent (decimal text), '€' amount is cents off the unit price. Threshold: quantity (minProduct*) or cents (minPrice*). */
export const promotionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('%'), amount: decimalInput({ maxInt: 3, scale: 2, max: 100, label: 'Le pourcentage' }), activation: activationSchema, threshold: z.number().int().min(0).nullable().default(null) }),
  z.object({ type: z.literal('€'), amount: priceCentsInput, activation: activationSchema, threshold: z.number().int().min(0).nullable().default(null) }),
], { error: 'Le type de promotion est « % » ou « € ».' });
export type Promotion = z.output<typeof promotionSchema>;

/** Vintage legal block (excise, DOMAIN.md): da = excise duties apply, css = social security levy above 18 %. */
export const vintageLegalSchema = z.object({
  da: z.boolean().default(true),
  css: z.boolean().default(false),
  typeDA: z.enum(['DA2', 'DSU', 'NULL'], { error: 'Le type de document est DA2, DSU ou NULL.' }).default('NULL'),
  /** Excise product code (reference list exciseCodes: W200, W300, I000, S200, B000…); sets the duty rate. Additive to the spec. */
  exciseCode: code('Code accise').nullable().default(null),
  customTaxName: optionalText(80),
  /** EUR per hectolitre, decimal text. */
  customTaxAmountPerHL: decimalInput({ maxInt: 5, scale: 4, label: 'La taxe par hectolitre' }).nullable().default(null),
  /** Client families (typology keys) the custom tax applies to; empty = all. */
  customTaxFamilies: z.array(z.string().trim().max(50)).max(20).default([]),
  /** true: charged on top of the price; false: already in the price. */
  customTaxAdded: z.boolean().default(true),
  /** true: part of the VAT base. */
  customTaxVat: z.boolean().default(true),
});

export const vintageBodySchema = z.object({
  /** Present for an existing vintage (kept, its id does not change); absent for a new one. */
  id: idSchema.optional(),
  /** '2022', 'NV' (non millésimé)… */
  name: z.string().trim().min(1, 'Le millésime ne peut pas être vide').max(20, 'Doit faire au maximum 20 caractères'),
  legal: vintageLegalSchema.default({ da: true, css: false, typeDA: 'NULL', exciseCode: null, customTaxName: null, customTaxAmountPerHL: null, customTaxFamilies: [], customTaxAdded: true, customTaxVat: true }),
  advanced: z.object({
    /** Alcohol by volume, % (decimal text, e.g. '13.5'). */
    alcool: z.object({ value: decimalInput({ maxInt: 3, scale: 2, max: 100, label: 'Le degré' }).nullable() }),
  }).default({ alcool: { value: null } }),
  /** Blend: grape variety codes with an optional share in percent. */
  grapeVarieties: z.array(z.object({ code: code('Cépage'), percent: z.number().int().min(0).max(100).nullable().default(null) })).max(20).default([]),
});
export type VintageBody = z.input<typeof vintageBodySchema>;

/** Per-typology overrides of a format (spec "typologies {visible, price}"). Price in cents excl. VAT and duties. */
export const formatTypologySchema = z.object({ visible: z.boolean().default(true), priceCents: priceCentsInput.nullable().default(null) });

export const formatTypeSchema = z.enum(['bib', 'bottle', 'vrac', 'packing', 'custom'], { error: 'Le type de format est bib, bottle, vrac, packing ou custom.' });

export const formatBodySchema = z.object({
  id: idSchema.optional(),
  /** containers reference code (bouteille, magnum, bib…). */
  container: code('Contenant'),
  /** units reference code (cl, l, ml, hl, u, kg, g). */
  unity: code('Unité'),
  unityValue: decimalInput({ maxInt: 6, scale: 3, label: 'La contenance' }),
  type: formatTypeSchema.default('bottle'),
  /** Containers per sold unit (a carton of 6) for type 'packing'; 1 otherwise. */
  packingQuantity: z.number().int().min(1).max(10_000).default(1),
  /** Weight of one sold unit in kg (decimal text), for shipping. */
  weight: decimalInput({ maxInt: 5, scale: 3, label: 'Le poids' }).nullable().default(null),
  /** 75 cl equivalents of one sold unit; computed from the volume when absent. */
  eq75: decimalInput({ maxInt: 5, scale: 3, label: "L'équivalent 75 cl" }).optional(),
  /** Base price, cents excl. VAT and duties (used when a typology has no price of its own). */
  priceCents: priceCentsInput.nullable().default(null),
  discountPrice: degressiveMapSchema.default({}),
  discountAdd: degressiveMapSchema.default({}),
  /** Tiers counted on the number of lines of the cart instead of this line's quantity. */
  discountGlobal: z.boolean().default(false),
  promotions: z.array(promotionSchema).max(10).default([]),
  /** Typology key → visibility and price. */
  typologies: z.record(z.string().max(50), formatTypologySchema).default({}),
  /** Ids of product images shown for this format (from POST /v1/products/{id}/images). */
  visuals: z.array(z.number().int().positive()).max(10).default([]),
  /** EAN/GTIN of the bottle (8, 12, 13 or 14 digits), kept as 14: what the label's QR code (/gs1/01/…) leads to. */
  gtin: z.string().trim().max(20)
    .refine((v) => v === '' || normalizeGtin(v) !== null, 'Le code EAN/GTIN est invalide : vérifiez ses chiffres (le dernier est un chiffre de contrôle).')
    .transform((v) => (v === '' ? null : normalizeGtin(v)))
    .nullable().default(null),
  /** Units available for sale (checkout holds them, a refused order gives them back); null: stock not tracked. */
  stock: z.number().int('Le stock doit être un nombre entier d’unités.').min(0, 'Le stock ne peut pas être négatif : saisissez 0 pour un format épuisé.')
    .max(1_000_000, 'Le stock est au plus de 1 000 000 unités.').nullable().default(null),
  /**
   * The stock the editor loaded. When `stock` still equals it, the saved figure is kept as it is now
   * (orders may have taken units since the page was opened); absent: `stock` is written as given.
   */
  stockSeen: z.number().int().nullable().optional(),
});

/** A figure for sale the stock ledger keeps cannot be typed in the product editor. */
export const stockFromLedgerMessage = (format: string) =>
  `Le stock à la vente de « ${format} » suit le registre de stock : enregistrez une entrée, une sortie ou un inventaire dans Articles › Stocks.`;
export type FormatBody = z.input<typeof formatBodySchema>;

export const packingBodySchema = z.object({
  id: idSchema.optional(),
  /** packings reference code (carton-6, caisse-bois-6…). */
  packing: code('Conditionnement'),
  packingQuantity: z.number().int('Doit être un nombre').min(1, 'La quantité doit être au moins 1.').max(10_000),
  weight: decimalInput({ maxInt: 5, scale: 3, label: 'Le poids' }).nullable().default(null),
});
export type PackingBody = z.input<typeof packingBodySchema>;

const per100 = (label: string) => decimalInput({ maxInt: 5, scale: 2, label }).nullable().default(null);

/** Texts of the declaration that change with the language of the label. */
export const nutritionTextSchema = z.object({
  ingredients: optionalText(2000),
  allergens: optionalText(500),
  /** Anything else the e-label must say (storage, recycling…). */
  otherMentions: optionalText(1000),
});

/**
 * Nutritional declaration (spec point 3, EU 2021/2117 e-label): language-neutral values per 100 ml
 * and codes once, texts per content language. `texts.fr` is required; other languages optional.
 * Appellation, category, colour, quality, vintage, grape variety, alcohol and format default to the
 * product's own fields when null.
 */
export const nutritionBodySchema = z.object({
  appellation: optionalText(120),
  category: optionalText(60),
  colour: code('Couleur').nullable().default(null),
  quality: code('Qualité').nullable().default(null),
  vintage: optionalText(20),
  grapeVariety: optionalText(200),
  alcoholDegree: decimalInput({ maxInt: 3, scale: 2, max: 100, label: 'Le degré' }).nullable().default(null),
  format: optionalText(60),
  energyKcal: per100('L’énergie (kcal)'),
  energyKj: per100('L’énergie (kJ)'),
  fat: per100('Les matières grasses'),
  saturatedFat: per100('Les acides gras saturés'),
  carbohydrates: per100('Les glucides'),
  sugars: per100('Les sucres'),
  proteins: per100('Les protéines'),
  salt: per100('Le sel'),
  /** allergens reference codes (sulfites, oeuf, lait…); translated labels come from the list. */
  allergenCodes: z.array(code('Allergène')).max(20).default([]),
  owner: optionalText(120),
  brand: optionalText(120),
  /** ISO 3166 alpha-2 country of origin. */
  country: z.string().trim().regex(/^[A-Z]{2}$/, 'Le pays est un code à 2 lettres (ex. FR).').nullable().default(null),
  texts: z.partialRecord(contentLanguageSchema, nutritionTextSchema).refine((t) => t.fr !== undefined, 'La déclaration en français est obligatoire.'),
});
export type NutritionBody = z.input<typeof nutritionBodySchema>;

/** POST /v1/products and PUT /v1/products/{id}: the whole product (PUT replaces vintages, formats, packings, nutrition; ids keep existing rows). */
export const productBodySchema = z.object({
  /** Shop of the product; the staff member's shop when absent. Ignored by PUT (a product never changes shop). */
  shopId: idSchema.optional(),
  productType: productTypeSchema,
  name: z.string().trim().min(1, 'Ce champ ne peut pas être vide').max(120, 'Doit faire au maximum 120 caractères'),
  precision: optionalText(200),
  /** Sub-type: accessoryTypes code for an accessory, drinkTypes code otherwise. */
  type: code('Type').nullable().default(null),
  /** colours reference code. */
  color: code('Couleur').nullable().default(null),
  /** Range (gamme), free text of the producer: 'Prestige', 'Les classiques'… */
  gamme: optionalText(80),
  vatType: vatTypeSchema.default('standard'),
  status: productStatusSchema.default('paused'),
  minQuantity: z.number().int('Doit être un nombre').min(1, 'La quantité minimale est au moins 1.').max(10_000).nullable().default(null),
  maxQuantity: z.number().int('Doit être un nombre').min(1, 'La quantité maximale est au moins 1.').max(10_000).nullable().default(null),
  /** Gift wrapping price, cents excl. VAT; null when wrapping is not offered. */
  wrappingPriceCents: priceCentsInput.nullable().default(null),
  /** labels reference codes (aoc, aop, ab, demeter…). */
  labels: z.array(code('Label')).max(20).default([]),
  /** qualities reference code. */
  quality: code('Qualité').nullable().default(null),
  /** Wine category 1 to 5 (wineCategories code). */
  wineCategory: code('Catégorie').nullable().default(null),
  /** growingZones code (A, B, CI…). */
  growingZone: code('Zone viticole').nullable().default(null),
  description: optionalText(5000),
  vintages: z.array(vintageBodySchema).max(50).default([]),
  formats: z.array(formatBodySchema).max(30).default([]),
  packings: z.array(packingBodySchema).max(30).default([]),
  nutrition: nutritionBodySchema.nullable().default(null),
  /** A box product's composition rule (box builder); null: a box sold as it is. Only for productType 'box'. */
  builder: boxBuilderBodySchema.nullable().default(null),
}).refine((p) => p.minQuantity === null || p.maxQuantity === null || p.minQuantity <= p.maxQuantity, {
  message: 'La quantité maximale doit être supérieure ou égale à la quantité minimale.', path: ['maxQuantity'],
}).refine((p) => p.builder === null || p.productType === 'box', { message: boxBuilderMessages.notBox, path: ['builder'] });
export type ProductBody = z.input<typeof productBodySchema>;
export type ProductBodyParsed = z.output<typeof productBodySchema>;

/** PATCH /v1/products/{id}/status. */
export const productStatusBodySchema = z.object({ status: productStatusSchema });
export const productIdParamsSchema = z.object({ productId: idSchema });

export const productImageSchema = z.object({
  id: z.number().int(),
  /** Served by GET /v1/files/{key}. */
  url: z.string(),
  contentType: z.enum(['image/jpeg', 'image/png', 'image/webp']),
  size: z.number().int(),
  position: z.number().int(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

/** A price for the viewer: the typology used and the unit price excl. and incl. VAT (and duties) in cents. */
export const viewerPriceSchema = z.object({
  typology: z.string(),
  /** Unit price excl. VAT and duties. */
  htCents: z.number().int(),
  /** Unit price incl. duties and VAT. */
  ttcCents: z.number().int(),
  /** What the typology shows: ttcCents when typology.ttc, else htCents. */
  displayCents: z.number().int(),
});
export type ViewerPrice = z.infer<typeof viewerPriceSchema>;

/** One step of the degressive prices a viewer sees (spec point 3 discountPrice / discountAdd). */
export const viewerTierSchema = z.object({
  from: z.number().int(),
  /** quantity: units of this format in the line; lines: different products of the shop in the cart (discountGlobal). */
  basis: z.enum(['quantity', 'lines']),
  price: viewerPriceSchema,
});
export type ViewerTier = z.infer<typeof viewerTierSchema>;

const promotionOut = z.object({ type: z.enum(['%', '€']), amount: z.union([z.string(), z.number()]), activation: activationSchema, threshold: z.number().int().nullable() });

export const productDetailSchema = z.object({
  id: z.number().int(),
  shopId: z.number().int(),
  productType: productTypeSchema,
  name: z.string(),
  precision: z.string().nullable(),
  type: z.string().nullable(),
  color: z.string().nullable(),
  gamme: z.string().nullable(),
  vatType: vatTypeSchema,
  status: productStatusSchema,
  minQuantity: z.number().int().nullable(),
  maxQuantity: z.number().int().nullable(),
  wrappingPriceCents: z.number().int().nullable(),
  labels: z.array(z.string()),
  quality: z.string().nullable(),
  wineCategory: z.string().nullable(),
  growingZone: z.string().nullable(),
  description: z.string().nullable(),
  createdAt: z.string(),
  vintages: z.array(z.object({
    id: z.number().int(),
    name: z.string(),
    legal: z.object({
      da: z.boolean(), css: z.boolean(), typeDA: z.enum(['DA2', 'DSU', 'NULL']), exciseCode: z.string().nullable(),
      customTaxName: z.string().nullable(), customTaxAmountPerHL: z.string().nullable(), customTaxFamilies: z.array(z.string()),
      customTaxAdded: z.boolean(), customTaxVat: z.boolean(),
    }),
    advanced: z.object({ alcool: z.object({ value: z.string().nullable() }) }),
    grapeVarieties: z.array(z.object({ code: z.string(), percent: z.number().int().nullable() })),
  })),
  formats: z.array(z.object({
    id: z.number().int(),
    gtin: z.string().nullable(),
    container: z.string(),
    unity: z.string(),
    unityValue: z.string(),
    type: formatTypeSchema,
    packingQuantity: z.number().int(),
    weight: z.string().nullable(),
    eq75: z.string(),
    priceCents: z.number().int().nullable(),
    discountPrice: z.record(z.string(), z.number().int()),
    discountAdd: z.record(z.string(), z.number().int()),
    discountGlobal: z.boolean(),
    promotions: z.array(promotionOut),
    /** Staff see every typology; buyers and visitors only the one they are priced with. */
    typologies: z.record(z.string(), z.object({ visible: z.boolean(), priceCents: z.number().int().nullable() })),
    visuals: z.array(z.number().int()),
    /** Units available for sale, shown to anyone (the storefront says "Plus que 3 en stock"); null: not tracked. */
    stock: z.number().int().nullable(),
    /** The stock ledger keeps `stock` (movements move it): the editor shows it, never types it. */
    stockFromLedger: z.boolean(),
    /** The viewer's price (typology asked for by staff, else assigned, else public); null when not sold to it. */
    price: viewerPriceSchema.nullable(),
    /**
     * The viewer's degressive prices, as the order will cost them: from `from` units (or, for tiers counted
     * on the cart, `from` different products) the unit price becomes `price`. Empty when none lowers the price.
     */
    tiers: z.array(viewerTierSchema).optional(),
    /** The viewer's unit price before promotions, when a promotion lowers `price`; null otherwise. */
    priceBeforePromotion: viewerPriceSchema.nullable().optional(),
  })),
  packings: z.array(z.object({ id: z.number().int(), packing: z.string(), packingQuantity: z.number().int(), weight: z.string().nullable() })),
  nutrition: z.object({
    appellation: z.string().nullable(), category: z.string().nullable(), colour: z.string().nullable(), quality: z.string().nullable(),
    vintage: z.string().nullable(), grapeVariety: z.string().nullable(), alcoholDegree: z.string().nullable(), format: z.string().nullable(),
    energyKcal: z.string().nullable(), energyKj: z.string().nullable(), fat: z.string().nullable(), saturatedFat: z.string().nullable(),
    carbohydrates: z.string().nullable(), sugars: z.string().nullable(), proteins: z.string().nullable(), salt: z.string().nullable(),
    allergenCodes: z.array(z.string()), owner: z.string().nullable(), brand: z.string().nullable(), country: z.string().nullable(),
    texts: z.partialRecord(contentLanguageSchema, z.object({ ingredients: z.string().nullable(), allergens: z.string().nullable(), otherMentions: z.string().nullable() })),
  }).nullable(),
  images: z.array(productImageSchema),
  /** A box product's composition rule; null for any other product and a box sold as it is. */
  builder: boxBuilderSchema.nullable(),
  /** The typology the prices were computed with, null when the shop has none the viewer may use. */
  typology: z.object({ key: z.string(), name: z.string(), ttc: z.boolean() }).nullable(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** GET /v1/gs1/01/{gtin}: what a scanned label leads to (the shop, the product, its vintage and lot). */
export const gs1ResolutionSchema = z.object({
  shopId: z.number().int(),
  productId: z.number().int(),
  formatId: z.number().int(),
  vintageId: z.number().int().nullable(),
  lot: z.string().nullable(),
});
export type Gs1Resolution = z.infer<typeof gs1ResolutionSchema>;
