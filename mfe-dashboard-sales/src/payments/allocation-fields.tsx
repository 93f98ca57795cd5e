import { Badge, Box, Button, Field, Fieldset, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OpenInvoice } from '@vendange/contracts';
import { formatCents } from '@vendange/ui';
import { formatDay } from '../quotes/quote-labels';

/**
 * One amount per open invoice of the client (oldest due first), prefilled from the amount received and editable;
 * under them what is allocated, and what stays not allocated when the amounts fall short of it.
 */
export function AllocationFields({ invoices, values, errors, receivedCents, allocatedCents, onChange, onSpread }: {
  invoices: readonly OpenInvoice[];
  values: Record<number, string>;
  /** The French reason an invoice's amount is refused, by invoice id. */
  errors: Record<number, string>;
  /** The amount received, null while it cannot be read. */
  receivedCents: number | null;
  allocatedCents: number;
  onChange: (invoiceId: number, value: string) => void;
  /** Spreads the amount received again, the oldest due first. */
  onSpread: () => void;
}) {
  const { t } = useLingui();
  const allocated = formatCents(allocatedCents);
  const rest = receivedCents !== null && allocatedCents < receivedCents ? formatCents(receivedCents - allocatedCents) : null;
  const over = receivedCents !== null && allocatedCents > receivedCents;
  return (
    <Fieldset.Root data-testid="payment-allocations">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Fieldset.Legend fontWeight="semibold"><Trans>Factures réglées</Trans></Fieldset.Legend>
        <Button type="button" size="xs" variant="outline" onClick={onSpread} disabled={receivedCents === null} data-testid="payment-allocations-spread">
          <Trans>Répartir, la plus ancienne d'abord</Trans>
        </Button>
      </HStack>
      <Fieldset.HelperText><Trans>Ce que le paiement règle sur chaque facture ; laissez vide une facture qu'il ne règle pas.</Trans></Fieldset.HelperText>
      <Stack as="ul" listStyleType="none" gap="2">
        {invoices.map((invoice) => {
          const number = invoice.number;
          const left = formatCents(invoice.leftCents);
          const due = formatDay(invoice.dueDate);
          const late = invoice.daysLate;
          return (
            <Box as="li" key={invoice.id} borderWidth="1px" borderRadius="md" p="2" data-testid="payment-allocation-row" data-number={number} data-left-cents={invoice.leftCents}>
              <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ base: 'stretch', sm: 'center' }} gap="2">
                <Stack gap="0.5" fontSize="sm">
                  <HStack gap="2" wrap="wrap">
                    <Text fontWeight="medium" data-testid="payment-allocation-number">{number}</Text>
                    {late > 0 ? <Badge colorPalette="red"><Trans>{late} j de retard</Trans></Badge> : null}
                  </HStack>
                  <Text color="gray.700"><Trans>Échéance {due} · reste {left}</Trans></Text>
                </Stack>
                <Field.Root invalid={!!errors[invoice.id]} w={{ base: 'full', sm: '36' }}>
                  <Input
                    inputMode="decimal" placeholder="0,00" value={values[invoice.id] ?? ''} data-testid="payment-allocation"
                    aria-label={t`Montant réglé sur la facture ${number} (€)`}
                    onChange={(e) => onChange(invoice.id, e.target.value)}
                  />
                  {errors[invoice.id] ? <Field.ErrorText role="alert">{errors[invoice.id]}</Field.ErrorText> : null}
                </Field.Root>
              </Stack>
            </Box>
          );
        })}
      </Stack>
      <Stack gap="0.5" aria-live="polite" fontSize="sm">
        <Text fontWeight="semibold" data-testid="payment-allocated-total"><Trans>Affecté : {allocated}</Trans></Text>
        {rest ? (
          <Text color="orange.700" data-testid="payment-unallocated">
            <Trans>Non affecté : {rest} (cette part du paiement ne règle aucune facture et reste non affectée).</Trans>
          </Text>
        ) : null}
        {over ? <Text color="red.600" role="alert"><Trans>Les montants affectés dépassent le montant reçu.</Trans></Text> : null}
      </Stack>
    </Fieldset.Root>
  );
}
