import { Button, Flex, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { api } from '@vendange/api-client';
import { accountMessages, changePasswordBodySchema, type User } from '@vendange/contracts';
import { showSnackbar } from '@vendange/store';
import { FormField } from '@vendange/ui';
import { accountErrorPlace } from './account-errors';
import { SettingsSection } from './settings-section';

/** The contract's rules, plus the new password typed twice (a typo would lock the person out). */
const passwordFormSchema = (mismatch: string) => changePasswordBodySchema.and(z.object({ confirm: z.string() }))
  .refine((v) => v.confirm === v.password, { message: mismatch, path: ['confirm'] });
type PasswordForm = z.input<ReturnType<typeof passwordFormSchema>>;

/** A new password, given with the current one. */
export function AccountPasswordSection() {
  const { t } = useLingui();
  const resolver = useMemo(() => zodResolver(passwordFormSchema(t`Les deux mots de passe ne sont pas identiques.`)), [t]);
  const { register, handleSubmit, reset, setError, formState: { errors, isSubmitting } } = useForm<PasswordForm>({
    defaultValues: { currentPassword: '', password: '', confirm: '' }, resolver,
  });

  const submit = handleSubmit(async ({ currentPassword, password }) => {
    try {
      await api<User>('/v1/users/me/password', { method: 'PUT', body: { currentPassword, password }, silent: true });
      reset();
      showSnackbar('success', accountMessages.passwordUpdated);
    } catch (err) {
      const placed = accountErrorPlace(err, ['currentPassword', 'password'] as const);
      if (placed.field) setError(placed.field, { type: 'server', message: placed.message });
      else showSnackbar('error', placed.message);
    }
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => { void submit(event); };

  return (
    <SettingsSection title={<Trans>Mot de passe</Trans>} testId="account-password-section"
      description={<Trans>Au moins 5 caractères, dont une majuscule et une minuscule.</Trans>}>
      <form onSubmit={onSubmit} noValidate aria-label={t`Changer de mot de passe`} data-testid="account-password-form">
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <FormField label={<Trans>Mot de passe actuel</Trans>} error={errors.currentPassword?.message} required>
              <Input bg="white" type="password" autoComplete="current-password" data-testid="account-password-current" {...register('currentPassword')} />
            </FormField>
            <FormField label={<Trans>Nouveau mot de passe</Trans>} error={errors.password?.message} required>
              <Input bg="white" type="password" autoComplete="new-password" data-testid="account-password-new" {...register('password')} />
            </FormField>
            <FormField label={<Trans>Confirmez le nouveau mot de passe</Trans>} error={errors.confirm?.message} required>
              <Input bg="white" type="password" autoComplete="new-password" data-testid="account-password-confirm" {...register('confirm')} />
            </FormField>
          </SimpleGrid>
          <Flex justify="flex-end">
            <Button type="submit" colorPalette="brand" loading={isSubmitting} data-testid="account-password-submit"><Trans>Changer le mot de passe</Trans></Button>
          </Flex>
        </Stack>
      </form>
    </SettingsSection>
  );
}
