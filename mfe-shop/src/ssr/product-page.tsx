import { Trans, useLingui } from '@lingui/react/macro';
import { getHref } from '@vendange/route-registry';
import { useState } from 'react';
import type { ProductDetail } from '@vendange/contracts';
import { Icon } from './icons';
import { HealthWarning, MembersOnly } from './members-only';
import { ProductBuy } from './product-buy';
import { ProductBadges, ProductDetails, ProductNutrition } from './product-facts';
import type { StorefrontShop } from './storefront-data';

interface Props {
  product: ProductDetail;
  shop: StorefrontShop;
  shopPath: string;
  here: string;
  pricesShown: boolean;
  locale: 'fr' | 'en';
}

/** The product's pictures: the one chosen large (the page's largest paint: loaded at once), the others as thumbnails. */
function Gallery({ images, name }: { images: ProductDetail['images']; name: string }) {
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  const shown = images[index] ?? images[0];
  return (
    <div data-testid="product-gallery">
      <div className={`sf-gallery-main${shown ? '' : ' sf-gallery-empty'}`}>
        {shown ? <img src={shown.url} alt={name} fetchPriority="high" /> : <Icon name="wine" size={96} />}
      </div>
      {images.length > 1 ? (
        <div className="sf-thumbs">
          {images.map((image, i) => (
            <button key={image.id} type="button" onClick={() => setIndex(i)} aria-label={t`Photo ${i + 1} de ${name}`} aria-pressed={i === index}>
              <img src={image.url} alt="" loading="lazy" />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** A product page (the app's ProductScreen, light), as a visitor sees it. */
export function ProductPage({ product, shop, shopPath, here, pricesShown, locale }: Props) {
  return (
    <div className="sf-page" data-testid="product-page">
      <a className="sf-back" href={shopPath} data-testid="product-back"><Icon name="back" size={16} /> {shop.name}</a>
      <div className="sf-product">
        <Gallery images={product.images} name={product.name} />
        <div className="sf-stack-lg">
          <div className="sf-stack">
            <h1 data-testid="product-name">{product.name}</h1>
            {product.precision ? <p className="sf-muted">{product.precision}</p> : null}
            <ProductBadges product={product} />
          </div>
          {pricesShown ? null : <MembersOnly shopCode={shop.code} here={here} />}
          <ProductBuy product={product} shop={shop} pricesShown={pricesShown} locale={locale} />
          <ProductDetails product={product} />
        </div>
      </div>
      <ProductNutrition product={product} locale={locale} eLabelPath={getHref('eLabel', { name: shop.id }, { product: product.id })} />
      <HealthWarning />
    </div>
  );
}

/** Spec point 8: a product that does not exist here. */
export function MissingProduct({ shopName, shopPath }: { shopName: string; shopPath: string }) {
  return (
    <div className="sf-page" data-testid="product-missing">
      <h1><Trans>Produit inexistant</Trans></h1>
      <a className="sf-back" href={shopPath}><Icon name="back" size={16} /> {shopName}</a>
    </div>
  );
}
