import { useEffect, useState } from 'react';
import { Alert, Badge, Box, Button, Field, Flex, Heading, HStack, Input, Link, NativeSelect, Stack, Table, Text, Wrap } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { downloadFile, useApi } from '@vendange/api-client';
import type { ClientListPage, CrmClient } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { getHref } from '@vendange/route-registry';
import { ErrorScreen, formatDate, PageLoader, Pager, useDebounced } from '@vendange/ui';
import { clientApiQuery, clientListSearch, clientListStateOf, type ClientListState } from './client-list-query';

const LIMIT = 25;

function ClientLink({ client }: { client: CrmClient }) {
  return <Link asChild color="brand.600" fontWeight="medium"><RouterLink to={getHref('clientDetail', { id: client.id })} data-testid="client-link">{client.name}</RouterLink></Link>;
}

function Kind({ client }: { client: CrmClient }) {
  return (
    <HStack gap="1" wrap="wrap">
      <Badge variant="subtle">{client.isPro ? <Trans>Professionnel</Trans> : <Trans>Particulier</Trans>}</Badge>
      {client.pipe === 'prospect' ? <Badge colorPalette="purple"><Trans>Prospect</Trans></Badge> : null}
    </HStack>
  );
}

/** A client on a phone: name, kind, e-mail and phone, city, tags. */
function ClientCard({ client }: { client: CrmClient }) {
  return (
    <Stack gap="1" fontSize="sm">
      <HStack justify="space-between" gap="2" wrap="wrap"><ClientLink client={client} /><Kind client={client} /></HStack>
      {client.email ? <Text overflowWrap="anywhere">{client.email}</Text> : null}
      {client.phone ? <Text>{client.phone}</Text> : null}
      <Text color="gray.600">{[client.city, client.typology].filter(Boolean).join(' · ')}</Text>
      {client.tags.length > 0 ? <Wrap gap="1">{client.tags.map((tag) => <Badge key={tag} size="sm">{tag}</Badge>)}</Wrap> : null}
    </Stack>
  );
}

