import { useState, type ReactNode } from 'react';
import { Alert, Badge, Box, Button, Flex, Grid, Heading, HStack, Input, Link, Stack, Text, Textarea, Wrap } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink, useParams } from 'react-router';
import { api, useApi } from '@vendange/api-client';
import type { ClientFile, ClientListPage, CrmClient } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { getHref } from '@vendange/route-registry';
import { ConfirmDialog, ErrorScreen, formatCents, formatDate, formatDateTime, PageLoader, useDebounced } from '@vendange/ui';
import { ClientTasksPanel } from '../tasks/client-tasks-panel';
import { ClientAgentsField } from '../structure/client-agents-field';
import { ClientContacts } from './client-contacts';
import { ClientFormView } from './client-form';
import { clientFormOf } from './client-form-model';
import { civilityLabels, timelineLabels } from './client-labels';

function Section({ title, children, testId, action }: { title: ReactNode; children: ReactNode; testId: string; action?: ReactNode }) {
  return (
    <Box bg="white" borderWidth="1px" borderRadius="md" p="4" data-testid={testId}>
      <Flex justify="space-between" align="center" mb="3" gap="2" wrap="wrap"><Heading size="md">{title}</Heading>{action}</Flex>
      {children}
    </Box>
  );
}

const Empty = ({ children }: { children: ReactNode }) => <Text color="gray.600" fontSize="sm">{children}</Text>;

function Identity({ file }: { file: ClientFile }) {
  const { i18n } = useLingui();
  const c = file.client;
  const civility = c.civility && c.civility in civilityLabels ? i18n._(civilityLabels[c.civility as keyof typeof civilityLabels]) : '';
  const address = c.deliveryAddress ?? c.billingAddress;
  return (
    <Stack gap="1" fontSize="sm">
      {c.isPro ? <Text fontWeight="medium">{c.businessName}</Text> : null}
      {c.firstname || c.lastname ? <Text>{[civility, c.firstname, c.lastname].filter(Boolean).join(' ')}</Text> : null}
      {c.siret ? <Text data-testid="client-siret-shown"><Trans>SIRET {c.siret} (SIREN {c.siren}, NIC {c.nic})</Trans></Text> : null}
      {c.vatNumber ? <Text><Trans>TVA {c.vatNumber}</Trans></Text> : null}
      {c.email ? <Link href={`mailto:${c.email}`} color="brand.600">{c.email}</Link> : null}
      {c.phone ? <Link href={`tel:${c.phone}`} color="brand.600">{c.phone}</Link> : null}
      {address ? <Text>{[address.street, address.complement, `${address.zipcode} ${address.city}`, address.country].filter(Boolean).join(', ')}</Text> : c.city ? <Text>{c.city}</Text> : null}
      <Text color="gray.600">
        {c.typology ? <Trans>Tarif {c.typology}</Trans> : <Trans>Tarif de la boutique</Trans>}
        {c.department ? <> · <Trans>Département {c.department}</Trans></> : null}
      </Text>
      <Text color="gray.600">
        {c.marketingConsent && c.marketingConsentAt ? <Trans>Consentement marketing donné le {formatDate(c.marketingConsentAt)}</Trans> : <Trans>Pas de consentement marketing</Trans>}
      </Text>
      {c.tags.length > 0 ? <Wrap gap="1">{c.tags.map((tag) => <Badge key={tag}>{tag}</Badge>)}</Wrap> : null}
    </Stack>
  );
}

