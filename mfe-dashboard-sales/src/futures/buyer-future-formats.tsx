import { Box, Button, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { api, useApi } from '@vendange/api-client';
import { formatSplitProblem, type FutureFormatsBody, type FutureOrder, type SaleDetail } from '@vendange/contracts';
import { formatDate } from '@vendange/ui';
import { failureText } from '../dialogs/failure-text';
import { formatsBody } from './future-form';

/** The buyer's own primeur orders at a shop, and the path of one's formats (docs/decisions/futures.md). */
export const buyerFutureOrdersApi = (shopId: number): string => `/v1/futures/shops/${shopId}/orders`;
const buyerFormatsApi = (shopId: number, id: number): string => `/v1/futures/shops/${shopId}/orders/${id}/formats`;

function FormatsForm({ shopId, future, onSaved }: { shopId: number; future: FutureOrder; onSaved: () => Promise<unknown> }) {
  const { t } = useLingui();
  const [counts, setCounts] = useState<Record<number, string>>(() => Object.fromEntries((future.formats ?? []).map((f) => [f.formatId, String(f.count)])));
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const typed = formatsBody(counts);
  const live = typed.ok ? formatSplitProblem(future.offeredFormats, typed.formats, future.quantity) : null;
  const submit = async () => {
    if (!typed.ok) { setFailure(t`Indiquez des nombres entiers de bouteilles, 0 ou plus.`); return; }
    if (live) { setFailure(live); return; }
    setBusy(true);
    setFailure(null);
    try {
      const body: FutureFormatsBody = { formats: typed.formats };
      await api<FutureOrder>(buyerFormatsApi(shopId, future.id), { method: 'PUT', body, silent: true });
      setSaved(true);
      await onSaved();
    } catch (err) {
      setFailure(failureText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }}>
      <Stack gap="2">
        <HStack gap="3" wrap="wrap" align="end">
          {future.offeredFormats.map((f) => (
            <Stack key={f.formatId} gap="0.5" w="32">
              <Text asChild fontSize="sm"><label htmlFor={`buyer-format-${f.formatId}`}>{f.label}</label></Text>
              <Input id={`buyer-format-${f.formatId}`} bg="white" inputMode="numeric" placeholder="0" value={counts[f.formatId] ?? ''}
                onChange={(e) => { setCounts({ ...counts, [f.formatId]: e.target.value }); setFailure(null); setSaved(false); }} data-testid="buyer-future-format-count" />
            </Stack>
          ))}
          <Button type="submit" size="sm" colorPalette="brand" loading={busy} data-testid="buyer-future-formats-save"><Trans>Enregistrer mes formats</Trans></Button>
        </HStack>
        {failure ? <Text role="alert" color="red.600" fontSize="sm" data-testid="buyer-future-formats-error">{failure}</Text>
          : saved ? <Text role="status" color="green.700" fontSize="sm" data-testid="buyer-future-formats-saved"><Trans>Formats enregistrés.</Trans></Text>
            : live ? <Text fontSize="sm" color="gray.600">{live}</Text> : null}
      </Stack>
    </form>
  );
}

/**
 * On a buyer's own order page, when the order is a primeur: the formats they chose (or choose now, while the
 * producer's choice is open). Staff read and enter the formats from the campaign's page instead.
 */
export function BuyerFutureFormats({ order }: { order: SaleDetail }) {
  const { data, mutate } = useApi<FutureOrder[]>(buyerFutureOrdersApi(order.shopId));
  const future = data?.find((f) => f.orderId === order.id);
  if (!future || future.orderStatus === 'cancelled') return null;
  const labelOf = (id: number) => future.offeredFormats.find((f) => f.formatId === id)?.label ?? '';
  const chosen = future.formats?.filter((f) => f.count > 0).map((f) => `${f.count} × ${labelOf(f.formatId)}`).join(', ');
  return (
    <Box bg="white" borderWidth="1px" borderRadius="md" p="4" data-testid="buyer-future-formats">
      <Stack gap="2">
        <Heading as="h2" size="sm"><Trans>Primeur {future.offerName} {future.vintage} : vos formats</Trans></Heading>
        {future.deliveredAt ? <Text><Trans>Livré en {chosen}.</Trans></Text>
          : future.formatsOpen ? (
            <>
              <Text fontSize="sm" color="gray.700">
                <Trans>Répartissez vos {future.quantity} équivalent(s) bouteille entre les formats proposés avant la mise en bouteille.</Trans>
                {future.formatsCloseOn ? <> <Trans>Choix ouvert jusqu'au {formatDate(future.formatsCloseOn)}.</Trans></> : null}
              </Text>
              <FormatsForm shopId={order.shopId} future={future} onSaved={() => mutate()} />
            </>
          ) : (
            <Text data-testid="buyer-future-formats-closed">
              {chosen ? <><Trans>Vos formats : {chosen}.</Trans> </> : null}
              <Trans>Le choix des formats est clos : écrivez au producteur pour le changer.</Trans>
            </Text>
          )}
      </Stack>
    </Box>
  );
}
