import { Button, CloseButton, Dialog, Field, Flex, HStack, IconButton, Input, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { PaymentType } from '@vendange/contracts';
import { tillRemaining } from '@vendange/pricing';
import { formatCents } from '@vendange/ui';
import { settleTill } from '@vendange/pricing';
import type { PaymentEntry } from './till-cart';
import { centsOfText, textOfCents, tillPaymentLabels } from './till-labels';

/**
 * Taking the payment: one or several of the sales point's payment types, each for an amount (what is left by
 * default), cash tendered with the change to give back, an optional tip. Enter adds the amount typed, or, once
 * everything is paid, records the sale; Escape closes without selling.
 */
export function TillPaymentDialog({ totalCents, accepted, busy, onClose, onPaid }: {
  totalCents: number; accepted: readonly PaymentType[]; busy: boolean; onClose: () => void; onPaid: (payments: PaymentEntry[], tipsCents: number) => void;
}) {
  const { t, i18n } = useLingui();
  const [payments, setPayments] = useState<PaymentEntry[]>([]);
  const [type, setType] = useState<PaymentType>(accepted.includes('cash') ? 'cash' : accepted[0]!);
  const [tipsText, setTipsText] = useState('');
  const tipsCents = centsOfText(tipsText || '0') ?? 0;
  const remaining = tillRemaining(totalCents, tipsCents, payments);
  const [amountText, setAmountText] = useState(textOfCents(totalCents));
  const amountRef = useRef<HTMLInputElement>(null);
  const settled = settleTill(totalCents, tipsCents, payments);
  const [problem, setProblem] = useState<string | null>(null);

  // What is left becomes the next amount proposed. (The submit button is never disabled: a disabled default button
  // would stop Enter from submitting the form, and Enter is how the seller adds an amount and records the sale.)
  useEffect(() => { setAmountText(remaining > 0 ? textOfCents(remaining) : ''); }, [remaining]);

  const add = () => {
    const cents = centsOfText(amountText);
    if (cents === null || cents <= 0) { setProblem(t`Montant invalide : tapez par exemple 20 ou 12,50.`); return; }
    if (type !== 'cash' && cents > remaining) { setProblem(t`Seules les espèces rendent la monnaie : ce montant dépasse le reste à payer.`); return; }
    setPayments((p) => [...p, { type, amountCents: cents }]);
    setProblem(null);
    amountRef.current?.focus();
  };
  const submit = () => {
    if (busy) return;
    if (remaining > 0 && amountText.trim()) { add(); return; }
    if (!settled.ok) {
      setProblem(settled.code === 'UNDERPAID' ? t`Il reste ${formatCents(settled.missingCents)} à encaisser.` : t`La monnaie ne se rend que sur les espèces.`);
      return;
    }
    onPaid(payments, tipsCents);
  };

  return (
    <Dialog.Root open size={{ base: 'full', sm: 'lg' }} placement="center" closeOnEscape={!busy} onOpenChange={(d) => { if (!d.open && !busy) onClose(); }} initialFocusEl={() => amountRef.current}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="till-payment">
            <form noValidate aria-label={t`Paiement`} style={{ display: 'contents' }} onSubmit={(e) => { e.preventDefault(); submit(); }}>
              <Dialog.Header><Dialog.Title><Trans>Encaisser {formatCents(totalCents)}</Trans></Dialog.Title></Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <SimpleGrid columns={{ base: 2, sm: 3 }} gap="2" role="radiogroup" aria-label={t`Moyen de paiement`}>
                    {accepted.map((p) => (
                      <Button key={p} type="button" size="xl" minH="14" variant={p === type ? 'solid' : 'outline'} colorPalette="brand" role="radio" aria-checked={p === type}
                        onClick={() => { setType(p); amountRef.current?.focus(); }} data-testid={`till-paytype-${p}`}>
                        {i18n._(tillPaymentLabels[p])}
                      </Button>
                    ))}
                  </SimpleGrid>
                  <Flex gap="2" align="flex-end">
                    <Field.Root flex="1">
                      <Field.Label>{type === 'cash' ? <Trans>Espèces remises (€)</Trans> : <Trans>Montant (€)</Trans>}</Field.Label>
                      <Input ref={amountRef} size="xl" inputMode="decimal" value={amountText} onChange={(e) => { setAmountText(e.target.value); setProblem(null); }} data-testid="till-pay-amount" />
                    </Field.Root>
                    <Button type="button" size="xl" onClick={add} data-testid="till-pay-add"><Trans>Ajouter</Trans></Button>
                  </Flex>
                  <Field.Root>
                    <Field.Label><Trans>Pourboire (€)</Trans></Field.Label>
                    <Input inputMode="decimal" value={tipsText} placeholder="0" onChange={(e) => setTipsText(e.target.value)} data-testid="till-pay-tips" />
                  </Field.Root>
                  {payments.length > 0 ? (
                    <Stack gap="1" data-testid="till-pay-list">
                      {payments.map((p, i) => (
                        <HStack key={i} justify="space-between">
                          <Text>{i18n._(tillPaymentLabels[p.type])}</Text>
                          <HStack><Text fontWeight="medium">{formatCents(p.amountCents)}</Text>
                            <IconButton size="xs" variant="ghost" aria-label={t`Retirer ce paiement`} onClick={() => setPayments((all) => all.filter((_, j) => j !== i))}>✕</IconButton>
                          </HStack>
                        </HStack>
                      ))}
                    </Stack>
                  ) : null}
                  <Flex justify="space-between" fontSize="xl" fontWeight="bold">
                    {remaining > 0
                      ? <><Text><Trans>Reste à payer</Trans></Text><Text data-testid="till-pay-remaining">{formatCents(remaining)}</Text></>
                      : <><Text><Trans>Monnaie à rendre</Trans></Text><Text data-testid="till-pay-change">{formatCents(-remaining)}</Text></>}
                  </Flex>
                  {problem ? <Text color="red.600" role="alert" data-testid="till-pay-problem">{problem}</Text> : null}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer flexDirection={{ base: 'column-reverse', sm: 'row' }} alignItems="stretch">
                <Button type="button" variant="outline" size="xl" onClick={onClose} disabled={busy}><Trans>Retour</Trans></Button>
                <Button type="submit" colorPalette="green" size="xl" loading={busy} data-testid="till-pay-confirm"><Trans>Valider la vente</Trans></Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild><CloseButton size="sm" aria-label={t`Fermer`} disabled={busy} /></Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
