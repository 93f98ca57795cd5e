import { Alert, Box, Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useApi } from '@vendange/api-client';
import type { ClientFile, Permission, Shop } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { getHref } from '@vendange/route-registry';
import { ErrorScreen, NotFound, PageLoader, StickyActions, useLazyChecks, useLeaveGuard } from '@vendange/ui';
import { failureText } from '../dialogs/failure-text';
import { AddressFields } from '../sale-form/address-fields';
import { ClientPicker } from '../sale-form/client-picker';
import { ProductPicker } from '../sale-form/product-picker';
import { isDelivered, typingErrors, type SaleErrors } from '../sale-form/sale-body';
import { saleChecks } from '../sale-form/sale-checks';
import { addLine, emptySaleForm, frenchDayPlus, subTypeOf, type PickedClient, type SaleForm, type SaleSubType } from '../sale-form/sale-form';
import { SaleLines } from '../sale-form/sale-lines';
import { paymentTypeOptions, shippingOptions } from '../sale-form/sale-options';
import { SaleTerms } from '../sale-form/sale-terms';
import { SaleTotals } from '../sale-form/sale-totals';
import { useSalePrice } from '../sale-form/use-sale-price';
import { useSaveSale } from '../sale-form/use-save-sale';

/** The right each kind of sale asks (the server's rule on its route). */
const RIGHTS: Record<SaleSubType, Permission[]> = { order: ['createOrder'], quote: ['createQuote'], bill: ['createOrder', 'billOrder'] };

/**
 * /dashboard/orders/add: a sale the producer enters (phone, trade fair): ?subType=quote a quote, ?subType=bill an
 * order invoiced at once, else an order. Staff read their shop's delivery and payment choices (GET /v1/shops/me).
 * ?clientId= starts with that client of the CRM chosen (a won opportunity's quote).
 */
export function SaleAddScreen() {
  const { user, shopId, can } = useShopAccess();
  const { search } = useLocation();
  const subType = subTypeOf(search);
  const staff = user?.role === 'owner' || user?.role === 'iam';
  const { data: shop, error, isLoading } = useApi<Shop>(staff ? '/v1/shops/me' : null, undefined, { shouldRetryOnError: false, revalidateOnFocus: false });
  const presetId = Number(new URLSearchParams(search).get('clientId')) || null;
  // A client the caller may not read (or no longer there) is simply not preset: the picker stays empty.
  const { data: preset, error: presetError } = useApi<ClientFile>(staff && presetId ? `/v1/clients/${presetId}` : null, { shopId }, { shouldRetryOnError: false, revalidateOnFocus: false });
  if (!staff || shopId === null) return <NotFound />;
  if (!RIGHTS[subType].every(can)) {
    return (
      <Alert.Root status="warning" data-testid="sale-add-forbidden">
        <Alert.Indicator />
        <Alert.Title><Trans>Votre compte n'a pas le droit de créer ce document dans cette boutique : demandez-le à son propriétaire (Commercial › Collaborateurs).</Trans></Alert.Title>
      </Alert.Root>
    );
  }
  if (error) return <ErrorScreen detail={error instanceof Error ? error.message : undefined} />;
  if (isLoading || !shop || (presetId && !preset && !presetError)) return <PageLoader />;
  const client: PickedClient | null = preset ? { id: preset.client.id, name: preset.client.name, email: preset.client.email, typology: preset.client.typology, isPro: preset.client.isPro } : null;
  // A new ?subType starts a new form.
  return <SaleEditor key={`${subType}-${client?.id ?? ''}`} subType={subType} shopId={shopId} shop={shop} client={client} />;
}

