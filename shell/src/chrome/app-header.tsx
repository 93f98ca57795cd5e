import { Badge, Flex, Heading, HStack, IconButton } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, Menu } from 'lucide-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { pageTitleOf, shortcutsFor, getHref, paths } from '@vendange/route-registry';
import { AccountMenu } from './account-menu';
import { useChromeAccess } from './chrome-access';
import { GotoSearch } from './goto-search';
import { HeaderIcons } from './header-icons';
import { LanguageSwitch } from './language-switch';
import { HeaderLogo } from './header-logo';
import { MobileGoto } from './mobile-goto';
import { ShopHeader } from './shop-header';
import { readTourMode } from './tour-mode';
import { useGotoShortcut } from './use-goto-shortcut';
import { useWidthMode } from './use-width-mode';

export type HeaderVariant = 'dashboard' | 'shop' | 'admin';

export interface AppHeaderProps {
  /** dashboard: everything of spec point 2; shop: logo and account only; admin: logo, title and account. */
  variant?: HeaderVariant;
  /** Opens the mobile drawer (dashboard layouts with a side menu). */
  onMenu?: () => void;
  /** A fixed title ('Messagerie', 'Administration'); otherwise phones show the page's own title. */
  title?: string;
}

/** The 64 px header of spec point 2; shops draw their own, in their header style. */
export function AppHeader(props: AppHeaderProps) {
  return props.variant === 'shop' ? <ShopHeader /> : <SiteHeader {...props} />;
}

function SiteHeader({ variant = 'dashboard', onMenu, title }: AppHeaderProps) {
  const { t, i18n } = useLingui();
  const { user, shop, subject, role } = useChromeAccess();
  const mode = useWidthMode();
  const mobile = mode === 'mobile';
  const location = useLocation();
  const navigate = useNavigate();
  const searchRef = useRef<HTMLInputElement>(null);
  const [gotoOpen, setGotoOpen] = useState(false);
  const shortcuts = useMemo(() => (variant === 'dashboard' ? shortcutsFor(subject, shop) : []), [variant, subject, shop]);
  const openGoto = useCallback(() => (mobile ? setGotoOpen(true) : searchRef.current?.focus()), [mobile]);
  useGotoShortcut(shortcuts.length > 0, openGoto);

  // Read once per render: switching the mode reloads the page.
  const touring = role === 'agent' && readTourMode(document.cookie);
  const pageLabel = pageTitleOf(location.pathname, role);
  const heading = title ?? (pageLabel ? i18n._(pageLabel) : null);
  const showBack = mobile && variant !== 'shop' && location.pathname !== paths.dashboard;

  const goBack = () => {
    // React Router numbers its history entries: go back only within the app, else to the dashboard.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(getHref(user ? 'dashboard' : 'home'));
  };

  return (
    <Flex as="header" h="64px" px={{ base: '1', sm: '4' }} gap="1" align="center" justify="space-between" bg="white" borderBottomWidth="1px"
      position="sticky" top="0" zIndex="docked" data-testid="app-header" data-variant={variant}>
      <HStack gap={{ base: '0', sm: '3' }} minW="0" flex="1">
        {onMenu && mobile ? (
          <IconButton aria-label={t`Ouvrir le menu`} variant="ghost" size="md" onClick={onMenu} data-testid="header-menu"><Menu /></IconButton>
        ) : null}
        {showBack ? (
          <IconButton aria-label={t`Retour`} variant="ghost" size="md" onClick={goBack} data-testid="header-back"><ArrowLeft /></IconButton>
        ) : null}
        {mobile && variant !== 'shop' && heading ? null : <HeaderLogo />}
        {(mobile && variant !== 'shop') || title ? (
          heading ? (
            // Phones: a long title takes two lines of the 64 px header rather than losing its end; the tooltip gives it whole.
            <Heading as="h1" size={{ base: 'sm', sm: 'md' }} lineHeight="1.2" lineClamp={2} overflowWrap="anywhere" minW="0" title={heading} data-testid="header-title">{heading}</Heading>
          ) : null
        ) : null}
        {touring ? <Badge colorPalette="orange" data-testid="tour-mode-badge"><Trans>En tournée</Trans></Badge> : null}
      </HStack>
      <HStack gap={{ base: '0', sm: '1' }} flexShrink={0}>
        {shortcuts.length > 0 && !mobile ? <GotoSearch shortcuts={shortcuts} inputRef={searchRef} width={mode === 'desktop' ? '280px' : '200px'} /> : null}
        {shortcuts.length > 0 && mobile ? <MobileGoto shortcuts={shortcuts} open={gotoOpen} onOpenChange={setGotoOpen} /> : null}
        {variant === 'dashboard' ? <HeaderIcons /> : <LanguageSwitch />}
        <AccountMenu />
      </HStack>
    </Flex>
  );
}
