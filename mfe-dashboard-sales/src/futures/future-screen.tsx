import { Box, Button, Heading, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { api, ApiError, useApi } from '@vendange/api-client';
import type { FutureOffer, FutureOrder } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { getHref } from '@vendange/route-registry';
import { showSnackbar } from '@vendange/store';
import { ConfirmDialog, ErrorScreen, formatCents, formatDate, NotFound, PageLoader } from '@vendange/ui';
import { failureText } from '../dialogs/failure-text';
import { formatDay } from '../quotes/quote-labels';
import { futureFormOf, refreshFutures } from './future-form';
import { FutureStatusBadge, TrancheProgress } from './future-labels';
import { FutureOfferForm } from './future-offer-form';
import { DeliverDialog, FormatsDialog, TakeOrderDialog } from './future-order-dialogs';

type Move = 'open' | 'closed' | 'delivered' | 'formats';

function Fact({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Stack gap="0.5" minW="40">
      <Text fontSize="xs" color="gray.600">{label}</Text>
      <Text data-testid={testId}>{children}</Text>
    </Stack>
  );
}

interface OrdersProps {
  offer: FutureOffer; orders: FutureOrder[]; write: boolean; onFormats: (o: FutureOrder) => void; onDeliver: (o: FutureOrder) => void; onDeposit: (o: FutureOrder) => void;
}

/** Pieces of a primeur order, shown in the table's cells and on the phone's cards alike. */
function orderPieces({ offer, write, onFormats, onDeliver, onDeposit }: Omit<OrdersProps, 'orders'>, o: FutureOrder) {
  const formatName = (id: number) => offer.formats.find((f) => f.formatId === id)?.label ?? `#${id}`;
  return {
    reference: <Link asChild color="brand.600"><RouterLink to={getHref('orderDetail', { id: o.orderId })} data-testid="future-order-link">{o.orderReference}</RouterLink></Link>,
    parts: <Text fontSize="xs" color="gray.600">{o.parts.map((p) => `${p.quantity} × ${formatCents(p.unitPriceCents)}`).join(' + ')}</Text>,
    deposit: o.depositInvoiceNumber
      ? <Link asChild color="brand.600"><RouterLink to={getHref('deposits')} data-testid="future-deposit-link">{o.depositInvoiceNumber}</RouterLink></Link>
      : write ? <Button size="xs" variant="outline" onClick={() => onDeposit(o)} data-testid="future-deposit-issue"><Trans>Émettre l'acompte</Trans></Button> : <Text>-</Text>,
    formats: (
      <Stack gap="1" align="flex-start">
        <Text fontSize="sm" data-testid="future-order-formats">{o.formats ? o.formats.map((f) => `${f.count} × ${formatName(f.formatId)}`).join(', ') : <Trans>À choisir</Trans>}</Text>
        {write && !o.deliveredAt && o.orderStatus !== 'cancelled' ? <Button size="xs" variant="ghost" colorPalette="brand" px="0" onClick={() => onFormats(o)} data-testid="future-order-formats-edit"><Trans>Choisir les formats</Trans></Button> : null}
      </Stack>
    ),
    delivery: o.orderStatus === 'cancelled' ? <Text color="red.600" data-testid="future-order-cancelled"><Trans>Annulée</Trans></Text>
      : o.deliveredAt ? <Text data-testid="future-order-delivered"><Trans>Livrée le {formatDate(o.deliveredAt)}</Trans></Text>
      : write && offer.status === 'delivered' && o.formats ? <Button size="xs" colorPalette="brand" onClick={() => onDeliver(o)} data-testid="future-order-deliver"><Trans>Livrer</Trans></Button>
        : <Text color="gray.600"><Trans>En élevage</Trans></Text>,
  };
}

/** The campaign's primeur orders: client, bottles by tranche, total, its order and deposit invoice, formats, delivery; cards on phones. */
function FutureOrdersTable(props: OrdersProps) {
  const { orders } = props;
  if (orders.length === 0) {
    return <Box bg="white" borderWidth="1px" borderRadius="md" p="6" textAlign="center" color="gray.600" data-testid="future-orders-empty"><Trans>Aucune commande de primeurs pour le moment.</Trans></Box>;
  }
  return (
    <>
      <Stack gap="2" hideFrom="md" as="ul" listStyleType="none" data-testid="future-order-cards">
        {orders.map((o) => {
          const p = orderPieces(props, o);
          return (
            <Box as="li" key={o.id} bg="white" borderWidth="1px" borderRadius="md" p="3" data-testid="future-order-card">
              <Stack gap="1.5" fontSize="sm">
                <HStack justify="space-between" gap="2" wrap="wrap">{p.reference}<Text fontWeight="medium">{formatCents(o.totalTtcCents)}</Text></HStack>
                <Text fontWeight="medium">{o.clientName} · <Trans>{o.quantity} bouteilles</Trans></Text>
                {p.parts}
                <HStack gap="2" wrap="wrap"><Text color="gray.600"><Trans>Acompte :</Trans></Text>{p.deposit}</HStack>
                {p.formats}
                {p.delivery}
              </Stack>
            </Box>
          );
        })}
      </Stack>
      <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="white" hideBelow="md">
        <Table.Root size="sm" data-testid="future-orders">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader><Trans>Commande</Trans></Table.ColumnHeader>
              <Table.ColumnHeader><Trans>Client</Trans></Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end"><Trans>Bouteilles</Trans></Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end"><Trans>Total TTC</Trans></Table.ColumnHeader>
              <Table.ColumnHeader><Trans>Acompte</Trans></Table.ColumnHeader>
              <Table.ColumnHeader><Trans>Formats</Trans></Table.ColumnHeader>
              <Table.ColumnHeader><Trans>Livraison</Trans></Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {orders.map((o) => {
              const p = orderPieces(props, o);
              return (
                <Table.Row key={o.id} data-testid="future-order-row">
                  <Table.Cell>{p.reference}</Table.Cell>
                  <Table.Cell>{o.clientName}</Table.Cell>
                  <Table.Cell textAlign="end"><Text>{o.quantity}</Text>{p.parts}</Table.Cell>
                  <Table.Cell textAlign="end">{formatCents(o.totalTtcCents)}</Table.Cell>
                  <Table.Cell>{p.deposit}</Table.Cell>
                  <Table.Cell>{p.formats}</Table.Cell>
                  <Table.Cell>{p.delivery}</Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </>
  );
}

/**
 * /dashboard/futures/{id}: a campaign, its tranches sold, its status moves (each confirmed), its primeur orders
 * (take one, the client's formats, delivery once bottled: then the order ships and is invoiced as any order).
 */
export function FutureScreen() {
  const { t } = useLingui();
  const { id } = useParams();
  const { shopId, can } = useShopAccess();
  const valid = /^\d+$/.test(id ?? '');
  const query = { shopId: shopId ?? undefined };
  const { data: offer, error, mutate } = useApi<FutureOffer>(valid ? `/v1/futures/${id}` : null, query, { shouldRetryOnError: false });
  const { data: orders, mutate: mutateOrders } = useApi<FutureOrder[]>(valid ? `/v1/futures/${id}/orders` : null, query);
  const [editing, setEditing] = useState(false);
  const [move, setMove] = useState<Move | null>(null);
  const [taking, setTaking] = useState(false);
  const [formatsOf, setFormatsOf] = useState<FutureOrder | null>(null);
  const [delivering, setDelivering] = useState<FutureOrder | null>(null);
  const [busy, setBusy] = useState(false);
  const initial = useMemo(() => (offer ? futureFormOf(offer) : null), [offer]);

  if (!valid || (error instanceof ApiError && error.status === 404)) return <NotFound />;
  if (error) return <ErrorScreen detail={error instanceof Error ? error.message : undefined} />;
  if (!offer || shopId === null || !initial) return <PageLoader />;

  const reload = async () => { await refreshFutures(); await Promise.all([mutate(), mutateOrders()]); };
  const write = can('createFutureOrder');
  const run = async (path: string, method: 'POST' | 'PUT', body: object, done: string) => {
    setBusy(true);
    try {
      await api(path, { method, query: { shopId }, body, silent: true });
      showSnackbar('success', done);
      await reload();
    } catch (err) {
      showSnackbar('error', failureText(err));
    } finally {
      setBusy(false);
      setMove(null);
    }
  };
  const name = offer.name;
  const moveText: Record<Move, { title: string; label: string; message: ReactNode; done: string }> = {
    open: { title: t`Ouvrir « ${name} » aux commandes ?`, label: t`Ouvrir`, message: <Trans>Ses tranches ne se modifient plus une fois ouverte.</Trans>, done: t`Campagne ouverte.` },
    closed: { title: t`Clore « ${name} » ?`, label: t`Clore`, message: <Trans>Plus aucune commande n'est prise ; celles enregistrées restent à livrer.</Trans>, done: t`Campagne close.` },
    formats: { title: t`Clore le choix des formats de « ${name} » ?`, label: t`Clore le choix`, message: <Trans>Vos clients ne changent plus leurs formats ; vous pouvez encore les changer jusqu'à la livraison.</Trans>, done: t`Choix des formats clos.` },
    delivered: { title: t`Le vin de « ${name} » est-il en bouteille ?`, label: t`Marquer en livraison`, message: <Trans>Les commandes dont les formats sont choisis peuvent alors être livrées ; plus aucune commande n'est prise.</Trans>, done: t`Campagne en livraison : livrez ses commandes.` },
  };

  return (
    <Stack gap="4" data-testid="future-screen">
      <Link asChild color="brand.600" fontSize="sm" alignSelf="flex-start"><RouterLink to={getHref('futures')}><Trans>← Toutes les campagnes</Trans></RouterLink></Link>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <HStack gap="3" wrap="wrap">
          <Heading size="lg" data-testid="future-name-title">{offer.name}</Heading>
          <FutureStatusBadge status={offer.status} />
        </HStack>
        {write ? (
          <HStack gap="2" wrap="wrap">
            {offer.status === 'draft' ? <Button size="sm" variant="outline" onClick={() => setEditing(!editing)} data-testid="future-edit">{editing ? <Trans>Fermer l'édition</Trans> : <Trans>Modifier</Trans>}</Button> : null}
            {offer.status === 'draft' || offer.status === 'closed' ? <Button size="sm" colorPalette="brand" onClick={() => setMove('open')} data-testid="future-open"><Trans>Ouvrir</Trans></Button> : null}
            {offer.status === 'open' ? <Button size="sm" colorPalette="brand" onClick={() => setTaking(true)} data-testid="future-take"><Trans>Prendre une commande</Trans></Button> : null}
            {offer.status === 'open' ? <Button size="sm" variant="outline" onClick={() => setMove('closed')} data-testid="future-close"><Trans>Clore</Trans></Button> : null}
            {offer.formatsOpen && offer.status !== 'draft' ? <Button size="sm" variant="outline" onClick={() => setMove('formats')} data-testid="future-formats-close"><Trans>Clore le choix des formats</Trans></Button> : null}
            {offer.status === 'open' || offer.status === 'closed' ? <Button size="sm" variant="outline" onClick={() => setMove('delivered')} data-testid="future-bottled"><Trans>Mis en bouteille</Trans></Button> : null}
          </HStack>
        ) : null}
      </HStack>
      {editing && offer.status === 'draft' ? (
        <FutureOfferForm initial={initial} shopId={shopId} offerId={offer.id} onSaved={async () => { showSnackbar('success', t`Campagne enregistrée.`); setEditing(false); await reload(); }} />
      ) : (
        <Box bg="white" borderWidth="1px" borderRadius="md" p="4">
          <HStack gap="6" wrap="wrap" align="flex-start">
            <Fact label={<Trans>Cuvée</Trans>} testId="future-product-label">{offer.productLabel} {offer.vintage}</Fact>
            <Fact label={<Trans>Livraison prévue</Trans>}>{formatDay(offer.expectedDelivery)}</Fact>
            <Fact label={<Trans>Formats</Trans>}>{offer.formats.map((f) => f.label).join(', ')}</Fact>
            <Fact label={<Trans>Choix des formats</Trans>} testId="future-formats-choice">
              {offer.formatsClosedAt ? t`Clos le ${formatDate(offer.formatsClosedAt)}`
                : !offer.formatsOpen ? (offer.formatsCloseOn ? t`Clos depuis le ${formatDay(offer.formatsCloseOn)}` : t`Clos (en bouteille)`)
                  : offer.formatsCloseOn ? t`Ouvert jusqu'au ${formatDay(offer.formatsCloseOn)}` : t`Ouvert`}
            </Fact>
            <Fact label={<Trans>Vendu</Trans>} testId="future-sold">{offer.sold} / {offer.cap}</Fact>
            <Fact label={<Trans>Prix actuel</Trans>} testId="future-price">{offer.currentPriceCents === null ? t`Épuisé` : formatCents(offer.currentPriceCents)}</Fact>
          </HStack>
          <Box mt="4" maxW="md"><TrancheProgress offer={offer} /></Box>
        </Box>
      )}
      <Heading as="h2" size="md"><Trans>Commandes de primeurs</Trans></Heading>
      {orders ? (
        <FutureOrdersTable offer={offer} orders={orders} write={write} onFormats={setFormatsOf} onDeliver={setDelivering}
          onDeposit={(o) => void run(`/v1/futures/orders/${o.id}/deposit`, 'POST', {}, t`Facture d'acompte émise.`)} />
      ) : <PageLoader />}
      {taking ? <TakeOrderDialog offer={offer} shopId={shopId} onClose={() => setTaking(false)} onDone={async () => { setTaking(false); await reload(); }} /> : null}
      {formatsOf ? <FormatsDialog offer={offer} order={formatsOf} shopId={shopId} onClose={() => setFormatsOf(null)} onDone={async () => { setFormatsOf(null); await reload(); }} /> : null}
      <ConfirmDialog
        open={move !== null} title={move ? moveText[move].title : ''} confirmLabel={move ? moveText[move].label : ''} cancelLabel={t`Annuler`} busy={busy}
        message={move ? moveText[move].message : null} testId="future-move-dialog"
        onConfirm={() => (move === 'formats' ? run(`/v1/futures/${offer.id}/formats/close`, 'POST', {}, moveText.formats.done)
          : move ? run(`/v1/futures/${offer.id}/status`, 'PUT', { status: move }, moveText[move].done) : undefined)} onCancel={() => setMove(null)}
      />
      {delivering ? <DeliverDialog order={delivering} shopId={shopId} onClose={() => setDelivering(null)} onDone={async () => { setDelivering(null); await reload(); }} /> : null}
    </Stack>
  );
}
