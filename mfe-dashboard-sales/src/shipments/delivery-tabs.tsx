import { HStack, Link } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { getHref } from '@vendange/route-registry';
import { deliveryViewQuery, type DeliveryView } from './delivery-view';

/** "À expédier" and "Expéditions": links, so the tab is in the URL (a reload or a shared link keeps it). */
export function DeliveryTabs({ view, search }: { view: DeliveryView; search: string }) {
  const tabs: Array<{ key: DeliveryView['tab']; label: ReactNode }> = [
    { key: 'toShip', label: <Trans>À expédier</Trans> },
    { key: 'shipments', label: <Trans>Expéditions</Trans> },
  ];
  return (
    <HStack as="nav" gap="1" borderBottomWidth="1px" overflowX="auto" data-testid="delivery-tabs">
      {tabs.map((tab) => {
        const current = tab.key === view.tab;
        return (
          <Link key={tab.key} asChild px="3" py="2" fontWeight="medium" whiteSpace="nowrap" textDecoration="none"
            color={current ? 'brand.700' : 'gray.600'} borderBottomWidth="2px" borderColor={current ? 'brand.600' : 'transparent'} mb="-1px">
            <RouterLink to={getHref('delivery', {}, deliveryViewQuery(search, { ...view, tab: tab.key }))} aria-current={current ? 'page' : undefined} data-testid={`delivery-tab-${tab.key}`}>
              {tab.label}
            </RouterLink>
          </Link>
        );
      })}
    </HStack>
  );
}
