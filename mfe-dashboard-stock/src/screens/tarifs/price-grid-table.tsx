import { Box, Button, Checkbox, Flex, Heading, Input, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import useSWR from 'swr';
import { api, ApiError } from '@vendange/api-client';
import { messages, type CatalogTypology, type PriceGrid } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { showSnackbar } from '@vendange/store';
import { ErrorScreen, formatCents, PageLoader, StickyActions, useDebounced } from '@vendange/ui';
import { gridChanges, mergeGrids, setCell, type GridLine, type GridProblem } from '../../lib/grid-table';
import { useLeaveGuard } from '@vendange/ui';

const LIMIT = 200;

/** The grid: a row per product format, a column per typology, prices typed in euros, saved in one go. */
export function PriceGridTable({ typologies, editable, onSaved }: { typologies: readonly CatalogTypology[]; editable: boolean; onSaved: () => void }) {
  const { t } = useLingui();
  const { shopId } = useShopAccess();
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim());
  const keys = typologies.map((ty) => ty.key);
  const { data, error, isLoading, mutate } = useSWR(keys.length > 0 ? ['price-grids', shopId, search, ...keys] : null, () => Promise.all(keys.map(async (typology) => {
    const grid = await api<PriceGrid>('/v1/price-grids', { query: { typology, shopId: shopId ?? undefined, search: search || undefined, limit: LIMIT } });
    return { typology, rows: grid.items, total: grid.total };
  })), { revalidateOnFocus: false });
  const saved = useMemo(() => (data ? mergeGrids(data) : []), [data]);
  const [edited, setEdited] = useState<GridLine[]>([]);
  const [problems, setProblems] = useState<GridProblem[]>([]);
  const [saving, setSaving] = useState(false);
  useEffect(() => { setEdited(saved); setProblems([]); }, [saved]);
  const pending = useMemo(() => gridChanges(saved, edited), [saved, edited]);
  const changeCount = Object.values(pending.changes).reduce((n, c) => n + c.length, 0) + pending.problems.length;
  const { dialog } = useLeaveGuard(changeCount > 0);
  const truncated = data?.some((g) => g.total > LIMIT) ?? false;

  async function save() {
    const { changes, problems: found } = gridChanges(saved, edited);
    setProblems(found);
    if (found.length > 0) { showSnackbar('error', t`Certains prix ne sont pas des montants : corrigez les cases en rouge.`); return; }
    setSaving(true);
    try {
      for (const [typology, prices] of Object.entries(changes)) {
        await api('/v1/price-grids', { method: 'PUT', body: { shopId: shopId ?? undefined, typology, prices }, silent: true });
      }
      showSnackbar('success', t`Grille enregistrée.`);
      await mutate();
      onSaved();
    } catch (err) {
      showSnackbar('error', err instanceof ApiError ? err.message : messages.internal);
    } finally {
      setSaving(false);
    }
  }

  const problemAt = (formatId: number, typology: string) => problems.find((p) => p.formatId === formatId && p.typology === typology);
  if (keys.length === 0) return null;
  return (
    <Stack gap="3" data-testid="price-grid" id="grille">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading size="md"><Trans>Grille des prix (€ HT, hors droits)</Trans></Heading>
        <Input maxW={{ base: 'full', sm: 'xs' }} bg="white" value={typed} onChange={(e) => setTyped(e.target.value)} placeholder={t`Rechercher un produit…`} aria-label={t`Rechercher un produit dans la grille`} />
      </Flex>
      {error ? <ErrorScreen detail={error instanceof Error ? error.message : undefined} /> : null}
      {isLoading && !data ? <PageLoader /> : null}
      {data && edited.length === 0 ? <Box bg="white" p="6" borderRadius="md" textAlign="center" color="gray.600"><Trans>Aucun format à tarifer : ajoutez des formats à vos produits.</Trans></Box> : null}
      {edited.length > 0 ? (
        <Box bg="white" borderRadius="md" borderWidth="1px" overflowX="auto">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader position="sticky" left="0" bg="white" zIndex="1" minW="10rem"><Trans>Produit et format</Trans></Table.ColumnHeader>
                {typologies.map((ty) => <Table.ColumnHeader key={ty.key} minW="9rem">{ty.name}</Table.ColumnHeader>)}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {edited.map((line) => (
                <Table.Row key={line.formatId} data-testid="price-grid-row">
                  <Table.Cell position="sticky" left="0" bg="white" zIndex="1">
                    <Text fontWeight="medium">{line.productName}</Text>
                    <Text fontSize="xs" color="gray.600">{line.formatLabel}{line.basePriceCents !== null ? ` · ${t`base`} ${formatCents(line.basePriceCents)}` : ''}</Text>
                  </Table.Cell>
                  {typologies.map((ty) => {
                    const cell = line.cells[ty.key] ?? { text: '', visible: true };
                    const problem = problemAt(line.formatId, ty.key);
                    return (
                      <Table.Cell key={ty.key} verticalAlign="top">
                        <Stack gap="1">
                          <Input size="sm" inputMode="decimal" value={cell.text} disabled={!editable} aria-invalid={problem ? true : undefined}
                            borderColor={problem ? 'red.500' : undefined}
                            aria-label={t`Prix de ${line.productName} ${line.formatLabel} pour ${ty.name}`}
                            placeholder={line.basePriceCents !== null ? formatCents(line.basePriceCents) : ''}
                            data-testid={`grid-price-${line.formatId}-${ty.key}`}
                            onChange={(e) => setEdited((l) => setCell(l, line.formatId, ty.key, { text: e.target.value }))} />
                          {problem ? <Text fontSize="xs" color="red.600" role="alert"><Trans>Montant invalide (ex. 12,50)</Trans></Text> : null}
                          <Checkbox.Root size="sm" colorPalette="brand" checked={cell.visible} disabled={!editable}
                            onCheckedChange={(e) => setEdited((l) => setCell(l, line.formatId, ty.key, { visible: e.checked === true }))}
                            data-testid={`grid-visible-${line.formatId}-${ty.key}`}>
                            <Checkbox.HiddenInput />
                            <Checkbox.Control />
                            <Checkbox.Label fontSize="xs" fontWeight="normal"><Trans>Visible</Trans></Checkbox.Label>
                          </Checkbox.Root>
                        </Stack>
                      </Table.Cell>
                    );
                  })}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      ) : null}
      {truncated ? <Text fontSize="sm" color="gray.600"><Trans>Seuls les {LIMIT} premiers formats sont affichés : affinez la recherche.</Trans></Text> : null}
      {editable && edited.length > 0 ? (
        <StickyActions>
          {changeCount > 0 ? <Text fontSize="sm" color="gray.600"><Trans>{changeCount} prix modifiés</Trans></Text> : null}
          <Button variant="outline" disabled={changeCount === 0 || saving} onClick={() => { setEdited(saved); setProblems([]); }}><Trans>Annuler les modifications</Trans></Button>
          <Button colorPalette="brand" disabled={changeCount === 0} loading={saving} onClick={() => void save()} data-testid="price-grid-save"><Trans>Enregistrer la grille</Trans></Button>
        </StickyActions>
      ) : null}
      {dialog}
    </Stack>
  );
}
