import { Button, Checkbox, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { api, useApi } from '@vendange/api-client';
import type { DebitableAnswer, SepaBatch } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { showSnackbar } from '@vendange/store';
import { formatCents, FormField, PageLoader, FormDialog } from '@vendange/ui';
import { failureText } from '../dialogs/failure-text';
import { useSubmission } from '../dialogs/use-submission';
import { frenchDay, selectionTotal, toggleAll } from './batch-selection';

/**
 * A new debit batch: the collection date (the next business day at the soonest, D-1) and the open invoices of the
 * clients with an active mandate, each for what is left to pay. POST /v1/sepa/batches creates it "à transmettre".
 */
export function BatchDialog({ onClose, onCreated }: { onClose: () => void; onCreated: () => void }) {
  const { t } = useLingui();
  const { shopId } = useShopAccess();
  const { data, error, isLoading } = useApi<DebitableAnswer>('/v1/sepa/debitable', { shopId }, { revalidateOnFocus: false });
  const [date, setDate] = useState<string | null>(null);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [missing, setMissing] = useState(false);
  const { busy, failure, run } = useSubmission();
  const items = data?.items ?? [];
  const collectionDate = date ?? data?.earliestCollectionDate ?? '';
  const { count, totalCents } = selectionTotal(items, chosen);
  const earliest = data ? frenchDay(data.earliestCollectionDate) : '';
  const total = formatCents(totalCents);

  const submit = async () => {
    setMissing(count === 0);
    if (count === 0) return;
    await run(async () => {
      const batch = await api<SepaBatch>('/v1/sepa/batches', { method: 'POST', body: { shopId, collectionDate, invoiceIds: [...chosen] }, silent: true });
      const reference = batch.reference;
      showSnackbar('success', t`Lot ${reference} créé : téléchargez son fichier pour la banque.`);
      onCreated();
      onClose();
    });
  };
  const toggle = (id: number) => {
    setMissing(false);
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id); else next.add(id);
    setChosen(next);
  };

  return (
    <FormDialog
      title={<Trans>Nouveau lot de prélèvements</Trans>} ariaLabel={t`Nouveau lot de prélèvements`} testId="batch-dialog" size="lg"
      submitLabel={<Trans>Créer le lot</Trans>} busy={busy} failure={missing ? t`Choisissez au moins une facture à prélever.` : failure} failureTestId="batch-failure" onSubmit={() => void submit()} onClose={onClose}
    >
      {error ? <Text color="red.600" role="alert">{failureText(error)}</Text> : null}
      {isLoading && !data ? <PageLoader /> : null}
      {data ? (
        <Stack gap="4">
          <FormField label={<Trans>Date de prélèvement</Trans>} required helper={<Trans>Au plus tôt le {earliest} (jour ouvré suivant).</Trans>}>
            <Input type="date" value={collectionDate} min={data.earliestCollectionDate} onChange={(e) => setDate(e.target.value)} data-testid="batch-date" />
          </FormField>
          {items.length === 0 ? (
            <Text color="gray.600" data-testid="batch-none">
              <Trans>Aucune facture à prélever : il faut une facture ouverte d'un client qui a un mandat actif, et qu'aucun lot en cours ne prélève déjà.</Trans>
            </Text>
          ) : (
            <Stack gap="2">
              <HStack justify="space-between" wrap="wrap" gap="2">
                <Text fontWeight="medium"><Trans>{count} facture(s) · {total}</Trans></Text>
                <Button type="button" size="xs" variant="outline" onClick={() => setChosen(toggleAll(items, chosen))} data-testid="batch-toggle-all"><Trans>Tout cocher / décocher</Trans></Button>
              </HStack>
              <Stack as="ul" listStyleType="none" gap="1" aria-label={t`Factures à prélever`}>
                {items.map((i) => (
                  <li key={i.invoiceId}>
                    <Checkbox.Root checked={chosen.has(i.invoiceId)} onCheckedChange={() => toggle(i.invoiceId)} w="full" alignItems="flex-start" data-testid="batch-invoice">
                      <Checkbox.HiddenInput />
                      <Checkbox.Control mt="1" />
                      <Checkbox.Label flex="1">
                        <HStack justify="space-between" gap="2" wrap="wrap" w="full">
                          <Text as="span">{i.number} · {i.clientName}</Text>
                          <Text as="span" fontWeight="semibold">{formatCents(i.leftCents)}</Text>
                        </HStack>
                        <Text as="span" fontSize="xs" color="gray.600"><Trans>Échéance {frenchDay(i.dueDate)} · mandat {i.mandateReference} · {i.sequenceType}</Trans></Text>
                      </Checkbox.Label>
                    </Checkbox.Root>
                  </li>
                ))}
              </Stack>
            </Stack>
          )}
        </Stack>
      ) : null}
    </FormDialog>
  );
}