function Documents({ file }: { file: ClientFile }) {
  const docs = file.documents;
  if (!docs) return <Alert.Root status="warning"><Alert.Indicator /><Alert.Title>{file.documentsError}</Alert.Title></Alert.Root>;
  return (
    <Grid templateColumns={{ base: '1fr', lg: 'repeat(2, 1fr)' }} gap="4">
      <Section title={<Trans>Commandes</Trans>} testId="client-orders">
        {docs.orders.length === 0 ? <Empty><Trans>Aucune commande.</Trans></Empty> : (
          <Stack gap="1" fontSize="sm" as="ul" listStyleType="none">
            {docs.orders.map((o) => (
              <HStack as="li" key={o.id} justify="space-between" gap="2" wrap="wrap" data-testid="client-order">
                <Link asChild color="brand.600"><RouterLink to={getHref('orderDetail', { id: o.id })}>{o.reference}</RouterLink></Link>
                <Text color="gray.600">{formatDate(o.createdAt)}</Text>
                <Text>{formatCents(o.totalTtcCents)}</Text>
              </HStack>
            ))}
          </Stack>
        )}
      </Section>
      <Section title={<Trans>Devis</Trans>} testId="client-quotes">
        {docs.quotes.length === 0 ? <Empty><Trans>Aucun devis.</Trans></Empty> : (
          <Stack gap="1" fontSize="sm" as="ul" listStyleType="none">
            {docs.quotes.map((q) => (
              <HStack as="li" key={q.id} justify="space-between" gap="2" wrap="wrap">
                <Link asChild color="brand.600"><RouterLink to={getHref('orderDetail', { id: q.id })}>{q.reference}</RouterLink></Link>
                <Text color="gray.600">{formatDate(q.createdAt)}</Text>
                <Text>{formatCents(q.totalTtcCents)}</Text>
              </HStack>
            ))}
          </Stack>
        )}
      </Section>
      <Section title={<Trans>Factures, avoirs et paiements</Trans>} testId="client-invoices"
        action={<Badge colorPalette={docs.balanceDueCents > 0 ? 'orange' : 'green'} data-testid="client-balance"><Trans>Reste dû {formatCents(docs.balanceDueCents)}</Trans></Badge>}>
        {docs.invoices.length === 0 ? <Empty><Trans>Aucune facture.</Trans></Empty> : (
          <Stack gap="1" fontSize="sm" as="ul" listStyleType="none">
            {docs.invoices.map((i) => (
              <HStack as="li" key={i.id} justify="space-between" gap="2" wrap="wrap">
                <Text fontWeight="medium">{i.kind === 'credit' ? <Trans>Avoir {i.number}</Trans> : <Trans>Facture {i.number}</Trans>}</Text>
                <Text color="gray.600">{formatDate(i.issuedAt)}</Text>
                <Text>{formatCents(i.totalTtcCents)}</Text>
                {i.kind === 'credit' ? null : i.dueCents > 0 ? <Badge colorPalette="orange"><Trans>dû {formatCents(i.dueCents)}</Trans></Badge> : <Badge colorPalette="green"><Trans>payée</Trans></Badge>}
              </HStack>
            ))}
          </Stack>
        )}
      </Section>
      <Section title={<Trans>Échantillons</Trans>} testId="client-samples">
        {docs.samples.length === 0 ? <Empty><Trans>Aucun échantillon.</Trans></Empty> : (
          <Stack gap="1" fontSize="sm" as="ul" listStyleType="none">
            {docs.samples.map((s) => (
              <HStack as="li" key={s.id} justify="space-between" gap="2">
                <Link asChild color="brand.600"><RouterLink to={getHref('sampleDetail', { id: s.id })}><Trans>Échantillon du {formatDate(s.createdAt)}</Trans></RouterLink></Link>
              </HStack>
            ))}
          </Stack>
        )}
      </Section>
    </Grid>
  );
}

