import { Alert, Button, Flex, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { api, useApi } from '@vendange/api-client';
import { changeEmailBodySchema, type ChangeEmailBody, type PendingEmail, type SuccessResponse } from '@vendange/contracts';
import { showSnackbar } from '@vendange/store';
import { FormField } from '@vendange/ui';
import { accountErrorPlace } from './account-errors';
import { SettingsSection } from './settings-section';

const resolver = zodResolver(changeEmailBodySchema);

/**
 * The e-mail address: a new one is asked with the current password and replaces the old one only once the link
 * mailed to it is opened (until then the old one logs in and gets the mails).
 */
export function AccountEmailSection({ email }: { email: string }) {
  const { t } = useLingui();
  const pending = useApi<PendingEmail>('/v1/users/me/email', undefined, { revalidateOnFocus: true });
  const { register, handleSubmit, reset, setError, formState: { errors, isSubmitting } } = useForm<ChangeEmailBody>({
    defaultValues: { email: '', currentPassword: '' }, resolver,
  });

  const submit = handleSubmit(async (body) => {
    try {
      const res = await api<SuccessResponse>('/v1/users/me/email', { method: 'POST', body, silent: true });
      reset();
      await pending.mutate();
      showSnackbar('success', res.message);
    } catch (err) {
      const placed = accountErrorPlace(err, ['email', 'currentPassword'] as const);
      if (placed.field) setError(placed.field, { type: 'server', message: placed.message });
      else showSnackbar('error', placed.message);
    }
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => { void submit(event); };

  const cancel = async () => {
    try {
      await api<PendingEmail>('/v1/users/me/email', { method: 'DELETE', silent: true });
      await pending.mutate({ email: null }, { revalidate: false });
      showSnackbar('success', t`Le changement d'adresse est annulé.`);
    } catch (err) {
      showSnackbar('error', accountErrorPlace(err, []).message);
    }
  };

  return (
    <SettingsSection title={<Trans>Adresse e-mail</Trans>} testId="account-email-section"
      description={<Trans>Elle sert à vous connecter et à recevoir vos confirmations de commande.</Trans>}>
      <Stack gap="4">
        <Text>
          <Trans>Adresse actuelle :</Trans> <Text as="strong" data-testid="account-email-current">{email}</Text>
        </Text>
        {pending.data?.email ? (
          <Alert.Root status="info" data-testid="account-email-pending">
            <Alert.Indicator />
            <Stack gap="2" flex="1">
              <Alert.Title>
                <Trans>En attente de confirmation : {pending.data.email}. Ouvrez le lien reçu à cette adresse pour qu'elle remplace l'actuelle.</Trans>
              </Alert.Title>
              <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => void cancel()} data-testid="account-email-cancel">
                <Trans>Annuler le changement</Trans>
              </Button>
            </Stack>
          </Alert.Root>
        ) : null}
        <form onSubmit={onSubmit} noValidate aria-label={t`Changer d'adresse e-mail`} data-testid="account-email-form">
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField label={<Trans>Nouvelle adresse e-mail</Trans>} error={errors.email?.message} required>
                <Input bg="white" type="email" autoComplete="email" data-testid="account-email-new" {...register('email')} />
              </FormField>
              <FormField label={<Trans>Mot de passe actuel</Trans>} error={errors.currentPassword?.message} required>
                <Input bg="white" type="password" autoComplete="current-password" data-testid="account-email-password" {...register('currentPassword')} />
              </FormField>
            </SimpleGrid>
            <Flex justify="flex-end">
              <Button type="submit" colorPalette="brand" loading={isSubmitting} data-testid="account-email-submit"><Trans>Envoyer le lien de confirmation</Trans></Button>
            </Flex>
          </Stack>
        </form>
      </Stack>
    </SettingsSection>
  );
}
