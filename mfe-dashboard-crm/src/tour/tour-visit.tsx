import { Badge, Box, Button, Checkbox, Heading, HStack, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { consumerSampleRefusal, type ClientFile, type ProductSummary, type Task } from '@vendange/contracts';
import { formatCents, formatDate, formatName } from '@vendange/ui';
import type { TourAction, TourLine } from './tour-store';

interface Props {
  visit: Task;
  file: ClientFile | null;
  catalogue: ProductSummary[];
  /** The agent holds createOrder on the visit's shop: their sale is an order, else a quote. */
  asOrder: boolean;
  /** The agent may leave a sample on the visit's shop (createOrder, or createQuote for their own client). */
  canSample: boolean;
  done: boolean;
  take: (action: TourAction) => void;
}

/** The client's last orders and quotes, newest first (what they usually buy). */
function History({ file }: { file: ClientFile }) {
  const docs = [
    ...(file.documents?.orders ?? []).map((o) => ({ ...o, quote: false })),
    ...(file.documents?.quotes ?? []).map((q) => ({ ...q, channel: '', quote: true })),
  ].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, 5);
  return (
    <Stack gap="1" data-testid="tour-history">
      <Heading size="sm"><Trans>Derniers achats</Trans></Heading>
      {docs.length === 0 ? <Text fontSize="sm" color="gray.600"><Trans>Aucune commande ni devis pour ce client.</Trans></Text> : null}
      {docs.map((d) => (
        <HStack key={`${d.quote ? 'q' : 'o'}${d.id}`} justify="space-between" fontSize="sm">
          <Text>{d.quote ? <Trans>Devis</Trans> : <Trans>Commande</Trans>} {d.reference} · {formatDate(d.createdAt)}</Text>
          <Text fontWeight="medium" whiteSpace="nowrap">{formatCents(d.totalTtcCents)}</Text>
        </HStack>
      ))}
      {file.documents && file.documents.balanceDueCents > 0
        ? <Text fontSize="sm" color="orange.700"><Trans>Reste dû : {formatCents(file.documents.balanceDueCents)}</Trans></Text> : null}
    </Stack>
  );
}

/** The client's price list: each format of the catalogue at their grid. */
function PriceList({ file, catalogue }: { file: ClientFile; catalogue: ProductSummary[] }) {
  const typology = file.client.typology;
  return (
    <Stack gap="1" data-testid="tour-prices">
      <Heading size="sm">{typology ? <Trans>Tarif {typology}</Trans> : <Trans>Tarif public</Trans>}</Heading>
      <Box maxH="48" overflowY="auto">
        {catalogue.flatMap((p) => p.formats.map((f) => (
          <HStack key={f.id} justify="space-between" fontSize="sm">
            <Text>{p.name} · {formatName(f)}</Text>
            <Text whiteSpace="nowrap">{f.displayCents !== null ? formatCents(f.displayCents) : '—'}</Text>
          </HStack>
        )))}
      </Box>
    </Stack>
  );
}