function NoteForm({ clientId, onSaved }: { clientId: number; onSaved: () => Promise<unknown> }) {
  const { t } = useLingui();
  const { shopId } = useShopAccess();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setError(null);
    setBusy(true);
    try {
      await api(`/v1/clients/${clientId}/notes`, { method: 'POST', body: { shopId, body } });
      setBody('');
      await onSaved();
    } catch (err) {
      setError(err instanceof Error ? err.message.replace(/ \(\w+\)$/, '') : t`La note n’a pas été enregistrée : réessayez.`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="2" as="form" onSubmit={(e) => { e.preventDefault(); void save(); }}>
      <Textarea bg="white" value={body} onChange={(e) => setBody(e.target.value)} aria-label={t`Nouvelle note`} placeholder={t`Appel, visite, dégustation…`} data-testid="client-note-input" />
      {error ? <Text color="red.600" fontSize="sm" role="alert">{error}</Text> : null}
      <Button type="submit" alignSelf="flex-end" size="sm" colorPalette="brand" loading={busy} data-testid="client-note-save"><Trans>Ajouter la note</Trans></Button>
    </Stack>
  );
}

function Timeline({ file }: { file: ClientFile }) {
  const { i18n } = useLingui();
  if (file.timeline.length === 0) return <Empty><Trans>Rien pour le moment.</Trans></Empty>;
  return (
    <Stack gap="2" as="ol" listStyleType="none" data-testid="client-timeline">
      {file.timeline.map((e, i) => (
        <Box as="li" key={`${e.kind}-${e.documentId ?? i}-${e.at}`} borderStartWidth="3px" borderColor={e.kind === 'note' ? 'brand.400' : 'gray.300'} ps="3" data-testid={`client-timeline-${e.kind}`}>
          <Text fontSize="xs" color="gray.600">{formatDateTime(e.at)} · {i18n._(timelineLabels[e.kind])}{e.author ? ` · ${e.author}` : ''}</Text>
          {e.body ? <Text fontSize="sm" whiteSpace="pre-wrap">{e.body}</Text> : null}
        </Box>
      ))}
    </Stack>
  );
}

/** Choosing the duplicate to merge into this client, then confirming. */
function MergeBox({ client, onMerged }: { client: CrmClient; onMerged: () => Promise<unknown> }) {
  const { t } = useLingui();
  const { shopId } = useShopAccess();
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim());
  const { data } = useApi<ClientListPage>(search.length >= 2 ? '/v1/clients' : null, { shopId: shopId ?? undefined, search, limit: 8 });
  const [picked, setPicked] = useState<CrmClient | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const merge = async () => {
    if (!picked) return;
    setBusy(true);
    setError(null);
    try {
      await api('/v1/clients/merge', { method: 'POST', body: { shopId, keepId: client.id, mergeId: picked.id } });
      setPicked(null);
      setTyped('');
      await onMerged();
    } catch (err) {
      setError(err instanceof Error ? err.message : t`La fusion n’a pas abouti : réessayez.`);
    } finally {
      setBusy(false);
    }
  };
  const candidates = (data?.items ?? []).filter((c) => c.id !== client.id);
  return (
    <Stack gap="2">
      <Text fontSize="sm" color="gray.600"><Trans>Un doublon de ce client ? Cherchez-le : ses contacts, notes, étiquettes et documents rejoindront cette fiche, et il disparaîtra des listes.</Trans></Text>
      <Input bg="white" value={typed} onChange={(e) => setTyped(e.target.value)} aria-label={t`Chercher le doublon`} placeholder={t`Nom, e-mail, SIRET…`} data-testid="client-merge-search" />
      <Stack gap="1" as="ul" listStyleType="none">
        {candidates.map((c) => (
          <HStack as="li" key={c.id} justify="space-between">
            <Text fontSize="sm">{c.name}{c.email ? ` · ${c.email}` : ''}</Text>
            <Button size="xs" variant="outline" colorPalette="red" onClick={() => setPicked(c)} data-testid="client-merge-pick"><Trans>Fusionner ici</Trans></Button>
          </HStack>
        ))}
      </Stack>
      {error ? <Text color="red.600" fontSize="sm" role="alert">{error}</Text> : null}
      <ConfirmDialog open={picked !== null} destructive busy={busy} testId="client-merge-confirm"
        title={t`Fusionner deux clients`}
        message={picked ? <Trans>« {picked.name} » sera fusionné dans « {client.name} » : ses contacts, notes, étiquettes, commandes, devis et échantillons passent sur cette fiche. Cela ne se défait pas.</Trans> : null}
        confirmLabel={t`Fusionner`} onConfirm={merge} onCancel={() => setPicked(null)} />
    </Stack>
  );
}

