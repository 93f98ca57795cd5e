import { Badge, Box, Heading, HStack, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { api, useApiList } from '@vendange/api-client';
import type { CatalogTypology, SetAccountTypologyBody, ShopAccount } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { showSnackbar } from '@vendange/store';
import { ErrorScreen, PageLoader, Pager } from '@vendange/ui';

interface Page { items: ShopAccount[]; total: number; page: number; limit: number }
const PUBLIC = '';

/** Which price grid each client account buys at (user.shops[].typology); the public grid when none. */
export function ClientGridsPanel({ typologies }: { typologies: CatalogTypology[] }) {
  const { t } = useLingui();
  const { shopId, can } = useShopAccess();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [saving, setSaving] = useState<number | null>(null);
  useEffect(() => {
    const id = setTimeout(() => { setSearch(typed.trim()); setPage(1); }, 300);
    return () => clearTimeout(id);
  }, [typed]);
  const { data, error, isLoading, mutate, refreshing } = useApiList<Page>(can('seeAllClient') ? '/v1/shop-accounts' : null, { shopId: shopId ?? undefined, search, page, limit: 20 });
  if (!can('seeAllClient')) return null;
  const editable = can('createClient');
  const publicTypology = typologies.find((x) => x.public);
  const publicName = publicTypology?.name ?? t`Tarif public`;
  // The public grid given by name is the same as no grid: one choice for both.
  const selected = (a: ShopAccount) => (a.typology && a.typology !== publicTypology?.key ? a.typology : PUBLIC);

  const assign = async (account: ShopAccount, value: string) => {
    setSaving(account.userId);
    try {
      const body: SetAccountTypologyBody = { shopId: shopId ?? undefined, typology: value === PUBLIC ? null : value };
      await api<ShopAccount>(`/v1/shop-accounts/${account.userId}/typology`, { method: 'PUT', body });
      showSnackbar('success', t`Tarif de ${account.firstname} ${account.lastname} enregistré.`);
      await mutate();
    } finally {
      setSaving(null);
    }
  };

  return (
    <Stack gap="3" bg="white" borderWidth="1px" borderRadius="md" p="4" data-testid="client-grids" aria-busy={refreshing}>
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Stack gap="0">
          <Heading size="md"><Trans>Tarif de chaque client</Trans></Heading>
          <Text fontSize="sm" color="gray.600"><Trans>Les comptes clients et agents de la boutique achètent au tarif choisi ici ; sans choix, au tarif public ({publicName}).</Trans></Text>
        </Stack>
        <Input maxW="xs" value={typed} onChange={(e) => setTyped(e.target.value)} placeholder={t`Rechercher un client…`} aria-label={t`Rechercher un client`} />
      </HStack>
      {error ? <ErrorScreen detail={error instanceof Error ? error.message : undefined} /> : null}
      {isLoading && !data ? <PageLoader /> : null}
      {data && data.items.length === 0 ? <Text color="gray.600"><Trans>Aucun compte client pour le moment.</Trans></Text> : null}
      {data && data.items.length > 0 ? (
        <Box overflowX="auto">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader><Trans>Client</Trans></Table.ColumnHeader>
                <Table.ColumnHeader><Trans>Compte</Trans></Table.ColumnHeader>
                <Table.ColumnHeader><Trans>Tarif</Trans></Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.items.map((a) => (
                <Table.Row key={a.userId} data-testid="client-grid-row">
                  <Table.Cell>
                    <Text fontWeight="medium">{a.firstname} {a.lastname}</Text>
                    <Text fontSize="xs" color="gray.600">{a.email}</Text>
                  </Table.Cell>
                  <Table.Cell>
                    <HStack gap="1">
                      <Badge>{a.relation === 'agent' ? t`Agent` : a.isPro ? t`Professionnel` : t`Particulier`}</Badge>
                      {a.blocked ? <Badge colorPalette="red"><Trans>Bloqué</Trans></Badge> : null}
                    </HStack>
                  </Table.Cell>
                  <Table.Cell minW="200px">
                    <NativeSelect.Root size="sm" disabled={!editable || saving === a.userId}>
                      <NativeSelect.Field aria-label={t`Tarif de ${a.firstname} ${a.lastname}`} value={selected(a)}
                        onChange={(e) => void assign(a, e.currentTarget.value)}>
                        <option value={PUBLIC}>{t`Tarif public (${publicName})`}</option>
                        {typologies.filter((x) => !x.public).map((x) => <option key={x.key} value={x.key}>{x.name}</option>)}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      ) : null}
      {data ? <Pager page={page} total={data.total} limit={data.limit} onPage={setPage} /> : null}
    </Stack>
  );
}
