import { Heading, Input, Stack, Text } from '@chakra-ui/react';
import { getHref } from '@vendange/route-registry';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { api, placeServerError } from '@vendange/api-client';
import { resetRequestBodySchema, type SuccessResponse } from '@vendange/contracts';
import { authHref } from '../../auth-links';
import { FormAlert } from '../../components/form-alert';
import { PrimaryButton } from '../../components/primary-button';
import { TextLink } from '../../components/text-link';
import { FormField } from '@vendange/ui';

/** Asks for a reset link. The answer never says whether the address has an account. */
export function ResetRequestForm() {
  const { t } = useLingui();
  const { search } = useLocation();
  const [sent, setSent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState: { errors, isSubmitting } } = useForm<{ email: string }>({
    resolver: zodResolver(resetRequestBodySchema), defaultValues: { email: '' }, mode: 'onTouched',
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await api<SuccessResponse>('/v1/auth/resetpwd', { method: 'POST', body: values, silent: true });
      setSent(true);
    } catch (err) {
      const placed = placeServerError(err, ['email'], t`Une erreur est survenue. Si le problème persiste, contactez un administrateur.`);
      if (placed.field === 'email') setError('email', { type: 'server', message: placed.message }, { shouldFocus: true });
      else setFormError(placed.message);
    }
  });

  if (sent) {
    return (
      <Stack gap="5" data-testid="reset-sent">
        <Heading as="h1" size="2xl"><Trans>Vérifiez vos e-mails</Trans></Heading>
        <FormAlert status="success"><Trans>Si un compte existe pour cette adresse, un e-mail avec un lien de réinitialisation vient de lui être envoyé.</Trans></FormAlert>
        <Text fontSize="sm" color="gray.600"><Trans>Le lien est valable pour une durée limitée. Pensez à regarder dans vos courriers indésirables.</Trans></Text>
        <TextLink to={authHref(getHref('login'), search)} testId="reset-back-login"><Trans>Retour à la connexion</Trans></TextLink>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate data-testid="reset-request-form">
      <Stack gap="5">
        <Heading as="h1" size="2xl"><Trans>Mot de passe oublié</Trans></Heading>
        <Text color="gray.600"><Trans>Indiquez l'adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.</Trans></Text>
        <FormField label={<Trans>E-mail</Trans>} error={errors.email?.message} required>
          <Input type="email" autoComplete="email" autoFocus {...register('email')} />
        </FormField>
        {formError ? <FormAlert testId="reset-error">{formError}</FormAlert> : null}
        <PrimaryButton type="submit" loading={isSubmitting}><Trans>Recevoir le lien</Trans></PrimaryButton>
        <TextLink to={authHref(getHref('login'), search)} testId="reset-back-login"><Trans>Retour à la connexion</Trans></TextLink>
      </Stack>
    </form>
  );
}