/**
 * /dashboard/clients/{id} (seeAllClient): the client's identity and contacts, orders, quotes, invoices and credit notes
 * with the balance due, samples, notes and timeline; editing, notes and merging with createClient.
 */
export function ClientScreen() {
  const { id } = useParams();
  const { shopId, can } = useShopAccess();
  const { data: file, error, isLoading, mutate } = useApi<ClientFile>(id ? `/v1/clients/${id}` : null, { shopId: shopId ?? undefined });
  const [editing, setEditing] = useState(false);
  if (error) return <ErrorScreen detail={error instanceof Error ? error.message : undefined} />;
  if (isLoading || !file) return <PageLoader />;
  const c = file.client;
  const writer = can('createClient');
  if (c.mergedIntoId) {
    return (
      <Alert.Root status="info" data-testid="client-merged">
        <Alert.Indicator />
        <Alert.Title><Trans>Ce client a été fusionné.</Trans> <Link asChild color="brand.600"><RouterLink to={getHref('clientDetail', { id: c.mergedIntoId })}><Trans>Ouvrir la fiche conservée</Trans></RouterLink></Link></Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <Stack gap="4" data-testid="client-page">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <HStack gap="2" wrap="wrap">
          <Heading size="xl" data-testid="client-name">{c.name}</Heading>
          <Badge variant="subtle">{c.isPro ? <Trans>Professionnel</Trans> : <Trans>Particulier</Trans>}</Badge>
          {c.pipe === 'prospect' ? <Badge colorPalette="purple"><Trans>Prospect</Trans></Badge> : null}
        </HStack>
        <HStack gap="2">
          <Button asChild size="sm" variant="ghost"><RouterLink to={getHref('clients')}><Trans>Tous les clients</Trans></RouterLink></Button>
          {writer && !editing ? <Button size="sm" variant="outline" onClick={() => setEditing(true)} data-testid="client-edit"><Trans>Modifier</Trans></Button> : null}
        </HStack>
      </Flex>
      {editing ? (
        <ClientFormView initial={clientFormOf(c)} withContacts={false} submitLabel={<Trans>Enregistrer</Trans>} onCancel={() => setEditing(false)}
          onSubmit={async (body) => {
            await api(`/v1/clients/${c.id}`, { method: 'PUT', body });
            setEditing(false);
            await mutate();
          }} />
      ) : (
        <Grid templateColumns={{ base: '1fr', lg: '1fr 2fr' }} gap="4" alignItems="start">
          <Stack gap="4">
            <Section title={<Trans>Identité</Trans>} testId="client-identity">
              <Stack gap="3">
                <Identity file={file} />
                {/* Which agents follow the client (docs/decisions/sales-structure.md): read with accessAgent, changed with createAgent. */}
                {can('accessAgent') && shopId ? <ClientAgentsField shopId={shopId} clientId={c.id} editable={can('createAgent')} /> : null}
              </Stack>
            </Section>
            <Section title={<Trans>Contacts</Trans>} testId="client-contacts">
              <ClientContacts clientId={c.id} contacts={c.contacts} writer={writer} onChanged={() => mutate()} />
            </Section>
            <ClientTasksPanel clientId={c.id} clientName={c.name} />
            {writer ? <Section title={<Trans>Fusionner un doublon</Trans>} testId="client-merge"><MergeBox client={c} onMerged={() => mutate()} /></Section> : null}
          </Stack>
          <Stack gap="4">
            <Documents file={file} />
            <Section title={<Trans>Notes et historique</Trans>} testId="client-notes">
              <Stack gap="4">
                {writer ? <NoteForm clientId={c.id} onSaved={() => mutate()} /> : null}
                <Timeline file={file} />
              </Stack>
            </Section>
          </Stack>
        </Grid>
      )}
    </Stack>
  );
}
