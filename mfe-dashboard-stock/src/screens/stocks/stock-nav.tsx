import { HStack, Link as ChakraLink, Wrap } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { getHref } from '@vendange/route-registry';

type Page = 'stocks' | 'movements' | 'warehouses' | 'stockDrm' | 'crdColors' | 'allocations';

/** The stock pages (stocks, ledger, warehouses, the monthly customs return) linked to one another, the page's own actions on the right. */
export function StockNav({ current, children }: { current: Page; children?: ReactNode }) {
  const link = (page: Page, label: ReactNode) => (
    <ChakraLink asChild color={page === current ? 'gray.800' : 'brand.700'} fontWeight={page === current ? 'semibold' : 'normal'}>
      <Link to={getHref(page)} aria-current={page === current ? 'page' : undefined} data-testid={`stock-nav-${page}`}>{label}</Link>
    </ChakraLink>
  );
  return (
    <Wrap justify="space-between" align="center" gap="3">
      <HStack as="nav" gap="4" fontSize="sm" wrap="wrap">
        {link('stocks', <Trans>Stocks</Trans>)}
        {link('movements', <Trans>Mouvements</Trans>)}
        {link('warehouses', <Trans>Entrepôts</Trans>)}
        {link('stockDrm', <Trans>DRM</Trans>)}
        {link('crdColors', <Trans>Capsules CRD</Trans>)}
        {link('allocations', <Trans>Allocations</Trans>)}
      </HStack>
      {children ? <Wrap gap="2">{children}</Wrap> : null}
    </Wrap>
  );
}
