import { Trans, useLingui } from '@lingui/react/macro';
import { displayedVintage } from '@vendange/store';
import { formatCents } from '@vendange/ui/format';
import { Fragment, type ReactNode } from 'react';
import { composerPathOf } from '../builder/builder-paths';
import { formatName } from '../product/format-text';
import { colourName } from '../product/colour-name';
import { productPathOf } from '../product/product-key';
import { cardOfferOf, defaultVintageOf } from '../product/product-offer';
import { CARD_PARTS, type CardPart } from '../product/storefront-look';
import { cartLineOf } from '../product/use-add-to-cart';
import { Icon } from './icons';
import { useStorefrontActions } from './storefront-actions';
import type { CardProduct, StorefrontShop } from './storefront-data';

interface Props {
  product: CardProduct;
  shop: StorefrontShop;
  shopPath: string;
  pricesShown: boolean;
  locale: 'fr' | 'en';
  /** The first cards are above the fold on a phone: their pictures load at once. */
  eager: boolean;
}

/** A product of the shop page (the app's card, light): leads to its page; 'Ajouter' puts its first priced format in the cart. A box that composes links to its composer (a plain link). */
export function ShopProductCard({ product, shop, shopPath, pricesShown, locale, eager }: Props) {
  const { t } = useLingui();
  const { addToCart } = useStorefrontActions();
  // Non-vintage wines and wines of a new vintage show no vintage (the cart's rule too).
  const vintages = product.vintages.map((v) => displayedVintage(v.name)).filter((n): n is string => n !== null);
  // The card's button follows the first priced format's stock (one rule with the product page).
  const { buyable, bounds, soldOut } = cardOfferOf(product);
  const composer = product.hasBuilder ? composerPathOf(shop.id, product.id) : null;
  const add = () => {
    if (!buyable) return;
    const line = cartLineOf({
      product: { id: product.id, name: product.name, productType: product.productType, image: product.imageUrl },
      format: buyable, vintage: defaultVintageOf(product.vintages),
      formatLabel: product.formats.length > 1 ? formatName(buyable) : null, packing: null,
    });
    addToCart({ id: shop.id, name: shop.name }, line, 1, bounds);
  };
  const parts: Record<CardPart, ReactNode> = {
    picture: product.imageUrl ? (
      <div className="sf-card-img"><img src={product.imageUrl} alt="" loading={eager ? 'eager' : 'lazy'} decoding="async" /></div>
    ) : null,
    name: (
      <div className="sf-stack">
        <h3><a className="sf-card-link" href={composer ?? productPathOf(shopPath, product)} data-testid="product-card-link">{product.name}</a></h3>
        {product.precision ? <p className="sf-small sf-muted">{product.precision}</p> : null}
      </div>
    ),
    badges: (
      <div className="sf-badges">
        {product.color ? <span className="sf-badge">{colourName(product.color)}</span> : null}
        {vintages.map((v) => <span key={v} className="sf-badge sf-badge-outline">{v}</span>)}
        {soldOut ? <span className="sf-badge sf-badge-orange"><Trans>Épuisé</Trans></span> : null}
      </div>
    ),
    prices: pricesShown && !composer ? product.formats.map((f) => (
      <div key={f.id} className="sf-price-line">
        <span>{formatName(f)}</span>
        {/* One text, not three: React's server HTML separates adjacent texts with <!-- --> (100 cards). */}
        <strong>{f.displayCents === null ? '-' : `${formatCents(f.displayCents, locale)} ${product.ttc ? t`TTC` : t`HT`}`}</strong>
      </div>
    )) : null,
    // Pushed to the card's foot by the card's CSS spacer (.sf-card::before), so the buttons of a row line up. No space
    // between icon and text: the button's flex gap spaces them, and a space would cost a <!-- --> per card.
    action: composer ? (
      <a className="sf-btn sf-btn-brand-outline" href={composer} data-testid="product-card-compose"><Icon name="plus" size={16} /><Trans>Composer mon coffret</Trans></a>
    ) : pricesShown && buyable ? (
      <button type="button" className="sf-btn sf-btn-brand-outline" onClick={add} disabled={soldOut} aria-label={t`Ajouter ${product.name} au panier`} data-testid="product-card-add">
        <Icon name="plus" size={16} /><Trans>Ajouter</Trans>
      </button>
    ) : null,
  };
  return (
    <article className="sf-card" data-testid="product-card">
      {CARD_PARTS.map((part) => <Fragment key={part}>{parts[part]}</Fragment>)}
    </article>
  );
}
