import { Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { getHref } from '@vendange/route-registry';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { api, ApiError } from '@vendange/api-client';
import type { LoginBody, LoginResponse } from '@vendange/contracts';
import { startMasterSession, startSession } from '@vendange/store';
import { authHref, destinationAfterAuth } from '../auth-links';
import { FormAlert } from '../components/form-alert';
import { PasswordInput } from '../components/password-input';
import { PrimaryButton } from '../components/primary-button';
import { TextLink } from '../components/text-link';
import { useAuthBrand } from '../layout/auth-brand';
import { FormField } from '@vendange/ui';

/** Reads the login field as an id (digits), an e-mail (has @) or a username. */
export function identifierBody(identifier: string, password: string): LoginBody {
  const value = identifier.trim();
  if (/^\d+$/.test(value)) return { id: Number(value), password };
  if (value.includes('@')) return { email: value, password };
  return { username: value, password };
}

/** POST /v1/auth/login, then back to the page first asked for (a relative, safe path only). */
export function LoginScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [params] = useSearchParams();
  const { shop } = useAuthBrand();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<{ identifier: boolean; password: boolean }>({ identifier: false, password: false });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const badCredentials = t`Le mail et/ou le mot de passe sont incorrects.`;
  const needed = t`Ce champ ne peut pas être vide`;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const empty = { identifier: !identifier.trim(), password: !password };
    setMissing(empty);
    if (empty.identifier || empty.password) return;
    setBusy(true);
    setError(null);
    try {
      const res = await api<LoginResponse>('/v1/auth/login', { method: 'POST', body: identifierBody(identifier, password), silent: true });
      if (res.user && res.jwt) {
        startSession(res.jwt, res.user);
        navigate(destinationAfterAuth(res.user.role, shop, params.get('redirectLink')), { replace: true });
      } else if (res.masterAccount && res.jwt) {
        startMasterSession(res.jwt, res.masterAccount);
        navigate(authHref(getHref('loginChoose'), search));
      } else {
        setError(badCredentials);
      }
    } catch (err) {
      if (err instanceof ApiError && err.status === 429) setError(err.message.startsWith('HTTP') ? t`Trop de tentatives. Réessayez dans quelques minutes.` : err.message);
      else setError(err instanceof ApiError && !err.message.startsWith('HTTP') ? err.message : badCredentials);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate data-testid="login-form">
      <Stack gap="5">
        <Heading as="h1" size="2xl"><Trans>Connexion</Trans></Heading>
        <FormField label={<Trans>E-mail, identifiant ou code membre</Trans>} error={missing.identifier ? needed : undefined}>
          <Input name="identifier" autoComplete="username" autoFocus value={identifier} onChange={(e) => setIdentifier(e.target.value)} />
        </FormField>
        <FormField label={<Trans>Mot de passe</Trans>} error={missing.password ? needed : undefined}>
          <PasswordInput name="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </FormField>
        <Flex justify="flex-end" mt="-2">
          <TextLink to={authHref(getHref('authResetPassword'), search)} testId="forgot-password"><Trans>Mot de passe oublié ?</Trans></TextLink>
        </Flex>
        {error ? <FormAlert testId="login-error">{error}</FormAlert> : null}
        <PrimaryButton type="submit" loading={busy}><Trans>Se connecter</Trans></PrimaryButton>
        <Text textAlign="center" fontSize="sm" color="gray.600">
          <Trans>Pas encore de compte ?</Trans>{' '}
          <TextLink to={authHref(getHref('register'), search)} testId="login-register-link"><Trans>Créer un compte</Trans></TextLink>
        </Text>
      </Stack>
    </form>
  );
}
