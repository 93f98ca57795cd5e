import { Box, Button, Card, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { api, ApiError } from '@vendange/api-client';
import type { LoginBody, LoginResponse } from '@vendange/contracts';
import { safeRedirect } from '@vendange/route-registry';
import { startMasterSession, startSession } from '@vendange/store';

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
  const [params] = useSearchParams();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!identifier.trim() || !password) {
      setError(t`Ce champ ne peut pas être vide`);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const res = await api<LoginResponse>('/v1/auth/login', { method: 'POST', body: identifierBody(identifier, password), silent: true });
      if (res.user && res.jwt) {
        startSession(res.jwt, res.user);
        navigate(safeRedirect(params.get('redirectLink'), res.user.role === 'admin' ? '/admin' : '/dashboard'), { replace: true });
      } else if (res.masterAccount && res.jwt) {
        startMasterSession(res.jwt, res.masterAccount);
        navigate(`/auth/login/choose${params.get('redirectLink') ? `?redirectLink=${encodeURIComponent(params.get('redirectLink')!)}` : ''}`);
      } else {
        setError(t`Le mail et/ou le mot de passe sont incorrects.`);
      }
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t`Le mail et/ou le mot de passe sont incorrects.`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box minH="100vh" display="flex" alignItems="center" justifyContent="center" p="4" bg="brand.50">
      <Card.Root w="full" maxW="md">
        <Card.Body>
          <form onSubmit={submit} noValidate data-testid="login-form">
            <Stack gap="5">
              <Heading size="xl"><Trans>Connexion</Trans></Heading>
              <Field.Root required>
                <Field.Label><Trans>E-mail, identifiant ou code membre</Trans></Field.Label>
                <Input name="identifier" autoComplete="username" value={identifier} onChange={(e) => setIdentifier(e.target.value)} />
              </Field.Root>
              <Field.Root required>
                <Field.Label><Trans>Mot de passe</Trans></Field.Label>
                <Input name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
              </Field.Root>
              {error ? <Text role="alert" color="status.red" data-testid="login-error">{error}</Text> : null}
              <Button type="submit" colorPalette="brand" loading={busy}><Trans>Se connecter</Trans></Button>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
