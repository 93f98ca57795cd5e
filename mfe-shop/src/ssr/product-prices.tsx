import { Trans } from '@lingui/react/macro';
import type { ProductDetail } from '@vendange/contracts';
import { usePromotionLines } from '../product/product-text';
import { formatCents } from '@vendange/ui/format';

type Format = ProductDetail['formats'][number];
type Locale = 'fr' | 'en';

const TaxLabel = ({ ttc }: { ttc: boolean }) => (ttc ? <Trans>TTC</Trans> : <Trans>HT</Trans>);

/** The unit price of the format chosen, struck through before a promotion when one applies. */
export function PriceTag({ format, ttc, locale }: { format: Format; ttc: boolean; locale: Locale }) {
  if (!format.price) return null;
  return (
    <p className="sf-price" data-testid="product-price">
      {formatCents(format.price.displayCents, locale)} <span><TaxLabel ttc={ttc} /></span>
      {format.priceBeforePromotion ? <s data-testid="product-price-before">{formatCents(format.priceBeforePromotion.displayCents, locale)}</s> : null}
    </p>
  );
}

/** Spec point 3 degressive prices: from how many the unit price falls, priced as the cart will be. */
export function TiersTable({ format, ttc, locale }: { format: Format; ttc: boolean; locale: Locale }) {
  const tiers = format.tiers ?? [];
  if (tiers.length === 0) return null;
  return (
    <table className="sf-table" data-testid="product-tiers">
      <caption><Trans>Prix dégressifs</Trans> (<TaxLabel ttc={ttc} />)</caption>
      <tbody>
        {tiers.map((tier) => (
          <tr key={`${tier.basis}:${tier.from}`}>
            <td>{tier.basis === 'quantity' ? <Trans>à partir de {tier.from}</Trans> : <Trans>à partir de {tier.from} produits différents</Trans>}</td>
            <td>{formatCents(tier.price.displayCents, locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The format's promotions said plainly; those counted on the whole order are priced in the cart. */
export function PromotionList({ format, locale }: { format: Format; locale: Locale }) {
  const lines = usePromotionLines(format, locale);
  if (lines.length === 0) return null;
  return (
    <ul className="sf-stack" style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="product-promotions">
      {lines.map((line) => <li key={line} className="sf-small"><span className="sf-badge sf-badge-red"><Trans>Promotion</Trans></span> {line}</li>)}
    </ul>
  );
}
