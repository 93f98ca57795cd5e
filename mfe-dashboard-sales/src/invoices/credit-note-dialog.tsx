import { Alert, Box, Button, CloseButton, Dialog, HStack, Input, Portal, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type FormEvent } from 'react';
import { api, ApiError } from '@vendange/api-client';
import { messages, type InvoiceDetail } from '@vendange/contracts';
import { showSnackbar } from '@vendange/store';
import { FormField, formatCents } from '@vendange/ui';
import { creditableLines, creditNoteBody, emptyCreditNoteDraft, type CreditNoteDraft, type CreditNoteErrors } from './credit-note-form';
import { refreshInvoices } from './refresh-invoices';

/**
 * 'Créer un avoir' on an invoice: the whole invoice (default) or chosen lines with a quantity (at most what is
 * left to credit on each), and the reason. An issued credit note is never deleted: the dialog says so.
 */
export function CreditNoteDialog({ invoice, onClose }: { invoice: InvoiceDetail | null; onClose: () => void }) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<CreditNoteDraft>(emptyCreditNoteDraft);
  const [errors, setErrors] = useState<CreditNoteErrors>({ lines: {} });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Each opening starts blank.
  useEffect(() => {
    setDraft(emptyCreditNoteDraft);
    setErrors({ lines: {} });
    setFailure(null);
  }, [invoice?.id]);
  if (!invoice) return null;
  const lines = creditableLines(invoice);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (busy) return;
    const checked = creditNoteBody(draft, invoice.creditable);
    setFailure(null);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({ lines: {} });
    setBusy(true);
    try {
      const credit = await api<InvoiceDetail>(`/v1/invoices/${invoice.id}/credit-note`, { method: 'POST', body: checked.body, silent: true });
      showSnackbar('success', t`Avoir ${credit.number} émis.`);
      void refreshInvoices();
      onClose();
    } catch (err) {
      // The server's French message as is (409: already fully credited, a quantity over what is left…).
      setFailure(err instanceof ApiError && !/^HTTP \d+$/.test(err.message) ? err.message : messages.internal);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root
      open size={{ base: 'full', md: 'lg' }} placement="center" scrollBehavior="inside"
      closeOnEscape={!busy} closeOnInteractOutside={!busy}
      onOpenChange={(d) => { if (!d.open && !busy) onClose(); }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="credit-note-dialog">
            <form noValidate onSubmit={(e) => void submit(e)} style={{ display: 'contents' }} aria-label={t`Créer un avoir`}>
              <Dialog.Header><Dialog.Title><Trans>Avoir sur la facture {invoice.number}</Trans></Dialog.Title></Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
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
                  {failure ? (
                    <Alert.Root status="error" data-testid="credit-note-error"><Alert.Indicator /><Alert.Title role="alert">{failure}</Alert.Title></Alert.Root>
                  ) : null}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer flexDirection={{ base: 'column-reverse', sm: 'row' }} alignItems="stretch">
                <Button type="button" variant="outline" onClick={onClose} disabled={busy}><Trans>Annuler</Trans></Button>
                <Button type="submit" colorPalette="red" loading={busy} data-testid="credit-note-submit"><Trans>Émettre l’avoir</Trans></Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild><CloseButton size="sm" aria-label={t`Fermer`} disabled={busy} /></Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
