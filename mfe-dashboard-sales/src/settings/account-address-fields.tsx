import { SimpleGrid } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { FormSelect, FormText } from '@vendange/ui';
import type { AccountForm, AddressKind } from './account-form';

/** The countries the platform delivers to, as checkout offers them. */
const countries = [
  { value: 'FR', label: 'France' }, { value: 'BE', label: 'Belgique' }, { value: 'LU', label: 'Luxembourg' }, { value: 'CH', label: 'Suisse' },
  { value: 'DE', label: 'Allemagne' }, { value: 'NL', label: 'Pays-Bas' }, { value: 'ES', label: 'Espagne' }, { value: 'IT', label: 'Italie' },
  { value: 'GB', label: 'Royaume-Uni' },
];

/** One saved address of the account; left empty, it is removed. */
export function AccountAddressFields({ kind }: { kind: AddressKind }) {
  const { t } = useLingui();
  const auto = kind === 'delivery' ? 'shipping' : 'billing';
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" data-testid={`account-${kind}-address`}>
      <FormText<AccountForm> name={`${kind}.firstname`} label={t`Prénom`} autoComplete={`${auto} given-name`} testId={`account-${kind}-firstname`} />
      <FormText<AccountForm> name={`${kind}.lastname`} label={t`Nom`} autoComplete={`${auto} family-name`} testId={`account-${kind}-lastname`} />
      <FormText<AccountForm> name={`${kind}.street`} label={t`Adresse`} autoComplete={`${auto} address-line1`} testId={`account-${kind}-street`} />
      <FormText<AccountForm> name={`${kind}.complement`} label={t`Complément d'adresse`} autoComplete={`${auto} address-line2`} testId={`account-${kind}-complement`} />
      <FormText<AccountForm> name={`${kind}.zipcode`} label={t`Code postal`} inputMode="numeric" autoComplete={`${auto} postal-code`} testId={`account-${kind}-zipcode`} />
      <FormText<AccountForm> name={`${kind}.city`} label={t`Ville`} autoComplete={`${auto} address-level2`} testId={`account-${kind}-city`} />
      <FormSelect<AccountForm> name={`${kind}.country`} label={t`Pays`} options={countries} testId={`account-${kind}-country`} />
    </SimpleGrid>
  );
}
