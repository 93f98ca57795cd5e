import { Button, Field, Flex, NativeSelect } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { paymentTypes, recordedPaymentStatuses, type PaymentType, type RecordedPaymentStatus } from '@vendange/contracts';
import { paymentStatusLabels, paymentTypeLabels } from '@vendange/ui';
import { PeriodFields } from '../invoices/period-fields';
import { hasPaymentFilters, noPaymentFilters, type PaymentFilters } from './payment-query';

/** Status, type and period (received from / to) above the payments (kept in the URL by the screen). */
export function PaymentFiltersBar({ value, onChange }: { value: PaymentFilters; onChange: (next: PaymentFilters) => void }) {
  const { t, i18n } = useLingui();
  return (
    <Flex gap="3" wrap="wrap" align="flex-end" bg="white" borderWidth="1px" borderRadius="md" p="3" data-testid="payment-filters">
      <Field.Root w={{ base: 'full', sm: '48' }}>
        <Field.Label><Trans>Statut</Trans></Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={value.status} onChange={(e) => onChange({ ...value, status: e.target.value as RecordedPaymentStatus | '' })} data-testid="payment-filter-status">
            <option value="">{t`Tous les statuts`}</option>
            {recordedPaymentStatuses.map((s) => <option key={s} value={s}>{i18n._(paymentStatusLabels[s])}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root w={{ base: 'full', sm: '56' }}>
        <Field.Label><Trans>Type</Trans></Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={value.type} onChange={(e) => onChange({ ...value, type: e.target.value as PaymentType | '' })} data-testid="payment-filter-type">
            <option value="">{t`Tous les types`}</option>
            {paymentTypes.map((p) => <option key={p} value={p}>{i18n._(paymentTypeLabels[p])}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <PeriodFields from={value.from} to={value.to} onChange={(period) => onChange({ ...value, ...period })} testId="payment-filter" />
      {hasPaymentFilters(value) ? (
        <Button variant="ghost" size="sm" onClick={() => onChange(noPaymentFilters)} data-testid="payment-filters-clear"><Trans>Effacer les filtres</Trans></Button>
      ) : null}
    </Flex>
  );
}
