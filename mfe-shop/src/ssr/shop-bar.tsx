import { Trans, useLingui } from '@lingui/react/macro';
import { hrefInLocale, LANGUAGE_NAMES } from '@vendange/i18n';
import { getHref } from '@vendange/route-registry';
import type { CSSProperties } from 'react';
import type { ShopHeaderLook, TabLink } from '@vendange/store';
import { Icon } from './icons';
import type { StorefrontShop } from './storefront-data';

interface Props {
  shop: StorefrontShop;
  look: ShopHeaderLook;
  links: TabLink[];
  /** The tab of the page shown (underlined), null on product pages. */
  activeTabId: string | null;
  shopPath: string;
  cartCount: number;
  /** Where login brings the visitor back. */
  here: string;
  menuOpen: boolean;
  onMenu: () => void;
}

function tabStyle(look: ShopHeaderLook, active: boolean): CSSProperties {
  return {
    color: active ? look.bar.color : look.tab.mutedColor, fontWeight: active ? 600 : 500, textTransform: look.tab.textTransform,
    letterSpacing: look.tab.letterSpacing, borderBottomColor: active && look.tab.activeUnderline ? 'currentColor' : 'transparent',
  };
}

/**
 * Spec point 2 shop header (64 px) for a visitor, in the shop's header style: logo, tabs (a tab with
 * sub-pages opens them without script, a <details>), cart with its count → /cart, sign in and register.
 * Under 600 px the tabs move to the side menu (CSS decides, so the server's HTML is right at once).
 */
export function ShopBar({ shop, look, links, activeTabId, shopPath, cartCount, here, menuOpen, onMenu }: Props) {
  const { t, i18n } = useLingui();
  const count = cartCount;
  const otherLocale = i18n.locale === 'en' ? 'fr' : 'en';
  const bar: CSSProperties = { ...look.bar, position: 'sticky' };
  const logo = look.logo.show ? (
    <a href={shopPath} className={`sf-logo${look.logo.placement === 'center' ? ' sf-logo-center' : ''}`} style={{ filter: look.logo.filter }} data-testid="shop-header-logo">
      {shop.logo ? <img src={shop.logo} alt={shop.name} height={40} /> : <span title={shop.name}>{shop.name}</span>}
    </a>
  ) : null;
  return (
    <header className="sf-bar" style={bar} data-testid="app-header" data-variant="shop">
      <button type="button" className="sf-icon-btn sf-menu-btn" aria-label={t`Ouvrir le menu`} aria-expanded={menuOpen} aria-controls="sf-shop-menu"
        onClick={onMenu} data-testid="shop-menu-button">
        <Icon name="menu" />
      </button>
      {logo}
      <nav className="sf-tabs" aria-label={t`Onglets de la boutique`} style={{ justifyContent: look.justify }} data-testid="shop-tabs">
        {links.map((tab) => (tab.children.length === 0 ? (
          <a key={tab.id} className="sf-tab" href={`${shopPath}${tab.search}`} style={tabStyle(look, tab.id === activeTabId)}
            aria-current={tab.id === activeTabId ? 'page' : undefined} data-testid="shop-tab">{tab.name}</a>
        ) : (
          <details key={tab.id} className="sf-dropdown">
            <summary className="sf-tab" style={tabStyle(look, tab.id === activeTabId)} data-testid="shop-tab">{tab.name}<Icon name="down" size={14} /></summary>
            <div className="sf-dropdown-menu" data-testid="shop-tab-menu">
              {[tab, ...tab.children].map((page) => <a key={page.id} href={`${shopPath}${page.search}`}>{page.name}</a>)}
            </div>
          </details>
        )))}
      </nav>
      <span className="sf-spacer" />
      <div className="sf-actions">
        <a href={getHref('cart')} className="sf-icon-btn" aria-label={count ? t`Panier (${count} articles)` : t`Panier`} data-testid="header-cart">
          <Icon name="cart" />
          {cartCount > 0 ? <span className="sf-count" data-testid="cart-count">{cartCount}</span> : null}
        </a>
        <a href={hrefInLocale(here, otherLocale)} lang={otherLocale} className="sf-icon-btn sf-lang" data-testid="language-switch"
          aria-label={LANGUAGE_NAMES[otherLocale]}>{otherLocale.toUpperCase()}</a>
        <a href={getHref('login', {}, { redirectLink: here })} className="sf-btn sf-btn-outline" data-testid="header-login"><Trans>Se connecter</Trans></a>
        <a href={getHref('register')} className="sf-btn sf-btn-solid sf-wide-only" data-testid="header-register"><Trans>Créer un compte</Trans></a>
      </div>
    </header>
  );
}
