import { Input, Stack, Switch } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Controller, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { RegisterBody } from '@vendange/contracts';
import { FormField } from '@vendange/ui';

interface FieldsProps {
  register: UseFormRegister<RegisterBody>;
  errors: FieldErrors<RegisterBody>;
}

/** A buyer buying for a business gives its name and, optionally, its SIRET. */
export function BuyerProFields({ control, register, errors }: FieldsProps & { control: Control<RegisterBody> }) {
  const isPro = useWatch({ control, name: 'isPro' });
  return (
    <Stack gap="4">
      <Controller
        name="isPro" control={control}
        render={({ field }) => (
          <Switch.Root checked={field.value === true} onCheckedChange={(d) => field.onChange(d.checked)} name={field.name} data-testid="register-is-pro">
            <Switch.HiddenInput ref={field.ref} onBlur={field.onBlur} />
            <Switch.Control><Switch.Thumb /></Switch.Control>
            <Switch.Label><Trans>J'achète pour une entreprise (professionnel)</Trans></Switch.Label>
          </Switch.Root>
        )}
      />
      {isPro ? (
        <>
          <FormField label={<Trans>Raison sociale</Trans>} error={errors.businessName?.message} required>
            {/* Unregistered when hidden, so a half-typed SIRET does not block a private buyer. */}
            <Input autoComplete="organization" {...register('businessName', { shouldUnregister: true })} />
          </FormField>
          <FormField label={<Trans>SIRET</Trans>} error={errors.siret?.message} helper={<Trans>14 chiffres, facultatif</Trans>}>
            <Input inputMode="numeric" {...register('siret', { shouldUnregister: true })} />
          </FormField>
        </>
      ) : null}
    </Stack>
  );
}

/** A producer names the shop the registration creates. */
export function SellerFields({ register, errors }: FieldsProps) {
  return (
    <FormField label={<Trans>Nom du domaine ou de la boutique</Trans>} error={errors.shopName?.message} required>
      <Input autoComplete="organization" {...register('shopName')} />
    </FormField>
  );
}
