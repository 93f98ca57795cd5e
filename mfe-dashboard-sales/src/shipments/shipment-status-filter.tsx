import { Button, Field, Flex, NativeSelect } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { shipmentStatuses, type ShipmentStatus } from '@vendange/contracts';
import { deliveryStatusLabels } from './delivery-labels';

/** The shipments' status filter (kept in the URL by the screen). */
export function ShipmentStatusFilter({ value, onChange }: { value: ShipmentStatus | ''; onChange: (next: ShipmentStatus | '') => void }) {
  const { t, i18n } = useLingui();
  return (
    <Flex gap="3" wrap="wrap" align="flex-end" bg="white" borderWidth="1px" borderRadius="md" p="3" data-testid="shipment-filters">
      <Field.Root w={{ base: 'full', sm: '56' }}>
        <Field.Label><Trans>Statut</Trans></Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value as ShipmentStatus | '')} data-testid="shipment-filter-status">
            <option value="">{t`Tous les statuts`}</option>
            {shipmentStatuses.map((s) => <option key={s} value={s}>{i18n._(deliveryStatusLabels[s])}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {value ? <Button variant="ghost" size="sm" onClick={() => onChange('')} data-testid="shipment-filters-clear"><Trans>Effacer les filtres</Trans></Button> : null}
    </Flex>
  );
}
