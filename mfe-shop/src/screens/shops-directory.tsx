import { Box, Button, Flex, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useApiList } from '@vendange/api-client';
import type { PublicShop } from '@vendange/contracts';
import { PageLoader, Pager } from '@vendange/ui';

interface Page { items: PublicShop[]; total: number; page: number; limit: number }

const PAGE_SIZE = 24;

/** What is typed, and the search sent 300 ms after the last key (back to page 1). */
function useTypedSearch() {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  useEffect(() => {
    const id = setTimeout(() => { setSearch(typed.trim()); setPage(1); }, 300);
    return () => clearTimeout(id);
  }, [typed]);
  return { typed, setTyped, search, page, setPage };
}

export interface ShopsDirectoryProps {
  /** The list's heading; none when the page's own says it all. */
  title?: ReactNode;
  /** Where a card leads (the shop's page); ignored when `action` is given. */
  hrefOf: (shop: PublicShop) => string;
  /** A button (or a note) per producer instead of a link to its shop: "Ajouter" on /shops/add. */
  action?: (shop: PublicShop) => ReactNode;
  testId: string;
  /** h1 on a page of its own, h2 under another heading. */
  as?: 'h1' | 'h2';
}

/** The producers' directory: GET /v1/shops by name (accents aside), page by page. */
export function ShopsDirectory({ title, hrefOf, action, testId, as = 'h2' }: ShopsDirectoryProps) {
  const { t } = useLingui();
  const { typed, setTyped, search, page, setPage } = useTypedSearch();
  const { data, error, isLoading, mutate, refreshing } = useApiList<Page>('/v1/shops', { page, limit: PAGE_SIZE, search });

  return (
    <Stack gap="4" data-testid={testId} aria-busy={refreshing}>
      <Flex justify={title ? 'space-between' : 'flex-end'} align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }} gap="3">
        {title ? <Heading as={as} size={as === 'h1' ? '2xl' : 'xl'}>{title}</Heading> : null}
        <Input
          type="search" maxW={{ sm: 'xs' }} bg="white" value={typed} onChange={(e) => setTyped(e.target.value)}
          placeholder={t`Rechercher un producteur…`} aria-label={t`Rechercher un producteur par son nom`} data-testid={`${testId}-search`}
        />
      </Flex>
      {error && !data ? (
        <Stack role="alert" align="center" gap="3" bg="white" borderRadius="lg" borderWidth="1px" p="6" textAlign="center" data-testid={`${testId}-error`}>
          <Text><Trans>La liste des producteurs n'a pas pu se charger. Vérifiez votre connexion, puis réessayez.</Trans></Text>
          <Button size="sm" variant="outline" onClick={() => void mutate()}><Trans>Réessayer</Trans></Button>
        </Stack>
      ) : null}
      {isLoading && !data ? <PageLoader /> : null}
      {data && data.items.length === 0 ? (
        <Box bg="white" borderRadius="lg" borderWidth="1px" p="6" textAlign="center" color="gray.600" data-testid={`${testId}-empty`}>
          {search ? <Trans>Aucun producteur ne correspond à « {search} ». Vérifiez l'orthographe ou essayez une partie du nom.</Trans> : <Trans>Aucune boutique en ligne pour le moment.</Trans>}
        </Box>
      ) : null}
      {data && data.items.length > 0 ? (
        <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="4">
          {data.items.map((shop) => <ShopCard key={shop.id} shop={shop} href={hrefOf(shop)} action={action?.(shop)} testId={`${testId}-card`} />)}
        </SimpleGrid>
      ) : null}
      {data ? <Pager page={page} total={data.total} limit={data.limit} onPage={setPage} /> : null}
    </Stack>
  );
}

/** One producer: its colour and name, a link to its shop, or its name and an action. */
function ShopCard({ shop, href, action, testId }: { shop: PublicShop; href: string; action: ReactNode; testId: string }) {
  const body = (
    <Box h="full" bg="white" borderRadius="lg" borderTopWidth="6px" borderTopColor={shop.color} p="5" boxShadow="sm" _hover={action ? undefined : { boxShadow: 'md' }}>
      <Stack gap="3">
        <Heading as="h3" size="md">{shop.name}</Heading>
        {action ?? null}
      </Stack>
    </Box>
  );
  return (
    <Box data-testid={testId} data-shop-id={shop.id}>
      {action ? body : <Link to={href}>{body}</Link>}
    </Box>
  );
}
