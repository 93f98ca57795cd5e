import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { Shipment, ShipmentStatusBody } from '@vendange/contracts';
import { FormDialog } from '@vendange/ui';
import { useSubmission } from '../dialogs/use-submission';
import { trackingBody, type ShipmentErrors } from './shipment-form';
import { TrackingFields } from './tracking-fields';

/**
 * Before a shipment goes in transit without its carrier or tracking number: both asked (still optional, the client's
 * mail names what is given). `onSubmit` makes the move and throws when refused; the dialog then keeps what was typed.
 */
export function TrackingDialog({ shipment, onClose, onSubmit }: {
  shipment: Shipment | null;
  onClose: () => void;
  onSubmit: (tracking: Omit<ShipmentStatusBody, 'status'>) => Promise<void>;
}) {
  const { t } = useLingui();
  const [value, setValue] = useState({ carrier: '', trackingNumber: '', trackingUrl: '' });
  const [errors, setErrors] = useState<ShipmentErrors>({});
  const { busy, failure, run, clearFailure } = useSubmission();
  const id = shipment?.id ?? null;
  useEffect(() => {
    if (shipment) setValue({ carrier: shipment.carrier ?? '', trackingNumber: shipment.trackingNumber ?? '', trackingUrl: shipment.trackingUrl ?? '' });
    setErrors({});
    clearFailure();
  }, [id]);
  if (!shipment) return null;

  const submit = async () => {
    const check = trackingBody(value);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    await run(() => onSubmit(check.body));
  };
  return (
    <FormDialog
      title={<Trans>Passer {shipment.number} en transit</Trans>} ariaLabel={t`Passer en transit`} testId="tracking-dialog"
      submitLabel={<Trans>Passer en transit</Trans>} busy={busy} failure={failure} failureTestId="tracking-error"
      onSubmit={() => void submit()} onClose={onClose}
    >
      <Text fontSize="sm" color="gray.700">
        <Trans>Le client reçoit un e-mail avec le transporteur et le numéro de suivi : ajoutez-les si vous les avez (facultatif).</Trans>
      </Text>
      <TrackingFields value={value} errors={errors} onChange={(next) => { setValue({ ...value, ...next }); setErrors({}); }} />
    </FormDialog>
  );
}
