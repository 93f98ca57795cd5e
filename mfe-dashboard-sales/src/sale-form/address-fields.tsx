import { Fieldset, Input, SimpleGrid } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { FormField } from '@vendange/ui';
import type { AddressForm } from './sale-form';
import type { SaleErrors } from './sale-body';

/** An optional address (billing or delivery): left blank it is not sent; begun, the server's required fields apply. */
export function AddressFields({ legend, prefix, value, errors, onChange, testId }: {
  legend: ReactNode; prefix: 'billingAddress' | 'deliveryAddress'; value: AddressForm; errors: SaleErrors; testId: string;
  onChange: (patch: Partial<AddressForm>) => void;
}) {
  const field = (name: keyof AddressForm, label: ReactNode, autoComplete: string, span = 1) => (
    <div style={{ gridColumn: span === 2 ? '1 / -1' : undefined }}>
      <FormField label={label} error={errors[`${prefix}.${name}`]}>
        <Input bg="white" value={value[name]} autoComplete={autoComplete} onChange={(e) => onChange({ [name]: e.target.value })} data-testid={`${testId}-${name}`} />
      </FormField>
    </div>
  );
  return (
    <Fieldset.Root data-testid={testId}>
      <Fieldset.Legend fontWeight="semibold">{legend}</Fieldset.Legend>
      <Fieldset.HelperText><Trans>Facultative : laissez vide si elle n'est pas utile.</Trans></Fieldset.HelperText>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" mt="2">
        {field('firstname', <Trans>Prénom</Trans>, 'given-name')}
        {field('lastname', <Trans>Nom</Trans>, 'family-name')}
        {field('street', <Trans>Adresse</Trans>, 'address-line1', 2)}
        {field('complement', <Trans>Complément d'adresse</Trans>, 'address-line2', 2)}
        {field('zipcode', <Trans>Code postal</Trans>, 'postal-code')}
        {field('city', <Trans>Ville</Trans>, 'address-level2')}
        {field('country', <Trans>Pays (code, ex. FR)</Trans>, 'country')}
      </SimpleGrid>
    </Fieldset.Root>
  );
}
