import { Checkbox, Field, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { getHref } from '@vendange/route-registry';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { api, placeServerError } from '@vendange/api-client';
import { registerBodySchema, type LoginResponse, type RegisterBody, type RegisterKind } from '@vendange/contracts';
import { showSnackbar, startSession } from '@vendange/store';
import { authHref, destinationAfterAuth } from '../../auth-links';
import { FormAlert } from '../../components/form-alert';
import { PasswordInput } from '../../components/password-input';
import { PrimaryButton } from '../../components/primary-button';
import { TextLink } from '../../components/text-link';
import { useAuthBrand } from '../../layout/auth-brand';
import { BuyerProFields, SellerFields } from './register-kind-fields';
import { FormField } from '@vendange/ui';

const FIELDS = ['firstname', 'lastname', 'email', 'password', 'phone', 'businessName', 'siret', 'shopName', 'cgu'] as const;
type FieldName = (typeof FIELDS)[number];

function KindTitle({ kind }: { kind: RegisterKind }) {
  if (kind === 'seller') return <Trans>Créer un compte producteur</Trans>;
  if (kind === 'agent') return <Trans>Créer un compte agent commercial</Trans>;
  return <Trans>Créer un compte acheteur</Trans>;
}

/**
 * /auth/register/buyer, /seller, /agent: the form over the contract's schema, so the browser shows
 * the server's own messages. A registration logs the new user in (201 carries the session).
 */
export function RegisterScreen({ kind }: { kind: RegisterKind }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [params] = useSearchParams();
  const { shop } = useAuthBrand();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, control, handleSubmit, setError, formState: { errors, isSubmitting } } = useForm<RegisterBody>({
    resolver: zodResolver(registerBodySchema),
    defaultValues: { kind, firstname: '', lastname: '', email: '', password: '', phone: '', isPro: false, shopName: '' },
    mode: 'onTouched',
  });
  const phoneRequired = kind !== 'buyer';

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const body: RegisterBody = { ...values, kind, shopCode: params.get('id') || undefined, refId: params.get('refId') || undefined };
    try {
      const res = await api<LoginResponse>('/v1/auth/register', { method: 'POST', body, silent: true });
      if (!res.user || !res.jwt) throw new Error('no session in the registration answer');
      startSession(res.jwt, res.user);
      showSnackbar('success', t`Votre compte est créé. Un e-mail vous a été envoyé pour confirmer votre adresse.`);
      navigate(destinationAfterAuth(res.user.role, shop, params.get('redirectLink')), { replace: true });
    } catch (err) {
      const placed = placeServerError(err, FIELDS, t`Une erreur est survenue. Si le problème persiste, contactez un administrateur.`);
      if (placed.field) setError(placed.field as FieldName, { type: 'server', message: placed.message }, { shouldFocus: true });
      else setFormError(placed.message);
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="register-form" data-kind={kind}>
      <Stack gap="5">
        <Stack gap="1">
          <Heading as="h1" size="2xl"><KindTitle kind={kind} /></Heading>
          <Text fontSize="sm"><TextLink to={authHref(getHref('register'), search)} testId="register-change-kind"><Trans>Changer de type de compte</Trans></TextLink></Text>
        </Stack>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label={<Trans>Prénom</Trans>} error={errors.firstname?.message} required>
            <Input autoComplete="given-name" {...register('firstname')} />
          </FormField>
          <FormField label={<Trans>Nom</Trans>} error={errors.lastname?.message} required>
            <Input autoComplete="family-name" {...register('lastname')} />
          </FormField>
        </SimpleGrid>
        <FormField label={<Trans>E-mail</Trans>} error={errors.email?.message} required>
          <Input type="email" autoComplete="email" {...register('email')} />
        </FormField>
        <FormField
          label={<Trans>Mot de passe</Trans>} error={errors.password?.message} required
          helper={<Trans>Au moins 5 caractères, dont une majuscule et une minuscule.</Trans>}
        >
          <PasswordInput autoComplete="new-password" {...register('password')} />
        </FormField>
        <FormField label={<Trans>Téléphone</Trans>} error={errors.phone?.message} required={phoneRequired} helper={phoneRequired ? undefined : <Trans>Facultatif</Trans>}>
          <Input type="tel" autoComplete="tel" {...register('phone')} />
        </FormField>
        {kind === 'buyer' ? <BuyerProFields control={control} register={register} errors={errors} /> : null}
        {kind === 'seller' ? <SellerFields register={register} errors={errors} /> : null}
        <Controller
          name="cgu" control={control}
          render={({ field }) => (
            <Field.Root invalid={!!errors.cgu}>
              <Checkbox.Root checked={field.value === true} onCheckedChange={(d) => field.onChange(d.checked === true)} name={field.name} data-testid="register-cgu">
                <Checkbox.HiddenInput ref={field.ref} onBlur={field.onBlur} />
                <Checkbox.Control />
                <Checkbox.Label><Trans>J'accepte les conditions générales d'utilisation</Trans></Checkbox.Label>
              </Checkbox.Root>
              {errors.cgu ? <Field.ErrorText role="alert">{errors.cgu.message}</Field.ErrorText> : null}
            </Field.Root>
          )}
        />
        {formError ? <FormAlert testId="register-error">{formError}</FormAlert> : null}
        <PrimaryButton type="submit" loading={isSubmitting}><Trans>Créer mon compte</Trans></PrimaryButton>
        <Text textAlign="center" fontSize="sm" color="gray.600">
          <Trans>Déjà un compte ?</Trans>{' '}
          <TextLink to={authHref(getHref('login'), search)} testId="register-login-link"><Trans>Connectez-vous</Trans></TextLink>
        </Text>
      </Stack>
    </form>
  );
}
