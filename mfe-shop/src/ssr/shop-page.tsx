import { Trans } from '@lingui/react/macro';
import { buildersPathOf } from '../builder/builder-paths';
import { heroLook } from '../product/storefront-look';
import { Icon } from './icons';
import { HealthWarning, MembersOnly } from './members-only';
import { ShopProductCard } from './shop-product-card';
import type { CardProduct, StorefrontShop } from './storefront-data';

interface Props {
  shop: StorefrontShop;
  tab: { id: string; name: string } | null;
  products: CardProduct[];
  /** A text page's paragraphs; null when the tab lists products. */
  paragraphs: string[] | null;
  hasBuilders: boolean;
  /** The shop's primeur page when it has an open campaign, else null. */
  primeursPath: string | null;
  shopPath: string;
  here: string;
  pricesShown: boolean;
  locale: 'fr' | 'en';
}

/** Phones show about two cards above the fold. */
const EAGER_CARDS = 2;

/** A shop's page (the app's ShopScreen, light): its banner, the tab open, and what it holds (its products or its text). */
export function ShopPage({ shop, tab, products, paragraphs, hasBuilders, primeursPath, shopPath, here, pricesShown, locale }: Props) {
  const hero = heroLook(shop);
  return (
    <div className="sf-page" data-testid="shop-page">
      <section className="sf-hero" style={hero}>
        <h1 data-testid="shop-name">{shop.name}</h1>
      </section>
      {pricesShown ? null : <MembersOnly shopCode={shop.code} here={here} />}
      {/* Boxes to compose (box builders) and primeurs: the app's pages, plain links. */}
      {hasBuilders || primeursPath ? (
        <p className="sf-notice-actions">
          {hasBuilders ? <a className="sf-btn sf-btn-brand-outline" href={buildersPathOf(shop.id)} data-testid="shop-builders-link"><Icon name="plus" size={16} /> <Trans>Coffrets à composer</Trans></a> : null}
          {primeursPath ? <a className="sf-btn sf-btn-brand-outline" href={primeursPath} data-testid="shop-futures-link"><Icon name="wine" size={16} /> <Trans>Primeurs</Trans></a> : null}
        </p>
      ) : null}
      {tab ? <h2 className="sf-title" data-testid="shop-tab-title">{tab.name}</h2> : null}
      {paragraphs ? (
        <div className="sf-stack" data-testid="shop-tab-text">{paragraphs.map((text, i) => <p key={i} className="sf-pre">{text}</p>)}</div>
      ) : products.length === 0 ? <p data-testid="shop-tab-empty"><Trans>Aucun produit en vente pour le moment.</Trans></p> : (
        <ul className="sf-grid">
          {products.map((p, i) => (
            <li key={p.id}>
              <ShopProductCard product={p} shop={shop} shopPath={shopPath} pricesShown={pricesShown} locale={locale} eager={i < EAGER_CARDS} />
            </li>
          ))}
        </ul>
      )}
      <HealthWarning />
      <p className="sf-small sf-center">
        <a className="sf-muted" href={`${shopPath}/legal-notice`} data-testid="shop-legal-notice-link"><Trans>Mentions légales</Trans></a>
      </p>
    </div>
  );
}
