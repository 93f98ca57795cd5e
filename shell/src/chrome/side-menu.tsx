import { Box, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useAtomValue } from 'jotai';
import { NavLink } from 'react-router';
import { subjectFromUser } from '@vendange/access';
import { menuFor } from '@vendange/route-registry';
import { currentShopAtom, sessionAtom } from '@vendange/store';

/** The side menu of spec point 2, derived from the route registry for this user, shop and modules. */
export function SideMenu({ compact = false, onNavigate }: { compact?: boolean; onNavigate?: () => void }) {
  const { i18n } = useLingui();
  const { user } = useAtomValue(sessionAtom);
  const shop = useAtomValue(currentShopAtom);
  const subject = subjectFromUser(user);
  if (!subject) return null;
  const sections = menuFor(subject, shop);
  return (
    <Stack as="nav" gap="3" py="3" aria-label="Menu" data-testid="side-menu">
      {sections.map((section) => (
        <Box key={section.group}>
          {section.label && !compact ? <Text px="3" pb="1" fontSize="xs" fontWeight="bold" textTransform="uppercase" color="gray.500">{i18n._(section.label)}</Text> : null}
          {section.items.map((item) => {
            const label = i18n._(item.label);
            return (
              <NavLink key={`${section.group}-${item.path}`} to={item.path} end={item.path === '/dashboard'} onClick={onNavigate} title={label}>
                {({ isActive }) => (
                  <Box px="3" py="1.5" fontSize="sm" borderRadius="md" mx="1" bg={isActive ? 'brand.50' : undefined} color={isActive ? 'brand.700' : 'gray.800'}
                    fontWeight={isActive ? 'semibold' : 'normal'} _hover={{ bg: 'gray.100' }} whiteSpace="nowrap" overflow="hidden" textOverflow="ellipsis">
                    {compact ? label.slice(0, 2) : label}
                  </Box>
                )}
              </NavLink>
            );
          })}
        </Box>
      ))}
    </Stack>
  );
}
