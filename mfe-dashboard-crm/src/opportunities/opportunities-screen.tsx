import { Badge, Box, Button, Flex, Heading, HStack, Link, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type DragEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { api, useApi } from '@vendange/api-client';
import type { BoardColumn, Opportunity, OpportunityBoard, PipelineStage } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { showSnackbar } from '@vendange/store';
import { getHref } from '@vendange/route-registry';
import { ErrorScreen, formatCents, formatDate, FormDialog, PageLoader } from '@vendange/ui';
import { failureText } from '../tasks/task-labels';
import { OpportunityDialog } from './opportunity-dialog';
import { StagesEditor } from './stages-editor';

const DRAG_TYPE = 'application/x-vendange-opportunity';

/** The sale form opened as a quote for the won opportunity's client. */
export const quoteHrefFor = (clientId: number) => getHref('orderAdd', {}, { subType: 'quote', clientId });

/** The keyboard's (and the phone's) way to move a card: a list of the other stages. */
function MoveTo({ opportunity, stages, onMove }: { opportunity: Opportunity; stages: PipelineStage[]; onMove: (o: Opportunity, stageId: number) => void }) {
  const { t } = useLingui();
  return (
    <NativeSelect.Root size="xs">
      <NativeSelect.Field aria-label={t`Déplacer « ${opportunity.title} » vers`} value="" onChange={(e) => { if (e.target.value) onMove(opportunity, Number(e.target.value)); }}
        data-testid="opportunity-move">
        <option value="">{t`Déplacer vers…`}</option>
        {stages.filter((s) => s.id !== opportunity.stageId).map((s) => <option key={s.id} value={String(s.id)}>{s.name}</option>)}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

function OpportunityCard({ opportunity, stage, stages, onMove, onOpen, draggable }: {
  opportunity: Opportunity; stage: PipelineStage; stages: PipelineStage[]; onMove: (o: Opportunity, stageId: number) => void; onOpen: (o: Opportunity) => void; draggable: boolean;
}) {
  const onDragStart = (e: DragEvent) => {
    e.dataTransfer.setData(DRAG_TYPE, String(opportunity.id));
    e.dataTransfer.effectAllowed = 'move';
  };
  return (
    <Stack gap="1" bg="white" borderWidth="1px" borderRadius="md" p="2" fontSize="sm" draggable={draggable} onDragStart={draggable ? onDragStart : undefined}
      cursor={draggable ? 'grab' : undefined} data-testid="opportunity-card" data-opportunity-id={opportunity.id}>
      <Button variant="plain" p="0" h="auto" color="brand.600" fontWeight="medium" whiteSpace="normal" textAlign="start" justifyContent="flex-start" onClick={() => onOpen(opportunity)} data-testid="opportunity-open">
        {opportunity.title}
      </Button>
      <Text color="gray.700" overflowWrap="anywhere">{opportunity.clientName}</Text>
      <HStack justify="space-between" wrap="wrap" gap="1">
        <Text fontWeight="semibold">{formatCents(opportunity.amountCents)}</Text>
        <Badge variant="subtle">{opportunity.probability} %</Badge>
      </HStack>
      <Text color="gray.600" fontSize="xs">{opportunity.ownerName}{opportunity.expectedOn ? ` · ${formatDate(opportunity.expectedOn)}` : ''}</Text>
      {stage.outcome === 'won' ? (
        <Link asChild fontSize="xs" color="green.700" fontWeight="medium"><RouterLink to={quoteHrefFor(opportunity.clientId)} data-testid="opportunity-quote-link"><Trans>Créer le devis</Trans></RouterLink></Link>
      ) : null}
      <MoveTo opportunity={opportunity} stages={stages} onMove={onMove} />
    </Stack>
  );
}

function ColumnHead({ column }: { column: BoardColumn }) {
  const total = formatCents(column.totalCents);
  const weighted = formatCents(column.weightedCents);
  return (
    <Stack gap="0.5" data-testid="opportunity-column-head">
      <HStack justify="space-between"><Heading as="h2" size="sm">{column.stage.name}</Heading><Badge data-testid="opportunity-column-count">{column.count}</Badge></HStack>
      <Text fontSize="xs" color="gray.600" data-testid="opportunity-column-total"><Trans>{total} · pondéré {weighted}</Trans></Text>
    </Stack>
  );
}

/**
 * /dashboard/clients/opportunities (seeAllClient): the pipeline board, a column per stage (set at
 * settings?link=crm) with its count and totals. On a desktop cards are dragged between columns; everywhere the
 * « Déplacer vers » list does the same from the keyboard; on a phone the columns become a list. Won: the quote
 * for the client is offered.
 */
export function OpportunitiesScreen() {
  const { t } = useLingui();
  const { shopId, can } = useShopAccess();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  // settings?link=crm leads here with #etapes: the stages open over the board.
  const editingStages = hash === '#etapes';
  const setEditingStages = (open: boolean) => void navigate(`${pathname}${search}${open ? '#etapes' : ''}`, { replace: true });
  const { data, error, isLoading, mutate } = useApi<OpportunityBoard>(shopId === null ? null : '/v1/opportunities', { shopId });
  const [dialog, setDialog] = useState<Opportunity | 'new' | null>(null);
  const [won, setWon] = useState<Opportunity | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const writable = can('createClient');
  const stages = data?.columns.map((c) => c.stage) ?? [];

  const move = async (opportunity: Opportunity, stageId: number) => {
    if (opportunity.stageId === stageId) return;
    try {
      const moved = await api<Opportunity>(`/v1/opportunities/${opportunity.id}/move`, { method: 'POST', query: { shopId }, body: { stageId }, silent: true });
      await mutate();
      const stage = stages.find((s) => s.id === stageId);
      showSnackbar('success', t`« ${opportunity.title} » est passée à l'étape ${stage?.name ?? ''}.`);
      if (stage?.outcome === 'won') setWon(moved);
    } catch (err) {
      showSnackbar('error', failureText(err));
    }
  };
  const onDrop = (e: DragEvent, column: BoardColumn) => {
    e.preventDefault();
    setOver(null);
    const id = Number(e.dataTransfer.getData(DRAG_TYPE));
    const opportunity = data?.columns.flatMap((c) => c.items).find((o) => o.id === id);
    if (opportunity) void move(opportunity, column.stage.id);
  };

  if (shopId === null) return null;
  return (
    <Stack gap="4" data-testid="opportunities">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading size="xl"><Trans>Opportunités</Trans></Heading>
        <HStack gap="2">
          {writable ? <Button size="sm" variant="outline" onClick={() => setEditingStages(true)} data-testid="stages-open"><Trans>Étapes du pipeline</Trans></Button> : null}
          {writable ? <Button colorPalette="brand" size="sm" onClick={() => setDialog('new')} data-testid="opportunity-new"><Trans>Nouvelle affaire</Trans></Button> : null}
        </HStack>
      </Flex>
      {error ? <ErrorScreen detail={error instanceof Error ? error.message : undefined} /> : null}
      {isLoading && !data ? <PageLoader /> : null}
      {data && data.columns.every((c) => c.count === 0) ? (
        <Box bg="white" borderRadius="md" p="6" textAlign="center" color="gray.600" data-testid="opportunities-empty">
          <Trans>Aucune affaire en cours : créez-en une pour suivre une vente, de la découverte à la commande.</Trans>
        </Box>
      ) : null}
      {data ? (
        <>
          {/* Desktop: the board, columns side by side, scrolled sideways when they do not fit. */}
          <HStack align="flex-start" gap="3" overflowX="auto" pb="2" hideBelow="md" data-testid="opportunity-board">
            {data.columns.map((column) => (
              <Stack key={column.stage.id} gap="2" minW="15rem" w="15rem" flexShrink={0} bg={over === column.stage.id ? 'brand.50' : 'gray.100'} borderRadius="md" p="2"
                onDragOver={writable ? (e) => { e.preventDefault(); setOver(column.stage.id); } : undefined} onDragLeave={() => setOver(null)} onDrop={writable ? (e) => onDrop(e, column) : undefined}
                data-testid="opportunity-column" data-stage={column.stage.name}>
                <ColumnHead column={column} />
                {column.items.map((o) => <OpportunityCard key={o.id} opportunity={o} stage={column.stage} stages={stages} onMove={(x, s) => void move(x, s)} onOpen={setDialog} draggable={writable} />)}
              </Stack>
            ))}
          </HStack>
          {/* Phone: a list, stage by stage. */}
          <Stack gap="4" hideFrom="md" data-testid="opportunity-list">
            {data.columns.filter((c) => c.count > 0).map((column) => (
              <Stack key={column.stage.id} gap="2" data-testid="opportunity-list-stage">
                <ColumnHead column={column} />
                {column.items.map((o) => <OpportunityCard key={o.id} opportunity={o} stage={column.stage} stages={stages} onMove={(x, s) => void move(x, s)} onOpen={setDialog} draggable={false} />)}
              </Stack>
            ))}
          </Stack>
        </>
      ) : null}
      {dialog ? <OpportunityDialog shopId={shopId} stages={stages} opportunity={dialog === 'new' ? null : dialog} onClose={() => setDialog(null)} onSaved={() => mutate()} /> : null}
      {editingStages && writable ? <StagesEditor shopId={shopId} onClose={() => setEditingStages(false)} onChanged={() => mutate()} /> : null}
      {won ? (
        <FormDialog title={t`Affaire gagnée !`} ariaLabel={t`Affaire gagnée`} testId="opportunity-won" submitLabel={<Trans>Créer le devis</Trans>}
          onClose={() => setWon(null)} onSubmit={(e) => { e.preventDefault(); void navigate(quoteHrefFor(won.clientId)); }}>
          <Text><Trans>« {won.title} » avec {won.clientName} est gagnée. Préparez maintenant son devis : le client est déjà choisi.</Trans></Text>
        </FormDialog>
      ) : null}
    </Stack>
  );
}
