import { Input, SimpleGrid } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { FormField } from '@vendange/ui';
import type { ShipmentDraft, ShipmentErrors } from './shipment-form';
import { useShipmentErrorText } from './shipment-error-text';

type Tracking = Pick<ShipmentDraft, 'carrier' | 'trackingNumber' | 'trackingUrl'>;

/** Carrier, tracking number and tracking page of a shipment: all optional (the client's mail names what is given). */
export function TrackingFields({ value, errors, onChange }: { value: Tracking; errors: ShipmentErrors; onChange: (next: Partial<Tracking>) => void }) {
  const { t } = useLingui();
  const say = useShipmentErrorText();
  return (
    <>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <FormField label={<Trans>Transporteur</Trans>} error={say(errors.carrier)}>
          <Input value={value.carrier} placeholder={t`Colissimo, DPD, Chronopost…`} maxLength={80} data-testid="shipment-carrier" onChange={(e) => onChange({ carrier: e.target.value })} />
        </FormField>
        <FormField label={<Trans>Numéro de suivi</Trans>} error={say(errors.trackingNumber)}>
          <Input value={value.trackingNumber} maxLength={80} data-testid="shipment-tracking-number" onChange={(e) => onChange({ trackingNumber: e.target.value })} />
        </FormField>
      </SimpleGrid>
      <FormField label={<Trans>Lien de suivi</Trans>} error={say(errors.trackingUrl)} helper={<Trans>La page du transporteur : le client la reçoit dans son e-mail.</Trans>}>
        <Input type="url" inputMode="url" value={value.trackingUrl} placeholder="https://…" data-testid="shipment-tracking-url" onChange={(e) => onChange({ trackingUrl: e.target.value })} />
      </FormField>
    </>
  );
}
