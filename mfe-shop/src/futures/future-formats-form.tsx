import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { mutate } from 'swr';
import { api, placeServerError } from '@vendange/api-client';
import { formatSplitProblem, type FutureFormatsBody, type FutureOrder } from '@vendange/contracts';
import { formatDate } from '@vendange/ui';
import { lookButton, lookMuted } from '../product/look-props';
import { lookType } from '../product/storefront-look';
import { countsOf, shopFutureOrderFormatsApi, shopFutureOrdersApi, splitText } from './futures-view';

/**
 * The buyer splits their bottles among the formats the producer offers (6 × 75 cl + 3 magnums = 12), while the
 * campaign's choice is open; the running total and what to fix are shown as they type, the server checks the same.
 */
export function FutureFormatsForm({ shopId, order }: { shopId: number; order: FutureOrder }) {
  const { t } = useLingui();
  const [texts, setTexts] = useState<Record<number, string>>(() => Object.fromEntries((order.formats ?? []).map((f) => [f.formatId, String(f.count)])));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const labelOf = (id: number) => order.offeredFormats.find((f) => f.formatId === id)?.label ?? '';
  if (!order.formatsOpen) {
    return (
      <Text fontSize={lookType.small} data-testid="future-formats-closed">
        {order.formats ? <><Trans>Vos formats :</Trans> {splitText(order.formats, labelOf)}. </> : null}
        <Trans>Le choix des formats est clos : écrivez au producteur pour le changer.</Trans>
      </Text>
    );
  }
  const submit = async () => {
    const counts = countsOf(texts);
    const problem = counts === null ? t`Indiquez des nombres entiers de bouteilles, 0 ou plus.` : formatSplitProblem(order.offeredFormats, counts, order.quantity);
    if (problem !== null || counts === null) { setError(problem); return; }
    setBusy(true);
    setError(null);
    try {
      const body: FutureFormatsBody = { formats: counts };
      await api<FutureOrder>(shopFutureOrderFormatsApi(shopId, order.id), { method: 'PUT', body, silent: true });
      await mutate(shopFutureOrdersApi(shopId));
      setSaved(true);
    } catch (err) {
      setError(placeServerError(err, [], t`Vos formats n'ont pas pu être enregistrés. Réessayez dans un instant.`).message);
    } finally {
      setBusy(false);
    }
  };
  const counts = countsOf(texts);
  const live = counts === null ? null : formatSplitProblem(order.offeredFormats, counts, order.quantity);
  return (
    <form noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }} data-testid="future-formats-form">
      <Stack gap="2" pt="1">
        <Text fontSize={lookType.small} fontWeight="medium">
          <Trans>Choisissez vos formats ({order.quantity} équivalent(s) bouteille)</Trans>
          {order.formatsCloseOn ? <> · <Trans>jusqu'au {formatDate(order.formatsCloseOn)}</Trans></> : null}
        </Text>
        <HStack gap="2" wrap="wrap" align="end">
          {order.offeredFormats.map((f) => (
            <Stack key={f.formatId} gap="0.5" w="28">
              <Text asChild fontSize={lookType.small}><label htmlFor={`future-format-${order.id}-${f.formatId}`}>{f.label}</label></Text>
              <Input id={`future-format-${order.id}-${f.formatId}`} bg="white" inputMode="numeric" value={texts[f.formatId] ?? ''} placeholder="0"
                onChange={(e) => { setTexts({ ...texts, [f.formatId]: e.target.value }); setError(null); setSaved(false); }} data-testid="future-format-count" />
            </Stack>
          ))}
          <Button type="submit" {...lookButton('outline', 'sm')} loading={busy} disabled={busy} data-testid="future-formats-save"><Trans>Enregistrer mes formats</Trans></Button>
        </HStack>
        {error ? <Text role="alert" color="red.600" fontSize={lookType.small} data-testid="future-formats-error">{error}</Text>
          : saved ? <Text role="status" color="green.700" fontSize={lookType.small} data-testid="future-formats-saved"><Trans>Formats enregistrés.</Trans></Text>
            : live ? <Text fontSize={lookType.small} {...lookMuted} data-testid="future-formats-hint">{live}</Text> : null}
      </Stack>
    </form>
  );
}
