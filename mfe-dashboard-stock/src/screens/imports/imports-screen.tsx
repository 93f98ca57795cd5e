import { Badge, Box, Button, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type DragEvent } from 'react';
import { Link } from 'react-router';
import { api, fileForm, useApi } from '@vendange/api-client';
import {
  IMPORT_MAX_BYTES, IMPORT_MAX_LINES, importColumns, importPaths, importTemplate, messages, type ImportDetail, type ImportKind, type ImportStatus, type ImportSummary,
} from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { getHref } from '@vendange/route-registry';
import { showSnackbar } from '@vendange/store';
import { ConfirmDialog, formatDateTime, ListPage, type Column } from '@vendange/ui';
import { canRevert, importFileProblem, importStatusColors, importStatusLabels, refreshImports } from '../../lib/import-view';
import { ImportPreview } from './import-preview';

/** The template's CSV, made here from the contract (the same columns the server reads). */
function downloadTemplate(kind: ImportKind) {
  const url = URL.createObjectURL(new Blob([importTemplate(kind)], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = kind === 'products' ? 'modele-import-produits.csv' : 'modele-import-stock.csv';
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * /dashboard/products/imports (createProduct) and /dashboard/stocks/imports (seeAllStock): a file is sent and
 * checked (nothing written), confirmed, written by a job whose progress is polled; the history undoes one.
 */
export function ImportsScreen({ kind }: { kind: ImportKind }) {
  const { t, i18n } = useLingui();
  const { shopId, can } = useShopAccess();
  const allowed = kind === 'products' ? can('createProduct') : can('seeAllStock');
  const [currentId, setCurrentId] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [reverting, setReverting] = useState<ImportSummary | null>(null);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const lastStatus = useRef<ImportStatus | null>(null);
  const query = { shopId: shopId ?? undefined };
  const { data: current, mutate } = useApi<ImportDetail>(currentId ? importPaths.one(kind, currentId) : null, query, {
    // The job writes in chunks: read its progress every second while it runs.
    refreshInterval: (d) => (d?.status === 'processing' ? 1000 : 0),
    // Once the job is over, the history, the stock and the products are read again (once, not at every poll).
    onSuccess: (d) => {
      if (lastStatus.current === 'processing' && d.status !== 'processing') void refreshImports(kind);
      lastStatus.current = d.status;
    },
  });

  const fail = (err: unknown) => showSnackbar('error', err instanceof Error && err.message ? err.message : messages.internal);

  const send = async (file: File | undefined) => {
    if (!file) return;
    const problem = importFileProblem(file);
    if (problem) {
      showSnackbar('error', problem === 'type' ? t`Choisissez un fichier CSV ou Excel (.xlsx).` : t`Le fichier dépasse ${IMPORT_MAX_BYTES / 1024 / 1024} Mo : coupez-le en plusieurs fichiers.`);
      return;
    }
    setSending(true);
    try {
      const detail = await api<ImportDetail>(importPaths.list(kind), { method: 'POST', query, body: fileForm(file), silent: true });
      lastStatus.current = detail.status;
      setCurrentId(detail.id);
      await mutate(detail, { revalidate: false });
      await refreshImports(kind);
    } catch (err) {
      fail(err);
    } finally {
      setSending(false);
      if (input.current) input.current.value = '';
    }
  };

  const confirm = async () => {
    if (!current) return;
    setConfirming(true);
    try {
      const started = await api<ImportDetail>(importPaths.confirm(kind, current.id), { method: 'POST', query, silent: true });
      lastStatus.current = started.status;
      await mutate(started, { revalidate: false });
      await refreshImports(kind);
    } catch (err) {
      fail(err);
    } finally {
      setConfirming(false);
    }
  };

  const revert = async () => {
    if (!reverting) return;
    try {
      const done = await api<ImportDetail>(importPaths.revert(kind, reverting.id), { method: 'POST', query, silent: true });
      showSnackbar('success', t`Import annulé.`);
      if (done.id === currentId) await mutate(done, { revalidate: false });
      await refreshImports(kind);
    } catch (err) {
      fail(err);
    } finally {
      setReverting(null);
    }
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    void send(e.dataTransfer.files[0]);
  };

  const badge = (i: ImportSummary) => <Badge colorPalette={importStatusColors[i.status]} data-testid="import-status">{i18n._(importStatusLabels[i.status])}</Badge>;
  const actions = (i: ImportSummary) => (
    <HStack gap="2" justify="flex-end">
      <Button size="xs" variant="ghost" onClick={() => setCurrentId(i.id)} data-testid="import-open"><Trans>Voir</Trans></Button>
      {canRevert(i.status) ? (
        <Button size="xs" variant="outline" colorPalette="red" onClick={() => setReverting(i)} data-testid="import-revert"><Trans>Annuler l’import</Trans></Button>
      ) : null}
    </HStack>
  );
  const columns: Column<ImportSummary>[] = [
    { header: <Trans>Fichier</Trans>, cell: (i) => i.fileName },
    { header: <Trans>Statut</Trans>, cell: badge },
    { header: <Trans>Lignes</Trans>, cell: (i) => `${i.processedLines} / ${i.totalLines}`, align: 'end' },
    { header: <Trans>Erreurs</Trans>, cell: (i) => i.errorCount, align: 'end' },
    { header: <Trans>Par</Trans>, cell: (i) => i.createdBy ?? '-' },
    { header: <Trans>Le</Trans>, cell: (i) => formatDateTime(i.createdAt) },
    { header: '', cell: actions, align: 'end' },
  ];

  const back = kind === 'products' ? getHref('products') : getHref('stocks');
  if (!allowed) return <Text data-testid="imports-forbidden"><Trans>Vous n’avez pas le droit d’importer ici : demandez-le au propriétaire de la boutique.</Trans></Text>;
  const revertedName = reverting?.fileName ?? '';
  return (
    <Stack gap="4" data-testid="imports-screen">
      <HStack gap="3" wrap="wrap">
        <Button asChild size="sm" variant="ghost"><Link to={back}>{kind === 'products' ? <Trans>← Produits</Trans> : <Trans>← Stocks</Trans>}</Link></Button>
        <Heading size="md">{kind === 'products' ? <Trans>Importer des produits</Trans> : <Trans>Importer du stock</Trans>}</Heading>
      </HStack>

      <Stack gap="2" bg="white" borderWidth="1px" borderRadius="md" p="4">
        <Text fontSize="sm" color="gray.700">
          {kind === 'products'
            ? <Trans>Un fichier CSV (séparé par « ; » ou « , ») ou Excel (.xlsx), une ligne par vin et contenance. Les produits sont créés en pause.</Trans>
            : <Trans>Un fichier CSV (séparé par « ; » ou « , ») ou Excel (.xlsx), une ligne par format, entrepôt, millésime et lot : le stock que vous avez aujourd’hui.</Trans>}
          {' '}<Trans>Colonnes : {importColumns[kind].join(', ')}. {IMPORT_MAX_LINES} lignes au plus.</Trans>
        </Text>
        <HStack>
          <Button size="sm" variant="outline" onClick={() => downloadTemplate(kind)} data-testid="import-template"><Trans>Télécharger le modèle</Trans></Button>
        </HStack>
        <Box
          borderWidth="2px" borderStyle="dashed" borderColor={dragging ? 'brand.500' : 'gray.300'} borderRadius="md" p="6" textAlign="center"
          onDragOver={(e) => { e.preventDefault(); setDragging(true); }} onDragLeave={() => setDragging(false)} onDrop={onDrop} data-testid="import-drop"
        >
          <Text mb="2"><Trans>Déposez votre fichier ici, ou</Trans></Text>
          <Input
            ref={input} type="file" accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" display="none"
            onChange={(e) => void send(e.target.files?.[0])} data-testid="import-file" aria-label={t`Fichier à importer`}
          />
          <Button size="sm" colorPalette="brand" loading={sending} onClick={() => input.current?.click()}><Trans>Choisir un fichier</Trans></Button>
        </Box>
      </Stack>

      {current ? <ImportPreview detail={current} busy={confirming} onConfirm={() => void confirm()} /> : null}

      <ListPage<ImportSummary>
        testId="imports-list" title={<Trans>Imports précédents</Trans>} path={importPaths.list(kind)} query={query} rowKey={(i) => i.id} columns={columns} searchable={false}
        empty={<Trans>Aucun import pour l’instant.</Trans>}
        card={(i) => (
          <Stack gap="1.5" fontSize="sm">
            <HStack justify="space-between" gap="2" wrap="wrap"><Text fontWeight="medium">{i.fileName}</Text>{badge(i)}</HStack>
            <Text color="gray.600">{i.processedLines} / {i.totalLines} · {i.createdBy ?? '-'} · {formatDateTime(i.createdAt)}</Text>
            {actions(i)}
          </Stack>
        )}
      />

      <ConfirmDialog
        open={reverting !== null} title={t`Annuler l’import ${revertedName} ?`} confirmLabel={t`Annuler l’import`} cancelLabel={t`Garder l’import`} destructive
        message={kind === 'products'
          ? <Trans>Les produits créés par cet import seront archivés (fermés). C’est refusé si l’un d’eux a déjà été commandé.</Trans>
          : <Trans>Les quantités entrées par cet import seront retirées des entrepôts par un mouvement inverse, inscrit au registre.</Trans>}
        onConfirm={revert} onCancel={() => setReverting(null)} testId="import-revert-dialog"
      />
    </Stack>
  );
}
