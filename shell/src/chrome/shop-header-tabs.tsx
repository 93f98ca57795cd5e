import { Box, Flex, Menu, Portal } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { ChevronDown } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import type { ShopHeaderLook, TabLink } from '@vendange/store';
import { shopTabStyle } from './shop-header-style';

interface Props {
  links: TabLink[];
  /** The tab of the page shown, underlined. */
  activeId: string | null;
  shopPath: string;
  look: ShopHeaderLook;
  /** Take the row's free width and place the tabs in it (else the tabs move with the logo). */
  grow: boolean;
}

/** The shop's tabs in the bar; a tab with sub-pages opens them in a dropdown (itself first). */
export function ShopHeaderTabs({ links, activeId, shopPath, look, grow }: Props) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const tabProps = (active: boolean) => ({
    ...shopTabStyle(look, active), h: '64px', px: '3', display: 'inline-flex', alignItems: 'center', gap: '1', whiteSpace: 'nowrap' as const,
    fontSize: 'sm', _hover: { color: look.bar.color }, _focusVisible: { outline: '2px solid', outlineOffset: '-4px' },
  });
  return (
    <Flex as="nav" aria-label={t`Onglets de la boutique`} flex={grow ? '1' : '0 1 auto'} minW="0" h="64px" justify={grow ? look.justify : undefined}
      overflowX="auto" data-testid="shop-tabs">
      {links.map((tab) => (tab.children.length === 0 ? (
        <Box asChild key={tab.id} {...tabProps(tab.id === activeId)}>
          <Link to={`${shopPath}${tab.search}`} aria-current={tab.id === activeId ? 'page' : undefined} data-testid="shop-tab">{tab.name}</Link>
        </Box>
      ) : (
        <Menu.Root key={tab.id} positioning={{ placement: 'bottom-start' }}>
          <Menu.Trigger asChild>
            <Box as="button" {...tabProps(tab.id === activeId)} bg="transparent" cursor="pointer" data-testid="shop-tab">
              {tab.name}<ChevronDown size={14} aria-hidden />
            </Box>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content minW="48" data-testid="shop-tab-menu">
                {[tab, ...tab.children].map((page) => (
                  <Menu.Item key={page.id} value={page.id} onClick={() => navigate(`${shopPath}${page.search}`)}>{page.name}</Menu.Item>
                ))}
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      )))}
    </Flex>
  );
}