function SaleEditor({ subType, shopId, shop, client }: { subType: SaleSubType; shopId: number; shop: Shop; client: PickedClient | null }) {
  const { t } = useLingui();
  const initial = useMemo(() => ({ ...emptySaleForm(frenchDayPlus(new Date(), 30)), client }), [client]);
  const [form, setForm] = useState<SaleForm>(initial);
  const [errors, setErrors] = useState<SaleErrors>({});
  const deliveries = shop.sales.deliveries;
  const { busy, failure, save } = useSaveSale(subType, setErrors);
  const { dialog } = useLeaveGuard(form !== initial && busy === null);
  const checks = useLazyChecks(saleChecks);
  // The contract's checks (zod) come once the sale can be priced (a client and a line), not before the form draws.
  // Offline, the totals say so and each change of the sale tries again, without a snackbar per keystroke.
  const priceable = form.client !== null && form.lines.length > 0;
  const [contract, setContract] = useState(saleChecks.current);
  const [checksFailed, setChecksFailed] = useState(false);
  useEffect(() => {
    if (!priceable || contract) return;
    let live = true;
    saleChecks.load().then((loaded) => { if (live) { setContract(() => loaded); setChecksFailed(false); } }, () => { if (live) setChecksFailed(true); });
    return () => { live = false; };
  }, [priceable, contract, form]);
  const preview = useSalePrice(contract ? contract.previewBody(form, { shopId, subType, deliveries }) : null);
  const shown: SaleErrors = { ...typingErrors(form), ...errors };

  /** A change clears the messages of what changed (the rest stay until the next save). */
  const update = (next: SaleForm, cleared: string[]) => {
    setForm(next);
    if (cleared.some((k) => Object.keys(errors).some((e) => e === k || e.startsWith(`${k}.`)))) {
      setErrors((prev) => Object.fromEntries(Object.entries(prev).filter(([e]) => !cleared.some((k) => e === k || e.startsWith(`${k}.`)))));
    }
  };
  const submit = async (action: 'draft' | 'validate') => {
    const sale = await checks.load();
    if (!sale) return;
    setContract(() => sale);
    const checked = sale.saleBody(form, { shopId, subType, deliveries, validate: action === 'validate' });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    void save(checked.body, action);
  };
  const title = subType === 'quote' ? <Trans>Nouveau devis</Trans> : subType === 'bill' ? <Trans>Nouvelle facture</Trans> : <Trans>Nouvelle commande</Trans>;
  const back = subType === 'quote' ? getHref('quotes') : subType === 'bill' ? getHref('bills') : getHref('orders');
  const checksMissing = priceable && !contract;
  const previewFailure = preview.error ? failureText(preview.error) : checksMissing && checksFailed ? checks.unavailable : null;
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <Stack gap="5" data-testid="sale-add" data-sub-type={subType}>
      <Link asChild color="brand.600" fontSize="sm" alignSelf="flex-start">
        <RouterLink to={back}>{subType === 'quote' ? <Trans>← Tous les devis</Trans> : subType === 'bill' ? <Trans>← Toutes les factures</Trans> : <Trans>← Toutes les commandes</Trans>}</RouterLink>
      </Link>
      <Heading size="xl">{title}</Heading>
      {subType === 'bill' ? <Text color="gray.700"><Trans>La commande est validée (ses articles sont réservés) puis facturée aussitôt.</Trans></Text> : null}
      {/* Enter in a search or a line never saves: each button says what it does. */}
      <form noValidate onSubmit={(e) => e.preventDefault()} onFocus={checks.warm} onPointerDown={checks.warm}>
        <Stack gap="6">
          <ClientPicker shopId={shopId} value={form.client} error={shown.clientId}
            onChange={(client) => update({ ...form, client }, ['clientId'])} />
          <Stack gap="3">
            <Heading as="h2" size="md"><Trans>Produits</Trans></Heading>
            <ProductPicker shopId={shopId} typology={form.client?.typology ?? null} error={shown.lines}
              onPick={(line) => update(addLine(form, line), ['lines'])} />
            <SaleLines lines={form.lines} price={preview.price} errors={shown}
              onChange={(i, patch) => update({ ...form, lines: form.lines.map((l, j) => (j === i ? { ...l, ...patch } : l)) }, Object.keys(patch).map((k) => `lines.${i}.${k === 'unitPrice' ? 'unitPriceCents' : k === 'discount' ? 'discountPercent' : k}`).concat(`lines.${i}`))}
              onRemove={(i) => update({ ...form, lines: form.lines.filter((_, j) => j !== i) }, ['lines'])} />
            <SaleTotals price={preview.price} loading={preview.loading || (checksMissing && !checksFailed)} failure={previewFailure} waiting={!form.client || form.lines.length === 0} />
          </Stack>
          <Stack gap="3">
            <Heading as="h2" size="md"><Trans>Livraison et paiement</Trans></Heading>
            <SaleTerms subType={subType} value={form} errors={shown} shipping={shippingOptions(deliveries, shop.sales.collectionPoints)}
              payments={paymentTypeOptions(shop.sales.paymentsList)} onChange={(patch) => update({ ...form, ...patch }, Object.keys(patch))} />
          </Stack>
          <Box bg="white" borderWidth="1px" borderRadius="md" p="4">
            <Stack gap="6">
              <AddressFields legend={<Trans>Adresse de facturation</Trans>} prefix="billingAddress" value={form.billing} errors={shown} testId="sale-billing"
                onChange={(patch) => update({ ...form, billing: { ...form.billing, ...patch } }, ['billingAddress'])} />
              {isDelivered(form.shipping) ? (
                <AddressFields legend={<Trans>Adresse de livraison</Trans>} prefix="deliveryAddress" value={form.delivery} errors={shown} testId="sale-delivery"
                  onChange={(patch) => update({ ...form, delivery: { ...form.delivery, ...patch } }, ['deliveryAddress'])} />
              ) : null}
            </Stack>
          </Box>
          {failure || hasErrors ? (
            <Alert.Root status="error" data-testid="sale-error">
              <Alert.Indicator />
              <Alert.Title role="alert">{failure ?? t`La vente n'est pas enregistrée : corrigez les champs signalés.`}</Alert.Title>
            </Alert.Root>
          ) : null}
          <StickyActions>
            {subType === 'order' ? (
              <>
                <Button type="button" variant="outline" colorPalette="brand" loading={busy === 'draft'} disabled={busy !== null} onClick={() => void submit('draft')} data-testid="sale-save-draft">
                  <Trans>Enregistrer en brouillon</Trans>
                </Button>
                <Button type="button" colorPalette="brand" loading={busy === 'validate'} disabled={busy !== null} onClick={() => void submit('validate')} data-testid="sale-validate">
                  <Trans>Valider la commande</Trans>
                </Button>
              </>
            ) : (
              <Button type="button" colorPalette="brand" loading={busy !== null} disabled={busy !== null} onClick={() => void submit('validate')} data-testid="sale-save">
                {subType === 'quote' ? <Trans>Enregistrer le devis</Trans> : <Trans>Valider et facturer</Trans>}
              </Button>
            )}
          </StickyActions>
        </Stack>
      </form>
      {dialog}
    </Stack>
  );
}
