import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { getHref } from '@vendange/route-registry';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { api, logout, placeServerError } from '@vendange/api-client';
import type { LoginResponse } from '@vendange/contracts';
import { sessionAtom, startSession } from '@vendange/store';
import { authHref, destinationAfterAuth } from '../auth-links';
import { FormAlert } from '../components/form-alert';
import { accountIdentity } from '@vendange/ui';

/**
 * After a master-account login, or "Changer de compte": the session starts only once an account
 * is chosen. The master login is kept in the browser, so a reload here shows the same list.
 */
export function ChooseAccountScreen() {
  const { t } = useLingui();
  const { masterAccount } = useAtomValue(sessionAtom);
  const navigate = useNavigate();
  const { search } = useLocation();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!masterAccount) return <Navigate to={authHref(getHref('login'), search)} replace />;

  async function choose(accountId: number) {
    setBusy(accountId);
    setError(null);
    try {
      const res = await api<LoginResponse>('/v1/auth/master/choose', { method: 'POST', body: { accountId }, silent: true });
      if (res.user && res.jwt) {
        startSession(res.jwt, res.user);
        navigate(destinationAfterAuth(res.user.role, null, params.get('redirectLink')), { replace: true });
      }
    } catch (err) {
      setError(placeServerError(err, [], t`Une erreur est survenue. Si le problème persiste, contactez un administrateur.`).message);
    } finally {
      setBusy(null);
    }
  }

  return (
    <Stack gap="4" data-testid="choose-account">
      <Heading as="h1" size="2xl"><Trans>Choisissez le compte à utiliser</Trans></Heading>
      <Text color="gray.600">{masterAccount.email}</Text>
      {error ? <FormAlert testId="choose-account-error">{error}</FormAlert> : null}
      {masterAccount.accounts.map((a) => ({ a, who: accountIdentity(a) })).map(({ a, who }) => (
        <Button
          key={a.id} variant="outline" size="lg" h="auto" py="3" justifyContent="space-between" gap="3" whiteSpace="normal" textAlign="start"
          loading={busy === a.id} disabled={busy !== null && busy !== a.id} onClick={() => choose(a.id)} data-testid={`choose-account-${a.id}`}
        >
          <Text as="span" fontWeight="semibold" data-testid="choose-account-name">{who.name}</Text>
          {who.email ? <Text as="span" fontSize="sm" color="gray.600" wordBreak="break-all">{who.email}</Text> : null}
        </Button>
      ))}
      <Button variant="ghost" alignSelf="center" onClick={() => logout()} data-testid="choose-account-logout"><Trans>Déconnexion</Trans></Button>
    </Stack>
  );
}
