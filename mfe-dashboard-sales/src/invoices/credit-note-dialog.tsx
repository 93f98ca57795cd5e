import { Alert, Box, HStack, Input, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { api } from '@vendange/api-client';
import { type InvoiceDetail } from '@vendange/contracts';
import { showSnackbar } from '@vendange/store';
import { FormField, formatCents, FormDialog } from '@vendange/ui';
import { creditableLines, creditNoteBody, emptyCreditNoteDraft, type CreditNoteDraft, type CreditNoteErrors } from './credit-note-form';
import { useSubmission } from '../dialogs/use-submission';
import { refreshInvoices } from './refresh-invoices';

/**
 * 'Créer un avoir' on an invoice: the whole invoice (default) or chosen lines with a quantity (at most what is
 * left to credit on each), and the reason. An issued credit note is never deleted: the dialog says so.
 */
export function CreditNoteDialog({ invoice, onClose }: { invoice: InvoiceDetail | null; onClose: () => void }) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<CreditNoteDraft>(emptyCreditNoteDraft);
  const [errors, setErrors] = useState<CreditNoteErrors>({ lines: {} });
  const { busy, failure, run, clearFailure } = useSubmission();
  // Each opening starts blank.
  useEffect(() => {
    setDraft(emptyCreditNoteDraft);
    setErrors({ lines: {} });
    clearFailure();
  }, [invoice?.id]);
  if (!invoice) return null;
  const lines = creditableLines(invoice);

  const submit = async () => {
    const checked = creditNoteBody(draft, invoice.creditable);
    clearFailure();
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({ lines: {} });
    // A refusal shows the server's French message as is (409: already fully credited, a quantity over what is left…).
    await run(async () => {
      const credit = await api<InvoiceDetail>(`/v1/invoices/${invoice.id}/credit-note`, { method: 'POST', body: checked.body, silent: true });
      showSnackbar('success', t`Avoir ${credit.number} émis.`);
      await refreshInvoices();
      onClose();
    });
  };

  return (
    <FormDialog
      title={<Trans>Avoir sur la facture {invoice.number}</Trans>} ariaLabel={t`Créer un avoir`} testId="credit-note-dialog" size="lg"
      submitLabel={<Trans>Émettre l’avoir</Trans>} submitTestId="credit-note-submit" submitPalette="red"
      busy={busy} failure={failure} failureTestId="credit-note-error" onSubmit={() => void submit()} onClose={onClose}
    >
          <RadioGroup.Root
            value={draft.whole ? 'whole' : 'lines'} colorPalette="brand"
            onValueChange={(e) => { setDraft({ ...draft, whole: e.value === 'whole' }); setErrors({ ...errors, noLine: undefined, lines: {} }); }}
          >
            <Stack gap="2">
              <RadioGroup.Item value="whole" data-testid="credit-note-whole">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText><Trans>Avoir sur toute la facture</Trans></RadioGroup.ItemText>
              </RadioGroup.Item>
              <RadioGroup.Item value="lines" data-testid="credit-note-by-lines">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText><Trans>Choisir les lignes et les quantités</Trans></RadioGroup.ItemText>
              </RadioGroup.Item>
            </Stack>
          </RadioGroup.Root>
          {draft.whole ? (
            <Text fontSize="sm" color="gray.700"><Trans>Tout ce qui reste à créditer sur la facture, soit {formatCents(invoice.totalTtcCents - invoice.creditedCents)} TTC.</Trans></Text>
          ) : (
            <Stack gap="2" data-testid="credit-note-lines">
              {lines.map((l) => (
                <Box key={l.lineId} borderWidth="1px" borderRadius="md" p="2" data-testid="credit-note-line">
                  <FormField label={<Trans>{l.label} (reste {l.quantityLeft})</Trans>} error={errors.lines[l.lineId]}>
                    <HStack>
                      <Input
                        type="number" inputMode="numeric" min={0} max={l.quantityLeft} step={1} w="28"
                        value={draft.quantities[l.lineId] ?? ''}
                        onChange={(e) => setDraft({ ...draft, quantities: { ...draft.quantities, [l.lineId]: e.target.value } })}
                        data-testid="credit-note-quantity"
                      />
                      <Text fontSize="sm" color="gray.600"><Trans>sur {l.quantityLeft}</Trans></Text>
                    </HStack>
                  </FormField>
                </Box>
              ))}
              {errors.noLine ? <Text color="red.600" fontSize="sm" role="alert" data-testid="credit-note-no-line"><Trans>Indiquez une quantité sur au moins une ligne.</Trans></Text> : null}
            </Stack>
          )}
          <FormField label={<Trans>Raison de l’avoir</Trans>} error={errors.reason} required>
            <Textarea
              rows={3} maxLength={500} value={draft.reason} data-testid="credit-note-reason"
              placeholder={t`Ex. : bouteille cassée à la livraison, geste commercial…`}
              onChange={(e) => { setDraft({ ...draft, reason: e.target.value }); if (errors.reason) setErrors({ ...errors, reason: undefined }); }}
            />
          </FormField>
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title><Trans>Un avoir émis ne peut pas être supprimé ni modifié : vérifiez les lignes, les quantités et la raison.</Trans></Alert.Title>
          </Alert.Root>
    </FormDialog>
  );
}