/** Wines and quantities picked from the kept catalogue: the sale's lines, or the sample's bottles. */
function LinePicker({ catalogue, lines, setLines, defaultQuantity, testid }: {
  catalogue: ProductSummary[]; lines: TourLine[]; setLines: (lines: TourLine[]) => void; defaultQuantity: string; testid: string;
}) {
  const { t } = useLingui();
  const options = catalogue.flatMap((p) => p.formats.map((f) => ({ value: `${p.id}:${f.id}`, label: `${p.name} · ${formatName(f)}`, cents: f.displayCents })));
  const [pick, setPick] = useState('');
  const [quantity, setQuantity] = useState(defaultQuantity);
  const add = () => {
    const option = options.find((o) => o.value === pick);
    const n = Number(quantity);
    if (!option || !Number.isInteger(n) || n < 1) return;
    const [productId, formatId] = option.value.split(':').map(Number) as [number, number];
    setLines([...lines.filter((l) => l.formatId !== formatId), { productId, formatId, quantity: n, label: option.label }]);
  };
  return (
    <>
      <NativeSelect.Root>
        <NativeSelect.Field bg="white" value={pick} aria-label={t`Produit`} onChange={(e) => setPick(e.target.value)} data-testid={`${testid}-format`}>
          <option value="">{t`Choisissez un vin`}</option>
          {options.map((o) => <option key={o.value} value={o.value}>{o.label}{o.cents !== null ? ` · ${formatCents(o.cents)}` : ''}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <HStack>
        <Input bg="white" type="number" min={1} inputMode="numeric" value={quantity} onChange={(e) => setQuantity(e.target.value)} aria-label={t`Quantité`} data-testid={`${testid}-quantity`} />
        <Button variant="outline" onClick={add} disabled={!pick} data-testid={`${testid}-add`}><Trans>Ajouter</Trans></Button>
      </HStack>
      {lines.map((l) => (
        <HStack key={l.formatId} justify="space-between" fontSize="sm" data-testid={testid}>
          <Text>{l.quantity} × {l.label}</Text>
          <Button size="xs" variant="ghost" onClick={() => setLines(lines.filter((x) => x !== l))}><Trans>Retirer</Trans></Button>
        </HStack>
      ))}
    </>
  );
}

/** The sale taken at the visit: lines from the kept catalogue; the server prices it at the client's list when it arrives. */
function SaleForm({ visit, catalogue, asOrder, take }: Pick<Props, 'visit' | 'catalogue' | 'asOrder' | 'take'>) {
  const [lines, setLines] = useState<TourLine[]>([]);
  const save = () => {
    take({ kind: 'sale', key: crypto.randomUUID(), shopId: visit.shopId, clientId: visit.clientId!, clientName: visit.clientName ?? '', asOrder, lines, refused: null });
    setLines([]);
  };
  return (
    <Stack gap="2" data-testid="tour-sale">
      <Heading size="sm">{asOrder ? <Trans>Prendre une commande</Trans> : <Trans>Proposer un devis</Trans>}</Heading>
      <LinePicker catalogue={catalogue} lines={lines} setLines={setLines} defaultQuantity="6" testid="tour-line" />
      <Button colorPalette="brand" disabled={lines.length === 0} onClick={save} data-testid="tour-sale-save">
        {asOrder ? <Trans>Enregistrer la commande</Trans> : <Trans>Enregistrer le devis</Trans>}
      </Button>
    </Stack>
  );
}

/**
 * « Échantillon »: bottles left with the client at the visit, recorded as a prepared sample of that client (the
 * producer marks it sent). A private client only if they asked for it (the 2022 rule, checked here as on the server).
 */
function SampleForm({ visit, file, catalogue, take }: Pick<Props, 'visit' | 'file' | 'catalogue' | 'take'>) {
  const { t } = useLingui();
  const [lines, setLines] = useState<TourLine[]>([]);
  const [purpose, setPurpose] = useState('');
  const [requested, setRequested] = useState(false);
  const isPro = file?.client.isPro ?? true;
  const refusal = consumerSampleRefusal({ isPro }, requested);
  const save = () => {
    take({
      kind: 'sample', key: crypto.randomUUID(), shopId: visit.shopId, clientId: visit.clientId!, clientName: visit.clientName ?? '',
      lines, purpose: purpose.trim() || null, requestedByClient: requested, refused: null,
    });
    setLines([]);
    setPurpose('');
  };
  return (
    <Stack gap="2" data-testid="tour-sample">
      <Heading size="sm"><Trans>Échantillon</Trans></Heading>
      <LinePicker catalogue={catalogue} lines={lines} setLines={setLines} defaultQuantity="1" testid="tour-sample-line" />
      <Input bg="white" value={purpose} onChange={(e) => setPurpose(e.target.value)} placeholder={t`Pourquoi (facultatif)`} aria-label={t`Objet de l'échantillon`} data-testid="tour-sample-purpose" />
      {isPro ? null : (
        <Checkbox.Root checked={requested} onCheckedChange={(e) => setRequested(e.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label><Trans>Demandé par le client</Trans></Checkbox.Label>
        </Checkbox.Root>
      )}
      {refusal && lines.length > 0
        ? <Text fontSize="sm" color="red.700"><Trans>Un particulier ne reçoit un échantillon que s'il l'a demandé : cochez « Demandé par le client » s'il l'a fait.</Trans></Text> : null}
      <Button variant="outline" disabled={lines.length === 0 || refusal !== null} onClick={save} data-testid="tour-sample-save">
        <Trans>Laisser l'échantillon</Trans>
      </Button>
    </Stack>
  );
}

/** A note on the client, kept with the client's file. */
function NoteForm({ visit, take }: Pick<Props, 'visit' | 'take'>) {
  const { t } = useLingui();
  const [body, setBody] = useState('');
  const save = () => {
    take({ kind: 'note', key: crypto.randomUUID(), shopId: visit.shopId, clientId: visit.clientId!, clientName: visit.clientName ?? '', body: body.trim(), refused: null });
    setBody('');
  };
  return (
    <Stack gap="2">
      <Heading size="sm"><Trans>Note sur le client</Trans></Heading>
      <Textarea bg="white" value={body} onChange={(e) => setBody(e.target.value)} aria-label={t`Note sur le client`} data-testid="tour-note" />
      <Button variant="outline" disabled={body.trim() === ''} onClick={save} data-testid="tour-note-save"><Trans>Enregistrer la note</Trans></Button>
    </Stack>
  );
}

/** One visit opened: the client's history and price list at hand, then what the agent takes there. */
export function TourVisit({ visit, file, catalogue, asOrder, canSample, done, take }: Props) {
  const markDone = () => take({ kind: 'done', key: `done:${visit.shopId}:${visit.id}`, shopId: visit.shopId, taskId: visit.id, clientName: visit.clientName ?? '', refused: null });
  return (
    <Stack gap="4" pt="3" data-testid="tour-visit-panel">
      {file ? <History file={file} /> : <Text fontSize="sm" color="gray.600"><Trans>La fiche de ce client n'a pas pu être lue.</Trans></Text>}
      {file ? <PriceList file={file} catalogue={catalogue} /> : null}
      {done ? null : <SaleForm visit={visit} catalogue={catalogue} asOrder={asOrder} take={take} />}
      {done || !canSample ? null : <SampleForm visit={visit} file={file} catalogue={catalogue} take={take} />}
      <NoteForm visit={visit} take={take} />
      {done
        ? <Badge colorPalette="green" alignSelf="flex-start" data-testid="tour-visit-done"><Trans>Visite terminée</Trans></Badge>
        : <Button colorPalette="green" onClick={markDone} data-testid="tour-done"><Trans>Marquer la visite terminée</Trans></Button>}
    </Stack>
  );
}
