/** A path or URL made absolute on the public origin (og:image and JSON-LD want absolute addresses). */
export const absolute = (publicUrl: string, pathOrUrl: string) => new URL(pathOrUrl, publicUrl).toString();

/**
 * The picture a shared link of a shop page shows (og:image): its banner, else its logo, else the first
 * of its products with a picture; null when there is none at all.
 */
export function sharePictureOf(
  shop: { banner: string | null; logo: string | null }, products: ReadonlyArray<{ imageUrl: string | null }>, publicUrl: string,
): string | null {
  const picture = shop.banner ?? shop.logo ?? products.find((p) => p.imageUrl)?.imageUrl ?? null;
  return picture ? absolute(publicUrl, picture) : null;
}
