import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo, useRef, useState } from 'react';
import { shopHeaderLook, tabLinks, tabOfPage, type CartProductInput, type CartSeller } from '@vendange/store';
import { adultCookie } from '../age-gate/age-gate-rules';
import { AgeGate } from './age-gate';
import { MissingProduct, ProductPage } from './product-page';
import { ShopBar } from './shop-bar';
import { ShopPage } from './shop-page';
import { ShopSideMenu } from './shop-side-menu';
import { Snackbar, type Snack } from './snackbar';
import { StorefrontActionsContext, type StorefrontActions } from './storefront-actions';
import { pricesShown, type StorefrontData } from './storefront-data';
import { useVisitorCart } from './use-visitor-cart';

const SNACK_MS = 4000;

/**
 * A storefront page as the server renders it and the browser hydrates it: the shop header, the shop
 * or product page, the age question and the messages. Everything it draws comes from `data`, so the
 * server's HTML and the browser's first render are the same.
 */
export function StorefrontApp({ data }: { data: StorefrontData }) {
  const { t } = useLingui();
  const { shop, page, shopPath, here, locale } = data;
  const cart = useVisitorCart();
  const [menuOpen, setMenuOpen] = useState(false);
  const [gate, setGate] = useState(data.ageGate);
  const [snack, setSnack] = useState<Snack | null>(null);
  const snackTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const look = useMemo(() => shopHeaderLook(shop.headerStyle), [shop.headerStyle]);
  const links = useMemo(() => tabLinks(shop.tabs), [shop.tabs]);
  const openPage = page.kind === 'shop' ? page.tab?.id ?? null : null;
  const shown = pricesShown(data);

  const say = useCallback((kind: Snack['kind'], text: string) => {
    clearTimeout(snackTimer.current);
    setSnack({ kind, text, key: Date.now() });
    snackTimer.current = setTimeout(() => setSnack(null), SNACK_MS);
  }, []);
  const actions = useMemo<StorefrontActions>(() => ({
    addToCart(seller: CartSeller, line: CartProductInput, quantity: number, bounds: { min: number; max: number }) {
      const added = cart.add(seller, line, quantity, bounds);
      const title = line.title ?? '';
      if (added > 0) say('success', t`${added} × ${title} ajouté au panier`);
      else say('error', t`Vous avez déjà la quantité maximale de ce produit dans votre panier (${bounds.max}).`);
      return added;
    },
  }), [cart, say, t]);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const confirmAge = () => {
    document.cookie = adultCookie(window.location.protocol === 'https:');
    setGate(false);
  };

  return (
    <StorefrontActionsContext.Provider value={actions}>
      <div className="sf">
        <ShopBar shop={shop} look={look} links={links} activeTabId={tabOfPage(shop.tabs, openPage)} shopPath={shopPath} cartCount={cart.count}
          here={here} menuOpen={menuOpen} onMenu={() => setMenuOpen(true)} />
        {menuOpen ? (
          <ShopSideMenu shopName={shop.name} links={links} activeId={openPage} shopPath={shopPath} year={data.year} version={data.version} onClose={closeMenu} />
        ) : null}
        <main className="sf-main">
          {page.kind === 'shop' ? <ShopPage shop={shop} tab={page.tab} products={page.products} paragraphs={page.paragraphs} hasBuilders={page.hasBuilders} primeursPath={page.primeursPath} shopPath={shopPath} here={here} pricesShown={shown} locale={locale} /> : null}
          {page.kind === 'product' ? <ProductPage product={page.product} shop={shop} shopPath={shopPath} here={here} pricesShown={shown} locale={locale} /> : null}
          {page.kind === 'missing-product' ? <MissingProduct shopName={shop.name} shopPath={shopPath} /> : null}
        </main>
        {gate ? <AgeGate onConfirm={confirmAge} /> : null}
        <Snackbar snack={snack} />
      </div>
    </StorefrontActionsContext.Provider>
  );
}
