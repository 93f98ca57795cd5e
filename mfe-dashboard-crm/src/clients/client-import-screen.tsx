import { useState } from 'react';
import { Alert, Badge, Box, Button, Heading, HStack, Input, Link, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router';
import { api, useApi } from '@vendange/api-client';
import { clientImportTemplate, crmClientPaths, type ClientImport } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { getHref } from '@vendange/route-registry';
import { ConfirmDialog, FormField, formatDateTime, StickyActions } from '@vendange/ui';
import { importStatusLabels } from './client-labels';

/** The template as a file the browser saves (French Excel: `;` and a BOM). */
function templateHref(): string {
  return `data:text/csv;charset=utf-8,${encodeURIComponent(`\uFEFF${clientImportTemplate}`)}`;
}

/**
 * /dashboard/clients/import (createClient): a CSV of clients read and checked first (errors per line, duplicates of
 * the file or of the shop's clients by e-mail or SIRET), then created once confirmed, duplicates left out. A completed
 * import can be undone (after a confirmation) while none of its clients has documents; recent imports open below.
 */
export function ClientImportScreen() {
  const { t, i18n } = useLingui();
  const { shopId, user } = useShopAccess();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ClientImport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [reverting, setReverting] = useState(false);
  const { data: recent, mutate: reloadRecent } = useApi<{ items: ClientImport[] }>(shopId ? crmClientPaths.imports : null, { shopId: shopId ?? undefined });

  const read = async () => {
    if (!file) { setError(t`Choisissez un fichier CSV.`); return; }
    setBusy(true);
    setError(null);
    try {
      setPreview(await api<ClientImport>('/v1/clients/imports', { method: 'POST', body: { shopId, fileName: file.name, content: await file.text() } }));
    } catch (err) {
      setError(err instanceof Error ? err.message : t`Le fichier n’a pas pu être lu : réessayez.`);
    } finally {
      setBusy(false);
    }
  };
  const confirm = async () => {
    if (!preview) return;
    setBusy(true);
    setError(null);
    try {
      setPreview(await api<ClientImport>(`/v1/clients/imports/${preview.id}/confirm`, { method: 'POST', body: { shopId } }));
      await reloadRecent();
    } catch (err) {
      setError(err instanceof Error ? err.message : t`L’import n’a pas abouti : réessayez.`);
    } finally {
      setBusy(false);
    }
  };
  const revert = async () => {
    if (!preview) return;
    setError(null);
    try {
      setPreview(await api<ClientImport>(crmClientPaths.importRevert(preview.id), { method: 'POST', body: { shopId }, silent: true }));
      await reloadRecent();
    } catch (err) {
      setError(err instanceof Error ? err.message : t`L’import n’a pas été annulé : réessayez.`);
    } finally {
      setReverting(false);
    }
  };
  const toCreate = preview ? preview.preview.filter((l) => !l.duplicate).length : 0;

  return (
    <Stack gap="4" data-testid="client-import">
      <Heading size="xl"><Trans>Importer des clients</Trans></Heading>
      <Box bg="white" borderWidth="1px" borderRadius="md" p="4">
        <Stack gap="3">
          {/* An agent's import gives them its clients (crm-clients.md): said before they choose the file. */}
          {user?.role === 'agent' ? <Text fontSize="sm" color="gray.700" data-testid="client-import-agent-note"><Trans>Les clients que vous importez vous sont confiés ; un client déjà dans le fichier du domaine est écarté.</Trans></Text> : null}
          <Text fontSize="sm"><Trans>Un fichier CSV en UTF-8, une ligne par client, avec une ligne d’en-têtes.</Trans> <Link href={templateHref()} download="modele-clients.csv" color="brand.600" data-testid="client-import-template"><Trans>Télécharger le modèle</Trans></Link></Text>
          <FormField label={<Trans>Fichier</Trans>}>
            <Input type="file" accept=".csv,text/csv" p="1" onChange={(e) => { setFile(e.target.files?.[0] ?? null); setPreview(null); }} data-testid="client-import-file" />
          </FormField>
          <Button alignSelf="flex-start" onClick={() => void read()} loading={busy && !preview} data-testid="client-import-read"><Trans>Lire le fichier</Trans></Button>
        </Stack>
      </Box>
      {error ? <Alert.Root status="error" data-testid="client-import-error"><Alert.Indicator /><Alert.Title>{error}</Alert.Title></Alert.Root> : null}
      {preview ? (
        <Stack gap="3" data-testid="client-import-preview">
          <HStack gap="2" wrap="wrap">
            <Badge data-testid="client-import-status">{i18n._(importStatusLabels[preview.status])}</Badge>
            <Badge variant="subtle"><Trans>{preview.totalLines} lignes</Trans></Badge>
            <Badge colorPalette="orange" data-testid="client-import-duplicates"><Trans>{preview.duplicates.length} doublons écartés</Trans></Badge>
            {preview.errors.length > 0 ? <Badge colorPalette="red"><Trans>{preview.errors.length} erreurs</Trans></Badge> : null}
            {preview.status === 'completed' ? <Badge colorPalette="green" data-testid="client-import-created"><Trans>{preview.createdCount} clients créés</Trans></Badge> : null}
            {preview.status === 'reverted' ? <Badge colorPalette="gray" data-testid="client-import-reverted"><Trans>{preview.createdCount} clients retirés</Trans></Badge> : null}
          </HStack>
          {preview.errors.length > 0 ? (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title><Trans>Corrigez ces lignes dans le fichier, puis déposez-le à nouveau :</Trans></Alert.Title>
                <Stack as="ul" gap="0" ps="4" fontSize="sm" data-testid="client-import-errors">
                  {preview.errors.map((e, i) => <li key={i}><Trans>Ligne {e.line}</Trans>{e.column ? ` (${e.column})` : ''} : {e.message}</li>)}
                </Stack>
              </Alert.Content>
            </Alert.Root>
          ) : null}
          <Box bg="white" borderWidth="1px" borderRadius="md" overflowX="auto">
            <Table.Root size="sm">
              <Table.Header><Table.Row>
                <Table.ColumnHeader><Trans>Ligne</Trans></Table.ColumnHeader><Table.ColumnHeader><Trans>Nom</Trans></Table.ColumnHeader>
                <Table.ColumnHeader><Trans>E-mail</Trans></Table.ColumnHeader><Table.ColumnHeader><Trans>SIRET</Trans></Table.ColumnHeader><Table.ColumnHeader><Trans>Doublon</Trans></Table.ColumnHeader>
              </Table.Row></Table.Header>
              <Table.Body>
                {preview.preview.map((l) => (
                  <Table.Row key={l.line} data-testid="client-import-line">
                    <Table.Cell>{l.line}</Table.Cell><Table.Cell>{l.name}</Table.Cell><Table.Cell>{l.email ?? '-'}</Table.Cell><Table.Cell>{l.siret ?? '-'}</Table.Cell>
                    <Table.Cell>{l.duplicate ? <Badge colorPalette="orange">{preview.duplicates.find((d) => d.line === l.line)?.reason}</Badge> : null}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
          <StickyActions>
            <Button asChild variant="ghost"><RouterLink to={getHref('clients')}><Trans>Retour aux clients</Trans></RouterLink></Button>
            {preview.status === 'pending' ? (
              <Button colorPalette="brand" onClick={() => void confirm()} loading={busy} disabled={preview.errors.length > 0 || toCreate === 0} data-testid="client-import-confirm">
                <Trans>Créer {toCreate} clients</Trans>
              </Button>
            ) : null}
            {preview.status === 'completed' && preview.createdCount > 0 ? (
              <Button variant="outline" colorPalette="red" onClick={() => setReverting(true)} data-testid="client-import-revert"><Trans>Annuler l’import</Trans></Button>
            ) : null}
          </StickyActions>
          <ConfirmDialog open={reverting} destructive testId="client-import-revert-confirm"
            title={t`Annuler l’import`}
            message={<Trans>Les {preview.createdCount} clients créés par « {preview.fileName} » seront retirés de votre fichier, avec leurs contacts et leurs notes. Si l’un d’eux a déjà une commande, un devis, une facture ou un échantillon, rien ne sera retiré.</Trans>}
            confirmLabel={t`Annuler l’import`} cancelLabel={t`Garder les clients`} onConfirm={revert} onCancel={() => setReverting(false)} />
        </Stack>
      ) : null}
      {recent && recent.items.length > 0 ? (
        <Box bg="white" borderWidth="1px" borderRadius="md" p="4" data-testid="client-import-recent">
          <Heading size="md" mb="3"><Trans>Imports récents</Trans></Heading>
          <Stack gap="2" as="ul" listStyleType="none">
            {recent.items.slice(0, 10).map((r) => (
              <Stack as="li" key={r.id} direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="2" fontSize="sm" data-testid="client-import-recent-item">
                <Text>{r.fileName} · {formatDateTime(r.createdAt)} · {i18n._(importStatusLabels[r.status])}</Text>
                <Button size="xs" variant="outline" width={{ base: 'full', sm: 'auto' }} onClick={() => { setError(null); setPreview(r); }} data-testid="client-import-open"><Trans>Ouvrir</Trans></Button>
              </Stack>
            ))}
          </Stack>
        </Box>
      ) : null}
    </Stack>
  );
}
