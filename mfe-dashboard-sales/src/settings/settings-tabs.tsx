import { HStack, Link } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router';
import { settingsHref, type SettingsScreenKey } from '../screens/settings-link';
import type { ReactNode } from 'react';

/** Between the two sales settings tabs (links, so the unsaved-changes guard sees them). */
export function SettingsTabs({ current }: { current: SettingsScreenKey }) {
  const tabs: Array<{ key: SettingsScreenKey; label: ReactNode }> = [
    { key: 'delivery', label: <Trans>Livraison</Trans> },
    { key: 'billing', label: <Trans>Paiements</Trans> },
  ];
  return (
    <HStack as="nav" gap="1" borderBottomWidth="1px" overflowX="auto" data-testid="settings-tabs">
      {tabs.map((tab) => (
        <Link key={tab.key} asChild px="3" py="2" fontWeight="medium" whiteSpace="nowrap" textDecoration="none"
          color={tab.key === current ? 'brand.700' : 'gray.600'} borderBottomWidth="2px" borderColor={tab.key === current ? 'brand.600' : 'transparent'} mb="-1px">
          <RouterLink to={settingsHref(tab.key)} aria-current={tab.key === current ? 'page' : undefined}>{tab.label}</RouterLink>
        </Link>
      ))}
    </HStack>
  );
}
