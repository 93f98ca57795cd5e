import { Heading, Stack, Text } from '@chakra-ui/react';
import { getHref } from '@vendange/route-registry';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { api, placeServerError } from '@vendange/api-client';
import { messages, resetPasswordBodySchema, rules, type SuccessResponse } from '@vendange/contracts';
import { showSnackbar } from '@vendange/store';
import { authHref } from '../../auth-links';
import { FormAlert } from '../../components/form-alert';
import { PasswordInput } from '../../components/password-input';
import { PrimaryButton } from '../../components/primary-button';
import { TextLink } from '../../components/text-link';
import { FormField } from '@vendange/ui';

interface NewPasswordValues {
  password: string;
  confirm: string;
}

/** The link of the reset (or collaborator invitation) e-mail: choose a password, then log in with it. */
export function NewPasswordForm({ token }: { token: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [linkInvalid, setLinkInvalid] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const mismatch = t`Les mots de passe ne correspondent pas`;
  const schema = useMemo(
    () => resetPasswordBodySchema.pick({ password: true }).extend({ confirm: rules.needed })
      .refine((v) => v.password === v.confirm, { path: ['confirm'], message: mismatch }),
    [mismatch],
  );
  const { register, handleSubmit, setError, formState: { errors, isSubmitting } } = useForm<NewPasswordValues>({
    resolver: zodResolver(schema), defaultValues: { password: '', confirm: '' }, mode: 'onTouched',
  });

  const submit = handleSubmit(async ({ password }) => {
    setFormError(null);
    try {
      await api<SuccessResponse>('/v1/auth/resetpwd', { method: 'PUT', body: { token, password }, silent: true });
      showSnackbar('success', t`Votre mot de passe est modifié. Vous pouvez vous connecter.`);
      navigate(authHref(getHref('login'), search), { replace: true });
    } catch (err) {
      const placed = placeServerError(err, ['password'], t`Une erreur est survenue. Si le problème persiste, contactez un administrateur.`);
      if (placed.message === messages.linkInvalid) setLinkInvalid(true);
      // A weak password comes back with the password rule: it belongs under the field.
      else if (placed.field === 'password' || placed.message === messages.password) setError('password', { type: 'server', message: placed.message }, { shouldFocus: true });
      else setFormError(placed.message);
    }
  });

  if (linkInvalid) {
    return (
      <Stack gap="5" data-testid="reset-link-invalid">
        <Heading as="h1" size="2xl"><Trans>Lien expiré</Trans></Heading>
        <FormAlert><Trans>Ce lien n'est plus valide. Demandez-en un nouveau.</Trans></FormAlert>
        <TextLink to={authHref(getHref('authResetPassword'), search)} testId="reset-new-link"><Trans>Recevoir un nouveau lien</Trans></TextLink>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate data-testid="new-password-form">
      <Stack gap="5">
        <Heading as="h1" size="2xl"><Trans>Choisissez un nouveau mot de passe</Trans></Heading>
        <Text color="gray.600"><Trans>Vous l'utiliserez ensuite pour vous connecter.</Trans></Text>
        <FormField
          label={<Trans>Nouveau mot de passe</Trans>} error={errors.password?.message} required
          helper={<Trans>Au moins 5 caractères, dont une majuscule et une minuscule.</Trans>}
        >
          <PasswordInput autoComplete="new-password" autoFocus {...register('password')} />
        </FormField>
        <FormField label={<Trans>Confirmez le mot de passe</Trans>} error={errors.confirm?.message} required>
          <PasswordInput autoComplete="new-password" {...register('confirm')} />
        </FormField>
        {formError ? <FormAlert testId="new-password-error">{formError}</FormAlert> : null}
        <PrimaryButton type="submit" loading={isSubmitting}><Trans>Enregistrer le mot de passe</Trans></PrimaryButton>
      </Stack>
    </form>
  );
}
