import { Button, Field, Flex, Input, NativeSelect } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { legalStatuses, type LegalStatus } from '@vendange/contracts';
import { legalStatusLabels } from './invoice-labels';
import { hasInvoiceFilters, noInvoiceFilters, periodInverted, type InvoiceFilters } from './invoice-query';

/** Period (issued from / to, French calendar days) and legal status above a list of documents. */
export function InvoiceFiltersBar({ value, onChange }: { value: InvoiceFilters; onChange: (next: InvoiceFilters) => void }) {
  const { t, i18n } = useLingui();
  const inverted = periodInverted(value);
  return (
    <Flex gap="3" wrap="wrap" align="flex-end" bg="white" borderWidth="1px" borderRadius="md" p="3" data-testid="invoice-filters">
      <Field.Root w={{ base: 'full', sm: '44' }} invalid={inverted}>
        <Field.Label><Trans>Du</Trans></Field.Label>
        <Input type="date" value={value.from} max={value.to || undefined} onChange={(e) => onChange({ ...value, from: e.target.value })} data-testid="invoice-filter-from" />
      </Field.Root>
      <Field.Root w={{ base: 'full', sm: '44' }} invalid={inverted}>
        <Field.Label><Trans>Au</Trans></Field.Label>
        <Input type="date" value={value.to} min={value.from || undefined} onChange={(e) => onChange({ ...value, to: e.target.value })} data-testid="invoice-filter-to" />
        {inverted ? <Field.ErrorText role="alert"><Trans>La fin de la période précède son début.</Trans></Field.ErrorText> : null}
      </Field.Root>
      <Field.Root w={{ base: 'full', sm: '56' }}>
        <Field.Label><Trans>Statut</Trans></Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={value.legalStatus} onChange={(e) => onChange({ ...value, legalStatus: e.target.value as LegalStatus | '' })} data-testid="invoice-filter-status">
            <option value="">{t`Tous les statuts`}</option>
            {legalStatuses.map((s) => <option key={s} value={s}>{i18n._(legalStatusLabels[s])}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {hasInvoiceFilters(value) ? (
        <Button variant="ghost" size="sm" onClick={() => onChange(noInvoiceFilters)} data-testid="invoice-filters-clear"><Trans>Effacer les filtres</Trans></Button>
      ) : null}
    </Flex>
  );
}