function Select({ label, value, onChange, testId, children }: { label: React.ReactNode; value: string; onChange: (v: string) => void; testId: string; children: React.ReactNode }) {
  return (
    <Field.Root w={{ base: 'full', sm: '44' }}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field bg="white" value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId}>{children}</NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** The filters and sort, each change kept in the URL (page back to 1). */
function ClientFilters({ state, onChange }: { state: ClientListState; onChange: (next: Partial<ClientListState>) => void }) {
  const { t } = useLingui();
  const { shopId } = useShopAccess();
  const { data: typologies } = useApi<{ keys: string[] }>('/v1/clients/typologies', { shopId: shopId ?? undefined });
  return (
    <Flex gap="3" wrap="wrap" align="flex-end" bg="white" borderWidth="1px" borderRadius="md" p="3" data-testid="client-filters">
      <Select label={<Trans>Type</Trans>} value={state.isPro} onChange={(v) => onChange({ isPro: v as ClientListState['isPro'] })} testId="client-filter-kind">
        <option value="">{t`Tous`}</option><option value="true">{t`Professionnels`}</option><option value="false">{t`Particuliers`}</option>
      </Select>
      <Select label={<Trans>Pipe</Trans>} value={state.pipe} onChange={(v) => onChange({ pipe: v as ClientListState['pipe'] })} testId="client-filter-pipe">
        <option value="">{t`Clients et prospects`}</option><option value="client">{t`Clients`}</option><option value="prospect">{t`Prospects`}</option>
      </Select>
      <Select label={<Trans>Tarif</Trans>} value={state.typology} onChange={(v) => onChange({ typology: v })} testId="client-filter-typology">
        <option value="">{t`Tous les tarifs`}</option>
        {(typologies?.keys ?? []).map((k) => <option key={k} value={k}>{k}</option>)}
      </Select>
      <Select label={<Trans>Consentement marketing</Trans>} value={state.consent} onChange={(v) => onChange({ consent: v as ClientListState['consent'] })} testId="client-filter-consent">
        <option value="">{t`Indifférent`}</option><option value="true">{t`Donné`}</option><option value="false">{t`Non donné`}</option>
      </Select>
      <Field.Root w={{ base: 'full', sm: '36' }}>
        <Field.Label><Trans>Étiquette</Trans></Field.Label>
        <Input size="sm" bg="white" defaultValue={state.tag} onBlur={(e) => onChange({ tag: e.target.value.trim() })}
          onKeyDown={(e) => { if (e.key === 'Enter') onChange({ tag: e.currentTarget.value.trim() }); }} data-testid="client-filter-tag" />
      </Field.Root>
      <Select label={<Trans>Trier par</Trans>} value={state.sort} onChange={(v) => onChange({ sort: v as ClientListState['sort'] })} testId="client-sort">
        <option value="name">{t`Nom (A → Z)`}</option><option value="-name">{t`Nom (Z → A)`}</option>
        <option value="-createdAt">{t`Plus récents`}</option><option value="createdAt">{t`Plus anciens`}</option>
      </Select>
    </Flex>
  );
}

/**
 * /dashboard/clients (seeAllClient): the shop's clients and prospects, searched by name, e-mail, business or SIRET,
 * filtered and sorted, page by page, all in the URL; cards on a phone; the filtered list as a CSV.
 */
export function ClientsScreen() {
  const { t } = useLingui();
  const { shopId, can } = useShopAccess();
  const { search: urlSearch, pathname } = useLocation();
  const navigate = useNavigate();
  const state = clientListStateOf(urlSearch);
  const [typed, setTyped] = useState(state.search);
  const settled = useDebounced(typed.trim());
  const go = (next: Partial<ClientListState>) => void navigate(`${pathname}${clientListSearch({ ...state, page: 1, ...next })}`, { replace: true });
  useEffect(() => {
    if (settled !== state.search) go({ search: settled });
    // Only the settled text moves the URL; the URL's own changes do not retype the field.
  }, [settled]);
  const query = clientApiQuery(state, shopId);
  const { data, error, isLoading } = useApi<ClientListPage>('/v1/clients', { ...query, page: state.page, limit: LIMIT });
  const [exportError, setExportError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      await downloadFile('/v1/clients/export.csv', { accept: 'text/csv', fallback: 'clients.csv', query });
    } catch (err) {
      setExportError(err instanceof Error ? err.message : t`L’export n’a pas pu être fait : réessayez.`);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="4" data-testid="clients-list">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading size="xl"><Trans>Clients</Trans></Heading>
        <HStack gap="2" wrap="wrap">
          <Button size="sm" variant="outline" onClick={() => void exportCsv()} loading={exporting} data-testid="clients-export"><Trans>Exporter (CSV)</Trans></Button>
          {can('createClient') ? (
            <>
              <Button asChild size="sm" variant="outline"><RouterLink to={getHref('clientImport')} data-testid="clients-import"><Trans>Importer</Trans></RouterLink></Button>
              <Button asChild size="sm" variant="outline"><RouterLink to={`${getHref('clientAdd')}?pipe=Prospect`} data-testid="prospect-new"><Trans>Nouveau prospect</Trans></RouterLink></Button>
              <Button asChild size="sm" colorPalette="brand"><RouterLink to={getHref('clientAdd')} data-testid="client-new"><Trans>Nouveau client</Trans></RouterLink></Button>
            </>
          ) : null}
        </HStack>
      </Flex>
      <Input bg="white" maxW={{ base: 'full', md: 'md' }} value={typed} onChange={(e) => setTyped(e.target.value)}
        placeholder={t`Nom, e-mail, raison sociale, SIRET…`} aria-label={t`Rechercher un client`} data-testid="clients-search" />
      <ClientFilters state={state} onChange={go} />
      {exportError ? <Alert.Root status="error"><Alert.Indicator /><Alert.Title>{exportError}</Alert.Title></Alert.Root> : null}
      {error ? <ErrorScreen detail={error instanceof Error ? error.message : undefined} /> : null}
      {isLoading && !data ? <PageLoader /> : null}
      {data && data.items.length === 0 ? (
        <Box bg="white" borderRadius="md" p="8" textAlign="center" color="gray.600" data-testid="clients-list-empty">
          {state.search || state.isPro || state.pipe || state.tag || state.typology || state.consent
            ? <Trans>Aucun client ne correspond à cette recherche.</Trans>
            : <Trans>Aucun client pour le moment : ils arrivent avec leur première commande, ou ajoutez-les.</Trans>}
        </Box>
      ) : null}
      {data && data.items.length > 0 ? (
        <>
          <Stack gap="2" hideFrom="md" as="ul" listStyleType="none" data-testid="clients-list-cards">
            {data.items.map((c) => <Box as="li" key={c.id} bg="white" borderRadius="md" borderWidth="1px" p="3" data-testid="clients-list-card"><ClientCard client={c} /></Box>)}
          </Stack>
          <Box bg="white" borderRadius="md" borderWidth="1px" overflowX="auto" hideBelow="md">
            <Table.Root size="sm" interactive>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader><Trans>Nom</Trans></Table.ColumnHeader>
                  <Table.ColumnHeader><Trans>Type</Trans></Table.ColumnHeader>
                  <Table.ColumnHeader><Trans>E-mail</Trans></Table.ColumnHeader>
                  <Table.ColumnHeader><Trans>Ville</Trans></Table.ColumnHeader>
                  <Table.ColumnHeader><Trans>Tarif</Trans></Table.ColumnHeader>
                  <Table.ColumnHeader><Trans>Étiquettes</Trans></Table.ColumnHeader>
                  <Table.ColumnHeader><Trans>Créé le</Trans></Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.items.map((c) => (
                  <Table.Row key={c.id} data-testid="clients-list-row">
                    <Table.Cell><ClientLink client={c} /></Table.Cell>
                    <Table.Cell><Kind client={c} /></Table.Cell>
                    <Table.Cell>{c.email ?? '-'}</Table.Cell>
                    <Table.Cell>{c.city ?? '-'}</Table.Cell>
                    <Table.Cell>{c.typology ?? '-'}</Table.Cell>
                    <Table.Cell><Wrap gap="1">{c.tags.map((tag) => <Badge key={tag} size="sm">{tag}</Badge>)}</Wrap></Table.Cell>
                    <Table.Cell>{formatDate(c.createdAt)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        </>
      ) : null}
      {data ? <Pager page={state.page} total={data.total} limit={data.limit} onPage={(page) => void navigate(`${pathname}${clientListSearch({ ...state, page })}`)} /> : null}
      {data ? <Badge alignSelf="flex-start" variant="subtle" data-testid="clients-total"><Trans>{data.total} au total</Trans></Badge> : null}
    </Stack>
  );
}
