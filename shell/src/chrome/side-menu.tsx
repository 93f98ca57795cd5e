import { Box, chakra, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { ExternalLink } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { menuFor, type MenuItem, paths } from '@vendange/route-registry';
import { activeMenuPath } from './active-menu-path';
import { useChromeAccess } from './chrome-access';
import { MenuIcon } from './menu-icon';

const linkStyle = {
  display: 'flex', alignItems: 'center', minH: '40px', borderRadius: 'md', mx: '1',
  _hover: { bg: 'gray.100' }, _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '-2px' },
} as const;
// A plain link: which entry is lit is decided once for the whole menu (active-menu-path.ts), not by each link.
const MenuLink = chakra(Link);

function ItemBody({ item, label, compact, active }: { item: MenuItem; label: string; compact: boolean; active: boolean }) {
  return (
    <HStack gap="2.5" w="full" px={compact ? '0' : '3'} justify={compact ? 'center' : 'flex-start'} fontSize="sm"
      color={active ? 'brand.700' : 'gray.800'} fontWeight={active ? 'semibold' : 'normal'} minW="0">
      <Box flexShrink={0} color={active ? 'brand.600' : 'gray.600'}><MenuIcon name={item.icon} /></Box>
      {/* A long name ('Factures d'acompte') wraps onto a second line in the 180 px menu rather than being cut. */}
      {compact ? null : <Text as="span" flex="1" minW="0" py="1.5" lineHeight="1.25" overflowWrap="anywhere" data-testid="side-menu-label">{label}</Text>}
      {!compact && item.external ? <Box as="span" color="gray.400" flexShrink={0}><ExternalLink size={12} aria-hidden /></Box> : null}
    </HStack>
  );
}

/**
 * The side menu of spec point 2, derived from the route registry for this user, shop and modules.
 * Compact (56 px, tablets) shows icons only; each link keeps its name for screen readers and a
 * tooltip (title) for the mouse.
 */
export function SideMenu({ compact = false, onNavigate }: { compact?: boolean; onNavigate?: () => void }) {
  const { t, i18n } = useLingui();
  const { subject, shop } = useChromeAccess();
  const { pathname } = useLocation();
  if (!subject) return null;
  const sections = menuFor(subject, shop);
  const active = activeMenuPath(pathname, sections.flatMap((s) => s.items.filter((i) => !i.external).map((i) => i.path)), paths.dashboard);
  return (
    <Stack as="nav" gap={compact ? '1' : '3'} py="3" aria-label={t`Menu principal`} data-testid="side-menu" data-compact={compact || undefined}>
      {sections.map((section, index) => (
        <Box key={`${section.group}-${section.items[0]?.path ?? index}`} role="group" aria-label={section.label ? i18n._(section.label) : undefined}>
          {section.label && !compact ? <Text px="3" pb="1" fontSize="xs" fontWeight="bold" textTransform="uppercase" color="gray.500" aria-hidden>{i18n._(section.label)}</Text> : null}
          {section.label && compact && index > 0 ? <Separator my="1" mx="2" /> : null}
          {section.items.map((item) => {
            const label = i18n._(item.label);
            const common = { title: label, 'aria-label': compact ? label : undefined, onClick: onNavigate } as const;
            if (item.external) {
              return (
                <chakra.a key={item.path} href={item.path} target="_blank" rel="noopener noreferrer" {...linkStyle} {...common}>
                  <ItemBody item={item} label={label} compact={compact} active={false} />
                </chakra.a>
              );
            }
            return (
              <MenuLink key={`${section.group}-${item.path}`} to={item.path} {...linkStyle}
                className={item.path === active ? 'active' : undefined} aria-current={item.path === active ? 'page' : undefined}
                css={{ '&.active': { bg: 'brand.50' } }} {...common}>
                <ItemBody item={item} label={label} compact={compact} active={item.path === active} />
              </MenuLink>
            );
          })}
        </Box>
      ))}
    </Stack>
  );
}
