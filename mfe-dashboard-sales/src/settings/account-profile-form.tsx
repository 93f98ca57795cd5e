import { Box, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { api, placeServerError } from '@vendange/api-client';
import { messages, type User } from '@vendange/contracts';
import { patchSessionUser, showSnackbar } from '@vendange/store';
import { FormText, useLeaveGuard } from '@vendange/ui';
import { AccountAddressFields } from './account-address-fields';
import { accountBody, accountFields, accountFormSchema, accountToForm, type AccountForm } from './account-form';
import { SettingsSaveBar } from './settings-save-bar';
import { SettingsSection } from './settings-section';

const resolver = zodResolver(accountFormSchema);

/** Name, mobile phone and the two saved addresses (the ones checkout starts from). */
export function AccountProfileForm({ user }: { user: User }) {
  const { t } = useLingui();
  const methods = useForm<AccountForm>({ defaultValues: accountToForm(user), resolver });
  const { handleSubmit, reset, setError, formState: { isDirty, isSubmitting } } = methods;
  const { dialog } = useLeaveGuard(isDirty && !isSubmitting);

  const submit = handleSubmit(async (form) => {
    try {
      const saved = await api<User>('/v1/users/me', { method: 'PUT', body: accountBody(form, user), silent: true });
      // Only the profile joins the session: the cart has its own saves (use-cart-autosave), never replaced from here.
      const { cart: _cart, id: _id, ...profile } = saved;
      patchSessionUser(profile);
      reset(accountToForm(saved));
      showSnackbar('success', t`Vos informations sont enregistrées.`);
    } catch (err) {
      const placed = placeServerError(err, accountFields, messages.internal);
      if (placed.field) setError(placed.field as keyof AccountForm, { type: 'server', message: placed.message });
      showSnackbar('error', placed.message);
    }
  }, () => showSnackbar('error', t`Certains champs sont à corriger : ils sont signalés en rouge.`));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => { void submit(event); };

  return (
    <FormProvider {...methods}>
      <form onSubmit={onSubmit} noValidate aria-label={t`Mon profil`} data-testid="account-profile-form">
        <Stack gap="4">
          <SettingsSection title={<Trans>Mon profil</Trans>} testId="account-profile-section">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormText<AccountForm> name="firstname" label={t`Prénom`} required autoComplete="given-name" testId="account-firstname" />
              <FormText<AccountForm> name="lastname" label={t`Nom`} required autoComplete="family-name" testId="account-lastname" />
              <FormText<AccountForm> name="phone" label={t`Téléphone mobile`} autoComplete="tel" placeholder="+33 6 12 34 56 78" testId="account-phone"
                helper={t`Un numéro de mobile, pour que le producteur ou le transporteur puisse vous joindre.`} />
            </SimpleGrid>
          </SettingsSection>
          <SettingsSection title={<Trans>Adresse de livraison</Trans>} testId="account-delivery-section"
            description={<Trans>Proposée à chaque commande. Videz l'adresse, le code postal et la ville pour la supprimer.</Trans>}>
            <AccountAddressFields kind="delivery" />
          </SettingsSection>
          <SettingsSection title={<Trans>Adresse de facturation</Trans>} testId="account-billing-section"
            description={<Trans>Laissez-la vide si elle est la même que l'adresse de livraison.</Trans>}>
            <AccountAddressFields kind="billing" />
          </SettingsSection>
        </Stack>
        <SettingsSaveBar dirty={isDirty} submitting={isSubmitting} onReset={() => reset()} />
      </form>
      <Box>{dialog}</Box>
    </FormProvider>
  );
}
