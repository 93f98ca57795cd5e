import { Box, Field, HStack, Input, Stack, Switch, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { api } from '@vendange/api-client';
import type { OrderLineToShip, Shipment, ShippingOptions } from '@vendange/contracts';
import { showSnackbar } from '@vendange/store';
import { FormField, FormDialog } from '@vendange/ui';
import { useSubmission } from '../dialogs/use-submission';
import { refreshShipments } from './refresh-shipments';
import { useShipmentErrorText } from './shipment-error-text';
import { defaultParcels, draftFor, shipmentBody, withSuggestion, type ShipmentDraft, type ShipmentErrors, type ShipWay } from './shipment-form';
import { ShipExitFields } from './ship-exit-fields';
import { TrackingFields } from './tracking-fields';

/** The order the dialog ships from, with what is left of each line. */
export interface ShipTarget {
  orderId: number;
  reference: string;
  lines: OrderLineToShip[];
  way: ShipWay;
}

/**
 * 'Expédier': what leaves now from an order (every line with all that is left by default, 0 skips a line),
 * parcels, carrier and tracking. Shipped now, the client is mailed; otherwise it is kept in preparation.
 * POST /v1/orders/{id}/shipments; a refusal (more than is left, nothing left) shows the server's French message
 * and keeps everything typed.
 */
export function ShipDialog({ target, onClose, onShipped }: { target: ShipTarget | null; onClose: () => void; onShipped?: (shipment: Shipment) => void }) {
  const { t } = useLingui();
  const say = useShipmentErrorText();
  const [draft, setDraft] = useState<ShipmentDraft | null>(null);
  const [errors, setErrors] = useState<ShipmentErrors>({});
  const { busy, failure, run, clearFailure } = useSubmission();
  const [options, setOptions] = useState<ShippingOptions | null>(null);
  const orderId = target?.orderId ?? null;
  useEffect(() => {
    // A new order starts a new draft; the same one reopened after a refusal keeps what was typed.
    setDraft(target ? draftFor(target.lines) : null);
    setOptions(null);
    setErrors({});
    clearFailure();
    if (orderId === null) return;
    let live = true;
    // Where the goods go and the shop's warehouses: the default warehouse and the document suggested for them.
    api<ShippingOptions>(`/v1/orders/${orderId}/shipping-options`, { silent: true })
      .then((read) => {
        if (!live) return;
        setOptions(read);
        setDraft((d) => (d ? withSuggestion(d, read) : d));
      })
      .catch(() => { /* Without them the dialog ships from the shipping warehouse, the document typed by hand. */ });
    return () => { live = false; };
  }, [orderId]);
  if (!target || !draft) return null;

  const lines = target.lines.filter((l) => l.remaining > 0);
  const change = (next: Partial<ShipmentDraft>) => { setDraft({ ...draft, ...next }); setErrors({}); };
  const units = lines.reduce((sum, l) => sum + (/^\d+$/.test((draft.quantities[l.orderLineId] ?? '').trim()) ? Number(draft.quantities[l.orderLineId]) : 0), 0);
  const nowLabel: Record<ShipWay, string> = {
    carrier: t`Expédié maintenant (le client reçoit le suivi par e-mail)`,
    collection: t`Prêt au retrait maintenant (le client est prévenu par e-mail)`,
    handOver: t`Remis au client maintenant`,
  };

  const submit = async () => {
    clearFailure();
    const check = shipmentBody(draft, target.lines);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    await run(async () => {
      const shipment = await api<Shipment>(`/v1/orders/${target.orderId}/shipments`, { method: 'POST', body: check.body, silent: true });
      showSnackbar('success', t`Expédition ${shipment.number} enregistrée.`);
      await refreshShipments();
      onShipped?.(shipment);
      onClose();
    });
  };

  return (
    <FormDialog
      title={<Trans>Expédier la commande {target.reference}</Trans>} ariaLabel={t`Expédier la commande`} testId="ship-dialog" size="lg"
      submitLabel={draft.ship ? <Trans>Expédier</Trans> : <Trans>Mettre en préparation</Trans>} submitTestId="ship-submit"
      busy={busy} failure={failure} failureTestId="ship-error" onSubmit={() => void submit()} onClose={onClose}
    >
      <Stack gap="2" as="ul" listStyleType="none" aria-label={t`Lignes à expédier`}>
        {lines.map((line) => {
          const error = say(errors[`line:${line.orderLineId}`], line.remaining);
          return (
            <Box as="li" key={line.orderLineId} borderWidth="1px" borderRadius="md" p="3" data-testid="ship-line" data-line={line.orderLineId}>
              <Field.Root invalid={!!error}>
                <HStack justify="space-between" gap="3" wrap="wrap" w="full">
                  <Stack gap="0" minW="0" flex="1">
                    <Field.Label fontWeight="medium" overflowWrap="anywhere">{line.label}</Field.Label>
                    <Text fontSize="sm" color="gray.600" data-testid="ship-line-left">
                      <Trans>Reste {line.remaining} sur {line.ordered}</Trans>
                    </Text>
                  </Stack>
                  <Input
                    w="24" inputMode="numeric" textAlign="end" value={draft.quantities[line.orderLineId] ?? ''} data-testid="ship-quantity"
                    onChange={(e) => change({ quantities: { ...draft.quantities, [line.orderLineId]: e.target.value } })}
                  />
                </HStack>
                {error ? <Field.ErrorText role="alert">{error}</Field.ErrorText> : null}
              </Field.Root>
            </Box>
          );
        })}
      </Stack>
      {errors.lines ? <Text color="red.600" role="alert" data-testid="ship-nothing">{say(errors.lines)}</Text> : null}
      <FormField label={<Trans>Colis</Trans>} error={say(errors.parcels)}>
        <Input
          w={{ base: 'full', sm: '64' }} inputMode="numeric" value={draft.parcels} data-testid="ship-parcels"
          placeholder={t`Automatique : ${defaultParcels(units)} (un colis par 12)`} onChange={(e) => change({ parcels: e.target.value })}
        />
      </FormField>
      {target.way === 'handOver' ? null : <TrackingFields value={draft} errors={errors} onChange={change} />}
      <ShipExitFields draft={draft} options={options} errors={errors} onChange={(next) => change(next)} />
      <Switch.Root checked={draft.ship} onCheckedChange={(e) => change({ ship: e.checked })} colorPalette="brand" display="flex" gap="3" alignItems="center" data-testid="ship-now">
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label fontWeight="normal">{nowLabel[target.way]}</Switch.Label>
      </Switch.Root>
      {draft.ship ? null : (
        <Text fontSize="sm" color="gray.600"><Trans>L'expédition reste « En préparation » : vous la ferez avancer depuis la liste des expéditions.</Trans></Text>
      )}
    </FormDialog>
  );
}
