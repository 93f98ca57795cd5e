import { z } from 'zod';
import { publicShopSchema } from './shops';

/** "Mes producteurs": what a buyer is told when adding or removing a producer goes wrong. */
export const myShopsMessages = {
  codeNeeded: 'Indiquez le code producteur ou l’adresse de sa boutique.',
  alreadyStaff: 'Vous faites déjà partie de cette boutique.',
  notLinked: "Ce producteur n'est pas dans vos producteurs.",
  blocked: 'Ce producteur a suspendu votre compte client : il reste dans vos producteurs. Contactez-le pour en savoir plus.',
  buyersOnly: 'Seul un compte acheteur peut ajouter des producteurs. Pour acheter à un autre producteur, créez un compte acheteur avec une autre adresse e-mail.',
} as const;

/**
 * What a producer hands a buyer, read as a shop key: its code (COTEAUX), its id, its URL name
 * (domaine-des-coteaux), or an address of its shop (https://…/domaine-des-coteaux/…, …/shops/1,
 * or the branded sign-up link …/auth/register?id=COTEAUX).
 */
export function shopKeyOf(input: string): string {
  const text = input.trim();
  const branded = /[?&]id=([A-Za-z0-9-]+)/.exec(text);
  if (branded) return branded[1]!;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text);
  const parts = (text.split(/[?#]/)[0] ?? '').replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').split('/').map((p) => p.trim()).filter(Boolean);
  // A host (vendange.fr, localhost:3000) comes first in an address; URL names have no dot nor colon.
  if (parts.length > 0 && (withScheme || (parts.length > 1 && /[.:]/.test(parts[0]!)))) parts.shift();
  if (parts[0] === 'shops' && parts[1]) return parts[1];
  return parts[0] ?? '';
}

/** POST /v1/users/me/shops: adds the producer with that code, id, URL name or shop address to "Mes producteurs". */
export const addMyShopBodySchema = z.object({
  code: z.string({ error: myShopsMessages.codeNeeded }).max(300, myShopsMessages.codeNeeded)
    .transform(shopKeyOf)
    .pipe(z.string().min(1, myShopsMessages.codeNeeded).max(80, myShopsMessages.codeNeeded)),
});
export type AddMyShopBody = z.input<typeof addMyShopBodySchema>;

/** The producer's public card, as "Mes producteurs" shows it. */
export const myShopSummarySchema = publicShopSchema.pick({ id: true, code: true, name: true, urlShop: true, color: true, logo: true });
export type MyShopSummary = z.infer<typeof myShopSummarySchema>;

/**
 * One producer of the buyer (identity user_shops, relation 'buyer': the spec's buyer.shops). `typology`
 * is the price grid the producer gave them (null: the shop's default one); `blocked` means the
 * producer suspended them. `shop` is null when the shop no longer exists.
 */
export const myShopSchema = z.object({
  shopId: z.number().int(),
  relation: z.literal('buyer'),
  typology: z.string().nullable(),
  blocked: z.boolean(),
  shop: myShopSummarySchema.nullable(),
});
export type MyShop = z.infer<typeof myShopSchema>;

/** GET /v1/users/me/shops: the caller's producers (buyer links only), oldest link first. */
export const myShopListSchema = z.object({ items: z.array(myShopSchema) });
export type MyShopList = z.infer<typeof myShopListSchema>;
