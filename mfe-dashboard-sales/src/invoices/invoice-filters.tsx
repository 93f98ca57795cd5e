import { Button, Field, Flex, NativeSelect } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { legalStatuses, type LegalStatus } from '@vendange/contracts';
import { legalStatusLabels } from './invoice-labels';
import { hasInvoiceFilters, noInvoiceFilters, type InvoiceFilters } from './invoice-query';
import { PeriodFields } from './period-fields';

/** Period (issued from / to, French calendar days) and legal status above a list of documents. */
export function InvoiceFiltersBar({ value, onChange }: { value: InvoiceFilters; onChange: (next: InvoiceFilters) => void }) {
  const { t, i18n } = useLingui();
  return (
    <Flex gap="3" wrap="wrap" align="flex-end" bg="white" borderWidth="1px" borderRadius="md" p="3" data-testid="invoice-filters">
      <PeriodFields from={value.from} to={value.to} onChange={(period) => onChange({ ...value, ...period })} testId="invoice-filter" />
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
