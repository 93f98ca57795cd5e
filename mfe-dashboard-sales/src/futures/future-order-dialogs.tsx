import { Button, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { api, useApi } from '@vendange/api-client';
import { formatSplitProblem, type FutureOffer, type FutureOrder, type Shop } from '@vendange/contracts';
import { showSnackbar } from '@vendange/store';
import { ClientFacts, ClientSearch, formatCents, FormDialog, FormField } from '@vendange/ui';
import { failureText } from '../dialogs/failure-text';
import { shippingBody } from '../sale-form/sale-body';
import { shippingOptions } from '../sale-form/sale-options';
import { equivalentsOf, formatsBody } from './future-form';

interface Props { offer: FutureOffer; shopId: number; onDone: () => Promise<void>; onClose: () => void }

/** « Prendre une commande »: a client of the CRM and a number of bottles, priced at the tranches; the deposit invoice follows. */
export function TakeOrderDialog({ offer, shopId, onDone, onClose }: Props) {
  const { t } = useLingui();
  const [client, setClient] = useState<{ id: number; name: string; typology: string | null; isPro: boolean; city: string | null } | null>(null);
  const [quantity, setQuantity] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const price = offer.currentPriceCents === null ? '-' : formatCents(offer.currentPriceCents);
  const submit = async () => {
    const n = /^\s*\d+\s*$/.test(quantity) ? Number(quantity) : 0;
    if (!client) { setFailure(t`Choisissez le client.`); return; }
    if (n < 1) { setFailure(t`Indiquez un nombre entier de bouteilles, au moins 1.`); return; }
    setBusy(true);
    setFailure(null);
    try {
      const taken = await api<FutureOrder>(`/v1/futures/${offer.id}/orders`, { method: 'POST', query: { shopId }, body: { clientId: client.id, quantity: n }, silent: true });
      const reference = taken.orderReference;
      const total = formatCents(taken.totalTtcCents);
      showSnackbar('success', taken.depositInvoiceNumber
        ? t`Commande ${reference} enregistrée (${total}) ; facture d'acompte ${taken.depositInvoiceNumber} émise.`
        : t`Commande ${reference} enregistrée ; la facture d'acompte reste à émettre.`);
      await onDone();
    } catch (err) {
      setFailure(failureText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormDialog title={t`Prendre une commande de primeurs`} ariaLabel={t`Commande de primeurs`} testId="future-take-dialog" submitLabel={<Trans>Enregistrer la commande</Trans>}
      busy={busy} failure={failure} onClose={onClose} onSubmit={() => void submit()}>
      <Stack gap="4">
        <FormField label={<Trans>Client</Trans>} required>
          {client ? (
            <HStack justify="space-between" w="full" bg="white" borderWidth="1px" borderRadius="md" p="2" data-testid="future-take-client">
              <Stack gap="0"><Text fontWeight="semibold">{client.name}</Text><ClientFacts client={client} /></Stack>
              <Button size="xs" variant="outline" onClick={() => setClient(null)}><Trans>Changer</Trans></Button>
            </HStack>
          ) : (
            <ClientSearch shopId={shopId} testId="future-take-client" emptyText={<Trans>Aucun client ne correspond : créez-le d'abord dans CRM › Clients.</Trans>}
              onPick={(c) => setClient({ id: c.id, name: c.name, typology: c.typology, isPro: c.isPro, city: c.city })} />
          )}
        </FormField>
        <FormField label={<Trans>Bouteilles (équivalent 75 cl)</Trans>} required helper={<Trans>Prix actuel : {price} la bouteille TTC ; au-delà du plafond de la tranche, la suite passe au prix de la suivante.</Trans>}>
          <Input bg="white" inputMode="numeric" value={quantity} onChange={(e) => setQuantity(e.target.value)} data-testid="future-take-quantity" />
        </FormField>
        <Text fontSize="sm" color="gray.600"><Trans>Le client paie tout à la commande : une facture d'acompte de 100 % TTC est émise ; rien ne sort du stock avant la livraison.</Trans></Text>
      </Stack>
    </FormDialog>
  );
}

/** « Formats »: the client's bottles split into the offered formats, adding up to what they bought. */
export function FormatsDialog({ offer, order, shopId, onDone, onClose }: Props & { order: FutureOrder }) {
  const { t } = useLingui();
  const [counts, setCounts] = useState<Record<number, string>>(() => Object.fromEntries((order.formats ?? []).map((f) => [f.formatId, String(f.count)])));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const total = equivalentsOf(counts, offer.formats);
  const submit = async () => {
    const body = formatsBody(counts);
    if (!body.ok) { setFailure(t`Indiquez des nombres entiers de bouteilles.`); return; }
    const problem = formatSplitProblem(offer.formats, body.formats, order.quantity);
    if (problem) { setFailure(problem); return; }
    setBusy(true);
    setFailure(null);
    try {
      await api<FutureOrder>(`/v1/futures/orders/${order.id}/formats`, { method: 'PUT', query: { shopId }, body: { formats: body.formats }, silent: true });
      showSnackbar('success', t`Formats enregistrés.`);
      await onDone();
    } catch (err) {
      setFailure(failureText(err));
    } finally {
      setBusy(false);
    }
  };
  const shown = String(total).replace('.', ',');
  return (
    <FormDialog title={t`Formats de ${order.clientName}`} ariaLabel={t`Formats du client`} testId="future-formats-dialog" submitLabel={<Trans>Enregistrer les formats</Trans>}
      busy={busy} failure={failure} onClose={onClose} onSubmit={() => void submit()}>
      <Stack gap="3">
        {offer.formats.map((f) => (
          <FormField key={f.formatId} label={f.label}>
            <Input bg="white" inputMode="numeric" value={counts[f.formatId] ?? ''} onChange={(e) => setCounts({ ...counts, [f.formatId]: e.target.value })} aria-label={f.label} data-testid="future-format-count" />
          </FormField>
        ))}
        <Text fontWeight="medium" color={total === order.quantity ? 'green.700' : 'orange.700'} data-testid="future-formats-total">
          <Trans>{shown} équivalent(s) bouteille sur {order.quantity} commandé(s)</Trans>
        </Text>
        {offer.formatsOpen ? null : <Text fontSize="sm" color="gray.600"><Trans>Le choix des formats est clos pour vos clients : vous pouvez encore les changer jusqu'à la livraison.</Trans></Text>}
      </Stack>
    </FormDialog>
  );
}

/**
 * « Livrer »: once bottled, the order's lines become the client's formats at the same total, with the delivery chosen
 * now (shipping is paid at delivery; none: handed over at the estate). It then ships and is invoiced from its page.
 */
export function DeliverDialog({ order, shopId, onDone, onClose }: Omit<Props, 'offer'> & { order: FutureOrder }) {
  const { t } = useLingui();
  const { data: shop } = useApi<Shop>('/v1/shops/me', undefined, { revalidateOnFocus: false });
  const [shipping, setShipping] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const options = shop ? shippingOptions(shop.sales.deliveries, shop.sales.collectionPoints) : [];
  const submit = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const body = { shipping: shippingBody(shipping, shop?.sales.deliveries ?? []) };
      await api<FutureOrder>(`/v1/futures/orders/${order.id}/deliver`, { method: 'POST', query: { shopId }, body, silent: true });
      showSnackbar('success', t`Commande livrable : expédiez-la depuis sa page.`);
      await onDone();
    } catch (err) {
      setFailure(failureText(err));
    } finally {
      setBusy(false);
    }
  };
  const client = order.clientName;
  return (
    <FormDialog title={t`Livrer la commande de ${client} ?`} ariaLabel={t`Livraison du primeur`} testId="future-deliver-dialog" submitLabel={<Trans>Livrer</Trans>}
      busy={busy} failure={failure} onClose={onClose} onSubmit={() => void submit()}>
      <Stack gap="4">
        <Text><Trans>Ses lignes deviennent les formats choisis, au même total. Expédiez-la ensuite depuis la commande : la sortie de stock (et les droits) se fait à l'expédition, et la facture de solde déduit l'acompte.</Trans></Text>
        <FormField label={<Trans>Livraison</Trans>} helper={<Trans>Le port se paie à la livraison : il s'ajoute à la facture de solde.</Trans>}>
          <NativeSelect.Root>
            <NativeSelect.Field bg="white" value={shipping} onChange={(e) => setShipping(e.target.value)} data-testid="future-deliver-shipping">
              <option value="">{t`Aucune : remise en main propre`}</option>
              {options.map((o) => {
                const price = formatCents(o.priceCents);
                return <option key={o.value} value={o.value}>{o.point ? t`Retrait : ${o.name} (${price} HT)` : t`${o.name} (${price} HT le premier colis)`}</option>;
              })}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </Stack>
    </FormDialog>
  );
}
