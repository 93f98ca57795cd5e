import { Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField } from '@vendange/ui';
import type { CheckoutFormValues } from './checkout-form-schema';

type Which = 'delivery' | 'billing';

/** The address fields of spec point 3, required ones marked (spec point 5). */
export function AddressFields({ which, register, errors }: { which: Which; register: UseFormRegister<CheckoutFormValues>; errors: FieldErrors<CheckoutFormValues> }) {
  const e = errors[which];
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" data-testid={`${which}-address`}>
      <FormField label={<Trans>Prénom</Trans>} error={e?.firstname?.message} required><Input autoComplete={`${which === 'delivery' ? 'shipping' : 'billing'} given-name`} {...register(`${which}.firstname`)} /></FormField>
      <FormField label={<Trans>Nom</Trans>} error={e?.lastname?.message} required><Input autoComplete={`${which === 'delivery' ? 'shipping' : 'billing'} family-name`} {...register(`${which}.lastname`)} /></FormField>
      <FormField label={<Trans>Adresse</Trans>} error={e?.street?.message} required><Input autoComplete={`${which === 'delivery' ? 'shipping' : 'billing'} address-line1`} {...register(`${which}.street`)} /></FormField>
      <FormField label={<Trans>Complément d'adresse</Trans>} error={e?.complement?.message}><Input autoComplete={`${which === 'delivery' ? 'shipping' : 'billing'} address-line2`} {...register(`${which}.complement`)} /></FormField>
      <FormField label={<Trans>Code postal</Trans>} error={e?.zipcode?.message} required><Input inputMode="numeric" autoComplete={`${which === 'delivery' ? 'shipping' : 'billing'} postal-code`} {...register(`${which}.zipcode`)} /></FormField>
      <FormField label={<Trans>Ville</Trans>} error={e?.city?.message} required><Input autoComplete={`${which === 'delivery' ? 'shipping' : 'billing'} address-level2`} {...register(`${which}.city`)} /></FormField>
      <FormField label={<Trans>Pays</Trans>} error={e?.country?.message} required>
        <NativeSelect.Root>
          <NativeSelect.Field {...register(`${which}.country`)}>
            <option value="FR">France</option><option value="BE">Belgique</option><option value="LU">Luxembourg</option>
            <option value="CH">Suisse</option><option value="DE">Allemagne</option><option value="NL">Pays-Bas</option>
            <option value="ES">Espagne</option><option value="IT">Italie</option><option value="GB">Royaume-Uni</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      {which === 'delivery' ? <FormField label={<Trans>Numéro d'accise (entrepositaire agréé)</Trans>} error={e?.exciseNumber?.message}><Input {...register('delivery.exciseNumber')} /></FormField> : null}
    </SimpleGrid>
  );
}
