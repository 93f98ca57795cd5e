import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { chosenCartLine, useStockText } from '../product/product-text';
import type { ProductDetail } from '@vendange/contracts';
import { formatName, packingText } from '../product/format-text';
import { choosableFormats, clampQuantity, defaultVintageOf, quantityBounds, shownVintages, stockOfferOf } from '../product/product-offer';
import { composerPathOf } from '../builder/builder-paths';
import { Icon } from './icons';
import { PriceTag, PromotionList, TiersTable } from './product-prices';
import { useStorefrontActions } from './storefront-actions';
import type { StorefrontShop } from './storefront-data';

interface Props {
  product: ProductDetail;
  shop: StorefrontShop;
  pricesShown: boolean;
  locale: 'fr' | 'en';
}

/** Spec point 2 product page for a visitor: format and vintage, their price, quantity within the product's limits, the cart. */
export function ProductBuy({ product, shop, pricesShown, locale }: Props) {
  const { addToCart } = useStorefrontActions();
  const stockText = useStockText();
  const formats = choosableFormats(product.formats, !pricesShown);
  const vintages = shownVintages(product.vintages);
  const bounds = quantityBounds(product);
  const [formatId, setFormatId] = useState(formats[0]?.id ?? null);
  const [vintageId, setVintageId] = useState(defaultVintageOf(product.vintages)?.id ?? null);
  // Kept as typed (12 goes through 1), brought within the limits on leaving the field and on adding.
  const [typed, setTyped] = useState(String(bounds.min));
  const format = formats.find((f) => f.id === formatId) ?? formats[0];
  const ttc = product.typology?.ttc === true;
  // A box that composes is not put in the cart as it is: its page leads to its composer (as the app's page does).
  if (product.builder) {
    return (
      <div className="sf-stack" data-testid="product-compose">
        <p className="sf-muted"><Trans>Choisissez les bouteilles de ce coffret : elles profitent de son prix.</Trans></p>
        <a className="sf-btn sf-btn-solid sf-btn-lg" href={composerPathOf(shop.id, product.id)} data-testid="product-compose-link"><Icon name="plus" size={16} /> <Trans>Composer mon coffret</Trans></a>
      </div>
    );
  }
  if (!format) return <p className="sf-muted" data-testid="product-unavailable"><Trans>Ce produit n'est pas proposé à votre tarif : contactez le producteur.</Trans></p>;
  // The format's stock bounds the quantity and may close the button (one rule with the app's page).
  const offer = stockOfferOf(product, format);
  const soldOut = !offer.canAdd;
  const stockLine = stockText(offer);
  const vintage = product.vintages.find((v) => v.id === vintageId) ?? null;

  const add = () => {
    const line = chosenCartLine(product, format, vintage);
    const quantity = clampQuantity(Number(typed), offer.bounds);
    setTyped(String(quantity));
    addToCart({ id: shop.id, name: shop.name }, line, quantity, offer.bounds);
  };

  return (
    <div className="sf-stack-lg" data-testid="product-buy-box">
      <div className="sf-stack">
        <p id="sf-formats" className="sf-label"><Trans>Format</Trans></p>
        <div className="sf-choices" role="group" aria-labelledby="sf-formats">
          {formats.map((f) => (
            <button key={f.id} type="button" className="sf-choice" aria-pressed={f.id === format.id} onClick={() => setFormatId(f.id)} data-testid="format-option">
              <span>{formatName(f)}</span>
              {packingText(f) ? <small>{packingText(f)}</small> : null}
            </button>
          ))}
        </div>
      </div>
      {vintages.length > 0 ? (
        <div className="sf-stack">
          <p id="sf-vintages" className="sf-label"><Trans>Millésime</Trans></p>
          <div className="sf-choices" role="group" aria-labelledby="sf-vintages">
            {vintages.map((v) => (
              <button key={v.id} type="button" className="sf-choice" aria-pressed={v.id === vintageId} onClick={() => setVintageId(v.id)} data-testid="vintage-option">{v.label}</button>
            ))}
          </div>
        </div>
      ) : null}
      {pricesShown ? (
        <div className="sf-stack">
          <PriceTag format={format} ttc={ttc} locale={locale} />
          <PromotionList format={format} locale={locale} />
          <TiersTable format={format} ttc={ttc} locale={locale} />
        </div>
      ) : null}
      {(product.minQuantity ?? 1) > 1 || product.maxQuantity ? (
        <p className="sf-small sf-muted" data-testid="product-limits">
          {product.minQuantity && product.minQuantity > 1 ? <Trans>Minimum {product.minQuantity} par commande.</Trans> : null}{' '}
          {product.maxQuantity ? <Trans>Maximum {product.maxQuantity} par commande.</Trans> : null}
        </p>
      ) : null}
      {stockLine ? (
        <p className={`sf-badge ${offer.outOfStock ? 'sf-badge-red' : 'sf-badge-orange'}`} style={{ alignSelf: 'flex-start' }} data-testid="product-stock" role="status">{stockLine}</p>
      ) : null}
      {pricesShown && format.price ? (
        <div className="sf-buy">
          <label className="sf-field">
            <Trans>Quantité</Trans>
            <input type="number" inputMode="numeric" min={offer.bounds.min} max={offer.bounds.max} step={1} value={typed} disabled={soldOut}
              onChange={(e) => setTyped(e.target.value)} onBlur={() => setTyped(String(clampQuantity(Number(typed), offer.bounds)))} data-testid="product-quantity" />
          </label>
          <button type="button" className="sf-btn sf-btn-solid sf-btn-lg" onClick={add} disabled={soldOut} data-testid="add-to-cart">
            <Icon name="cart" /> {soldOut ? <Trans>Épuisé</Trans> : <Trans>Ajouter au panier</Trans>}
          </button>
        </div>
      ) : null}
    </div>
  );
}
