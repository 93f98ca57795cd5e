import { Alert, Badge, Box, Button, Flex, Grid, Heading, HStack, IconButton, Input, Link, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useApi } from '@vendange/api-client';
import type { SalesPoint, TillCatalogue, TillItem } from '@vendange/contracts';
import { useLazyPart, useShopAccess } from '@vendange/mfe-kit';
import { getHref } from '@vendange/route-registry';
import { showSnackbar } from '@vendange/store';
import { ClientSearch, formatCents, PageLoader, productTypeLabels } from '@vendange/ui';
import type { QuickClient } from '../clients/quick-client-dialog';
import { showOnCustomerDisplay } from '../display/customer-display';
import { addItem, byCategory, cartAmounts, emptyCart, isWrapping, itemOfCode, repriced, saleBodyOf, wrappingItem, setLineDiscount, setQuantity, type Cart, type PaymentEntry } from '../till/till-cart';
import { TillDiscountDialog } from '../till/till-discount-dialog';
import { TillPaymentDialog } from '../till/till-payment-dialog';
import { cameraPart, quickClientPart, receiptPart } from '../till/till-parts';
import { useTillSync } from '../till/use-till-sync';

/** A keyboard-wedge scanner types its digits within a few milliseconds of each other, then Enter. */
const SCAN_GAP_MS = 80;
const typingInField = (target: EventTarget | null) => target instanceof HTMLElement && (['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.isContentEditable);

/**
 * The optional client of the CRM (their price list and e-mail on the ticket), for staff who may read clients;
 * « Nouveau client » for those who may create one (createClient, which the CRM checks again).
 */
function ClientPicker({ cart, onPick, onNew }: { cart: Cart; onPick: (client: { id: number; name: string } | null) => void; onNew: (() => void) | null }) {
  const { shopId } = useShopAccess();
  if (cart.clientId) {
    return (
      <HStack justify="space-between" data-testid="till-client">
        <Text><Trans>Client : {cart.clientName}</Trans></Text>
        <Button size="sm" variant="ghost" onClick={() => onPick(null)}><Trans>Retirer</Trans></Button>
      </HStack>
    );
  }
  if (shopId === null) return null;
  return (
    <Stack gap="1">
      <HStack justify="space-between">
        <Text fontSize="sm" color="gray.600"><Trans>Client (facultatif)</Trans></Text>
        {onNew ? <Button size="sm" variant="outline" bg="white" onClick={onNew} data-testid="till-client-new"><Trans>Nouveau client</Trans></Button> : null}
      </HStack>
      <ClientSearch shopId={shopId} minChars={2} testId="till-client" emptyText={<Trans>Aucun client ne correspond.</Trans>}
        onPick={(c) => onPick({ id: c.id, name: c.name })} />
    </Stack>
  );
}

/**
 * /dashboard/salespoints/{id}/new-order: the till, for a tablet or a phone. A product grid by category and a search;
 * a scanned bottle (EAN/GTIN typed by the scanner, then Enter) goes on the ticket; quantities, a line's or the
 * ticket's discount with a reason, an optional client; payment over the accepted types with change and tips. The
 * catalogue and the sales of the moment are kept in the browser, so it keeps selling when the network drops.
 */
export function TillScreen() {
  const { t, i18n } = useLingui();
  const { id } = useParams();
  const pointId = Number(id);
  const { shopId, can } = useShopAccess();
  const sync = useTillSync(pointId, shopId);
  const query = { shopId: shopId ?? undefined };
  const { data: fetchedPoint } = useApi<SalesPoint>(`/v1/salespoints/${pointId}`, query, { shouldRetryOnError: false });
  const { data: fetchedCatalogue, error: catalogueError } = useApi<TillCatalogue>(`/v1/salespoints/${pointId}/catalogue`, query, { shouldRetryOnError: false });
  // What the browser kept last time: the till opens and sells with it while the network is down.
  const point = fetchedPoint ?? sync.store.point();
  const pointCatalogue = fetchedCatalogue ?? sync.store.catalogue();
  useEffect(() => { if (fetchedPoint) sync.store.keepPoint(fetchedPoint); }, [fetchedPoint, sync.store]);
  useEffect(() => { if (fetchedCatalogue) sync.store.keepCatalogue(fetchedCatalogue); }, [fetchedCatalogue, sync.store]);

  const [cart, setCart] = useState<Cart>(emptyCart);
  // A client chosen: the till is priced at their price list (their typology), as the order of their sale is.
  const { data: clientCatalogue, isLoading: clientPricing } = useApi<TillCatalogue>(cart.clientId ? `/v1/salespoints/${pointId}/catalogue` : null,
    { ...query, clientId: cart.clientId ?? undefined }, { shouldRetryOnError: false });
  const catalogue = (cart.clientId ? clientCatalogue : null) ?? pointCatalogue;
  useEffect(() => { if (catalogue) setCart((c) => repriced(c, catalogue.items)); }, [catalogue]);
  const [search, setSearch] = useState('');
  const [paying, setPaying] = useState(false);
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState<number | 'ticket' | null>(null);
  const [receiptOf, setReceiptOf] = useState<number | null>(null);
  const [camera, setCamera] = useState(false);
  const [newClient, setNewClient] = useState(false);
  const closeCamera = useCallback(() => setCamera(false), []);
  // The receipt, the camera and the quick client form are fetched when first opened (till-parts.ts).
  const notLoaded = useCallback(() => showSnackbar('error', t`Cette partie de la caisse n'a pas pu être chargée : vérifiez le réseau, le ticket en cours est gardé.`), [t]);
  const receipt = useLazyPart(receiptPart, notLoaded);
  const cameraDialog = useLazyPart(cameraPart, notLoaded);
  const quickClient = useLazyPart(quickClientPart, notLoaded);
  const amounts = useMemo(() => cartAmounts(cart), [cart]);
  const pickClient = useCallback((c: QuickClient | { id: number; name: string } | null) => setCart((x) => ({ ...x, clientId: c?.id ?? null, clientName: c?.name ?? null })), []);
  const items = catalogue?.items ?? [];
  const groups = useMemo(() => byCategory(items, search), [items, search]);

  const add = useCallback((item: TillItem) => {
    setCart((c) => addItem(c, item));
    void showOnCustomerDisplay(point?.displayDevice, { kind: 'line', label: item.label, quantity: 1, unitCents: item.unitTtcCents, lineCents: item.unitTtcCents });
  }, [point?.displayDevice]);
  const scan = useCallback((code: string): boolean => {
    const item = itemOfCode(items, code);
    if (!item) { showSnackbar('error', t`Aucun produit de la caisse ne porte le code ${code}.`); return false; }
    add(item);
    return true;
  }, [add, items, t]);

  // The scanner types into the page (no field focused): digits in quick succession, then Enter.
  const buffer = useRef({ digits: '', at: 0 });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (typingInField(e.target) || paying || camera || newClient || editing !== null || receiptOf !== null) return;
      const now = Date.now();
      if (/^\d$/.test(e.key)) {
        buffer.current = { digits: (now - buffer.current.at < SCAN_GAP_MS * 10 ? buffer.current.digits : '') + e.key, at: now };
        return;
      }
      if (e.key === 'Enter') {
        const { digits } = buffer.current;
        buffer.current = { digits: '', at: 0 };
        if (digits.length >= 8) { e.preventDefault(); scan(digits); return; }
        // Enter on its own: to the payment.
        if (cart.lines.length > 0) { e.preventDefault(); setPaying(true); }
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [scan, cart.lines.length, paying, camera, newClient, editing, receiptOf]);

  const pay = async (payments: PaymentEntry[], tipsCents: number) => {
    setBusy(true);
    try {
      const body = saleBodyOf(cart, payments, tipsCents, crypto.randomUUID(), new Date());
      const total = amounts.totalTtcCents;
      const done = await sync.record(body, total);
      const changeCents = payments.reduce((s, p) => s + p.amountCents, 0) - total - tipsCents;
      void showOnCustomerDisplay(point?.displayDevice, { kind: 'change', paidCents: total + tipsCents + changeCents, changeCents });
      setCart(emptyCart);
      setPaying(false);
      if (done) {
        const ticketId = done.ticket.id;
        void receipt.open(() => setReceiptOf(ticketId));
      } else {
        const refused = sync.store.queue().find((q) => q.body.key === body.key)?.refused;
        if (refused) showSnackbar('error', refused);
        else showSnackbar('success', t`Vente enregistrée hors ligne : elle partira dès le retour du réseau.`);
      }
    } finally {
      setBusy(false);
    }
  };

  if (!point || !catalogue) {
    if (catalogueError && !catalogue) return <Alert.Root status="error" m="4"><Alert.Indicator /><Alert.Title role="alert">{catalogueError instanceof Error ? catalogueError.message : t`La caisse n'a pas pu être chargée.`}</Alert.Title></Alert.Root>;
    return <PageLoader />;
  }
  const editedLine = typeof editing === 'number' ? cart.lines[editing] : undefined;
  const wrapping = wrappingItem(point.wrapping ?? null);
  return (
    <Flex direction="column" minH="calc(100dvh - 64px)" data-testid="till-screen">
      <Flex px="3" py="2" gap="3" align="center" justify="space-between" wrap="wrap" bg="white" borderBottomWidth="1px">
        <HStack gap="3">
          <Link asChild color="brand.600"><RouterLink to={getHref('salesPointDetail', { id: point.id })} data-testid="till-back">← <Trans>Journée</Trans></RouterLink></Link>
          <Heading size="md">{point.name}</Heading>
        </HStack>
        <HStack gap="2" role="status" aria-live="polite">
          {sync.offline || sync.waiting.length > 0 ? (
            <Badge colorPalette="orange" size="lg" data-testid="till-offline">
              {sync.offline ? <Trans>Hors ligne — {sync.waiting.length} ventes en attente</Trans> : <Trans>Envoi — {sync.waiting.length} ventes en attente</Trans>}
            </Badge>
          ) : <Badge colorPalette="green" size="lg" data-testid="till-online"><Trans>En ligne</Trans></Badge>}
          {sync.refused.length > 0 ? <Badge colorPalette="red" size="lg" data-testid="till-refused"><Plural value={sync.refused.length} one="# vente refusée" other="# ventes refusées" /></Badge> : null}
        </HStack>
      </Flex>
      {sync.refused.map((q) => (
        <Alert.Root key={q.body.key} status="error" borderRadius="0" data-testid="till-refused-sale">
          <Alert.Indicator />
          <Alert.Title>{t`Vente de ${formatCents(q.totalTtcCents)} refusée :`} {q.refused}</Alert.Title>
          <Button size="xs" variant="outline" ms="auto" onClick={() => sync.forget(q.body.key)}><Trans>Écarter</Trans></Button>
        </Alert.Root>
      ))}
      <Grid templateColumns={{ base: '1fr', md: '3fr 2fr' }} flex="1" minH="0">
        <Stack p="3" gap="3" overflowY="auto">
          <label htmlFor="till-search" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}><Trans>Rechercher ou scanner un produit</Trans></label>
          <HStack gap="2">
            <Input id="till-search" size="xl" bg="white" value={search} placeholder={t`Rechercher, ou scanner le code EAN…`} data-testid="till-search"
              onChange={(e) => setSearch(e.target.value)}
              onKeyDown={(e) => {
                if (e.key !== 'Enter') return;
                e.preventDefault();
                if (/^\d{8,14}$/.test(search.trim())) { if (scan(search.trim())) setSearch(''); return; }
                const found = groups.flatMap((g) => g.items);
                if (found.length === 1) { add(found[0]!); setSearch(''); }
              }} />
            <Button size="xl" variant="outline" bg="white" onClick={() => void cameraDialog.open(() => setCamera(true))} data-testid="till-camera-open"><Trans>Scanner</Trans></Button>
          </HStack>
          {items.length === 0 ? <Text color="gray.600"><Trans>Aucun produit en vente à ce tarif : mettez des produits en ligne avec un prix.</Trans></Text> : null}
          {groups.map((g) => (
            <Stack key={g.category} gap="2">
              {/* A wine's group is its colour; other products are grouped by their type, named in the reader's language. */}
              <Text fontWeight="bold" textTransform="capitalize">{g.category in productTypeLabels ? i18n._(productTypeLabels[g.category as keyof typeof productTypeLabels]) : g.category}</Text>
              <Grid templateColumns="repeat(auto-fill, minmax(9.5rem, 1fr))" gap="2">
                {g.items.map((item) => (
                  <Button key={item.formatId} onClick={() => add(item)} h="auto" minH="20" py="3" whiteSpace="normal" flexDirection="column" alignItems="stretch" variant="outline" bg="white"
                    data-testid="till-product" data-format={item.formatId}>
                    <Text fontSize="sm" textAlign="start" lineClamp={2}>{item.label}</Text>
                    <Text fontWeight="bold" textAlign="end">{formatCents(item.unitTtcCents)}</Text>
                  </Button>
                ))}
              </Grid>
            </Stack>
          ))}
        </Stack>
        <Stack p="3" gap="3" bg="gray.50" borderLeftWidth={{ md: '1px' }} data-testid="till-ticket">
          <Heading size="sm"><Trans>Ticket en cours</Trans></Heading>
          {cart.lines.length === 0 ? <Text color="gray.600" data-testid="till-empty"><Trans>Touchez un produit ou scannez une bouteille.</Trans></Text> : null}
          <Stack gap="2" flex="1" overflowY="auto">
            {cart.lines.map((line, i) => {
              const a = amounts.lines[i]!;
              return (
                <Box key={`${line.item.formatId}-${i}`} bg="white" borderWidth="1px" borderRadius="md" p="2" data-testid="till-line">
                  <Flex justify="space-between" gap="2">
                    {isWrapping(line)
                      ? <Text data-testid="till-line-wrapping">{line.item.label}</Text>
                      : <Button variant="plain" p="0" h="auto" whiteSpace="normal" textAlign="start" onClick={() => setEditing(i)} data-testid="till-line-edit">{line.item.label}</Button>}
                    <Text fontWeight="bold" data-testid="till-line-total">{formatCents(a.lineTtcCents)}</Text>
                  </Flex>
                  <Flex justify="space-between" align="center">
                    <HStack>
                      <IconButton size="lg" variant="outline" aria-label={t`Un de moins`} onClick={() => setCart((c) => setQuantity(c, i, line.quantity - 1))} data-testid="till-line-minus">−</IconButton>
                      <Text minW="8" textAlign="center" fontSize="lg" data-testid="till-line-qty">{line.quantity}</Text>
                      <IconButton size="lg" variant="outline" aria-label={t`Un de plus`} onClick={() => setCart((c) => setQuantity(c, i, line.quantity + 1))} data-testid="till-line-plus">+</IconButton>
                    </HStack>
                    {line.discountPercent || line.fixedUnitTtcCents !== null ? <Text fontSize="xs" color="orange.700">{line.reason}</Text> : null}
                  </Flex>
                </Box>
              );
            })}
          </Stack>
          {wrapping ? (
            <Button variant="outline" size="lg" onClick={() => add(wrapping)} disabled={cart.lines.length === 0} data-testid="till-wrapping">
              <Trans>+ {wrapping.label} ({formatCents(wrapping.unitTtcCents)})</Trans>
            </Button>
          ) : null}
          {can('seeAllClient') ? (
            <ClientPicker cart={cart} onPick={pickClient} onNew={can('createClient') ? () => void quickClient.open(() => setNewClient(true)) : null} />
          ) : null}
          <Button variant="outline" onClick={() => setEditing('ticket')} disabled={cart.lines.length === 0} data-testid="till-ticket-discount">
            {cart.ticketDiscountPercent ? <Trans>Remise ticket : {cart.ticketDiscountPercent} %</Trans> : <Trans>Remise sur le ticket</Trans>}
          </Button>
          {amounts.discountCents > 0 ? <Flex justify="space-between" color="orange.700"><Text><Trans>Remises</Trans></Text><Text>−{formatCents(amounts.discountCents)}</Text></Flex> : null}
          <Flex justify="space-between" fontSize="2xl" fontWeight="bold">
            <Text><Trans>Total TTC</Trans></Text>
            <Text data-testid="till-total">{formatCents(amounts.totalTtcCents)}</Text>
          </Flex>
          <HStack>
            <Button flex="1" size="xl" variant="outline" onClick={() => setCart(emptyCart)} disabled={cart.lines.length === 0} data-testid="till-clear"><Trans>Vider</Trans></Button>
            <Button flex="2" size="xl" colorPalette="green" disabled={cart.lines.length === 0 || clientPricing} loading={clientPricing}
              onClick={() => { setPaying(true); void showOnCustomerDisplay(point.displayDevice, { kind: 'total', totalCents: amounts.totalTtcCents }); }} data-testid="till-pay">
              <Trans>Encaisser</Trans>
            </Button>
          </HStack>
        </Stack>
      </Grid>
      {paying ? <TillPaymentDialog totalCents={amounts.totalTtcCents} accepted={point.paymentTypes} busy={busy} onClose={() => setPaying(false)} onPaid={(p, tips) => void pay(p, tips)} /> : null}
      {editing === 'ticket' ? (
        <TillDiscountDialog label="" unitTtcCents={null} current={{ fixedUnitTtcCents: null, discountPercent: cart.ticketDiscountPercent, reason: cart.ticketDiscountReason }}
          onClose={() => setEditing(null)} onApply={(c) => setCart((x) => ({ ...x, ticketDiscountPercent: c.discountPercent, ticketDiscountReason: c.reason }))} />
      ) : null}
      {editedLine ? (
        <TillDiscountDialog label={editedLine.item.label} unitTtcCents={editedLine.item.unitTtcCents}
          current={{ fixedUnitTtcCents: editedLine.fixedUnitTtcCents, discountPercent: editedLine.discountPercent, reason: editedLine.reason }}
          onClose={() => setEditing(null)} onApply={(c) => setCart((x) => setLineDiscount(x, editing as number, c))} />
      ) : null}
      {camera && cameraDialog.mod ? <cameraDialog.mod.CameraScanDialog onCode={scan} onClose={closeCamera} /> : null}
      {newClient && quickClient.mod ? <quickClient.mod.QuickClientDialog onClose={() => setNewClient(false)} onCreated={(c) => { setNewClient(false); pickClient(c); }} /> : null}
      {receiptOf !== null && receipt.mod ? <receipt.mod.ReceiptDialog pointId={point.id} ticketId={receiptOf} onClose={() => setReceiptOf(null)} /> : null}
    </Flex>
  );
}
