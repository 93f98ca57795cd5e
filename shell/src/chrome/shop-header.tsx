import { Box, Flex, Heading, HStack, IconButton, Image } from '@chakra-ui/react';
import { getHref } from '@vendange/route-registry';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { Menu } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { activeTabOf, shopHeaderLook, shopPathOf, storefrontAtom, tabLinks, tabOfPage, type ShopHeaderLook, type Storefront } from '@vendange/store';
import { defaultHeaderStyle } from '@vendange/contracts';
import { CartButton } from '../cart/cart-button';
import { AccountMenu } from './account-menu';
import { LanguageSwitch } from './language-switch';
import { useChromeAccess } from './chrome-access';
import { ShopHeaderMenu } from './shop-header-menu';
import { shopHeaderParts } from './shop-header-style';
import { ShopHeaderTabs } from './shop-header-tabs';
import { useWidthMode } from './use-width-mode';

/** The ghost and outline buttons of the bar take its text colour, so they read on a dark header too. */
const ACTIONS_IN_BAR_COLOUR = {
  '& [data-testid=header-cart], & [data-testid=header-user]': { color: 'inherit' },
  '& [data-testid=header-login]': { color: 'inherit', borderColor: 'currentColor' },
};

/** The shop page itself (/{name}, /{id} or /shops/{id}), where a tab is open; product pages have none. */
const isShopPage = (pathname: string) => /^\/[^/]+\/?$/.test(pathname) || /^\/shops\/[^/]+\/?$/.test(pathname);

function ShopLogo({ storefront, home, look }: { storefront: Storefront | null; home: string; look: ShopHeaderLook }) {
  return (
    <Link to={home} style={{ minWidth: 0, display: 'inline-flex', alignItems: 'center' }} data-testid="shop-header-logo">
      {storefront?.logo ? (
        <Image src={storefront.logo} alt={storefront.name} h="40px" maxW={{ base: '120px', sm: '160px' }} objectFit="contain" filter={look.logo.filter} />
      ) : (
        <Heading as="span" size={{ base: 'sm', sm: 'md' }} color="inherit" lineHeight="1.2" lineClamp={2} filter={look.logo.filter} title={storefront?.name ?? 'Vendange'}>{storefront?.name ?? 'Vendange'}</Heading>
      )}
    </Link>
  );
}

/**
 * Spec point 2, shop header (64 px): logo, tabs with dropdown sub-pages, cart badge, account menu,
 * drawn in the shop's header style from what the storefront page published (storefrontAtom). Pages
 * that show no shop (the producers' list, the cart) get it in the default style.
 */
export function ShopHeader() {
  const { t } = useLingui();
  const storefront = useAtomValue(storefrontAtom);
  const { user, role } = useChromeAccess();
  const parts = shopHeaderParts(role, useWidthMode());
  const { pathname, search } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const look = useMemo(() => shopHeaderLook(storefront?.headerStyle ?? defaultHeaderStyle), [storefront]);
  const links = useMemo(() => (storefront ? tabLinks(storefront.tabs) : []), [storefront]);
  const shopPath = storefront ? shopPathOf(storefront, !!user) : null;
  const query = new URLSearchParams(search);
  const open = storefront && isShopPage(pathname) ? activeTabOf(storefront.tabs, query.get('page'), query.get('pageid')) : null;
  const activeId = storefront && open ? tabOfPage(storefront.tabs, open.id) : null;
  const showLogo = !storefront || look.logo.show;
  const logo = showLogo ? <ShopLogo storefront={storefront} home={shopPath ?? getHref('home')} look={look} /> : null;
  const centered = look.logo.placement === 'center';
  const startPlaced = look.logo.placement === 'start' && parts.inlineTabs;
  const tabs = parts.inlineTabs && shopPath
    ? <ShopHeaderTabs links={links} activeId={activeId} shopPath={shopPath} look={look} grow={!startPlaced} />
    : <Box flex="1" />;

  return (
    <Flex as="header" h="64px" px={{ base: '1', sm: '4' }} gap={{ base: '1', sm: '3' }} align="center" position="sticky" top="0" zIndex="docked"
      bg={look.bar.background} color={look.bar.color} boxShadow={look.bar.boxShadow} borderBottom={look.bar.borderBottom} fontFamily={look.bar.fontFamily}
      data-testid="app-header" data-variant="shop">
      {parts.menuButton ? (
        <IconButton aria-label={t`Ouvrir le menu`} variant="ghost" size="md" color="inherit" onClick={() => setMenuOpen(true)} data-testid="shop-menu-button"><Menu /></IconButton>
      ) : null}
      {centered ? (
        <>
          {tabs}
          <Box position="absolute" left="50%" transform="translateX(-50%)" maxW="40%">{logo}</Box>
        </>
      ) : startPlaced ? (
        // 'start': the logo leads the tabs and moves with them; 'left': it stays at the edge.
        <Flex flex="1" minW="0" align="center" gap="3" justify={look.justify}>{logo}{tabs}</Flex>
      ) : (
        <>
          {logo}
          {tabs}
        </>
      )}
      <HStack gap={{ base: '0', sm: '1' }} flexShrink={0} css={ACTIONS_IN_BAR_COLOUR}>
        {parts.cart ? <CartButton /> : null}
        <LanguageSwitch />
        <AccountMenu />
      </HStack>
      {parts.menuButton ? (
        <ShopHeaderMenu open={menuOpen} onOpenChange={setMenuOpen} storefront={storefront} links={links} activeId={open?.id ?? null} shopPath={shopPath} loggedIn={!!user} />
      ) : null}
    </Flex>
  );
}
