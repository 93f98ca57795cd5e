import { Alert, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { api, ApiError } from '@vendange/api-client';
import { messages, type SuccessResponse, type User } from '@vendange/contracts';
import { useShopAccess } from '@vendange/mfe-kit';
import { setSessionUser } from '@vendange/store';
import { NotFound } from '@vendange/ui';
import { AccountEmailSection } from './account-email-section';
import { AccountPasswordSection } from './account-password-section';
import { AccountProfileForm } from './account-profile-form';

type Confirmation = { step: 'sending' } | { step: 'done'; message: string } | { step: 'failed'; message: string };

/**
 * settings?link=account&emailToken=…: the link mailed to a new address. Posted once as the page opens; the token
 * leaves the address bar at once so that a reload or a shared screenshot does not carry it.
 */
function useEmailConfirmation(): Confirmation | null {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const token = new URLSearchParams(search).get('emailToken')?.trim() ?? '';
  const [state, setState] = useState<Confirmation | null>(token ? { step: 'sending' } : null);
  // A token is single-use: never post the same one twice (React runs effects twice in development).
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    setState({ step: 'sending' });
    const params = new URLSearchParams(search);
    params.delete('emailToken');
    void navigate(`${pathname}?${params.toString()}`, { replace: true });
    api<SuccessResponse>('/v1/users/me/email/confirm', { method: 'POST', body: { token }, silent: true })
      .then((res) => {
        setState({ step: 'done', message: res.message });
        // The session now shows the new address (menus, this screen). The address is changed whatever happens
        // here: a reload that fails leaves the old one shown until the next page, never a "failed" message.
        api<User>('/v1/users/me', { silent: true }).then(setSessionUser, () => undefined);
      }, (err: unknown) => setState({ step: 'failed', message: err instanceof ApiError && !/^HTTP \d+$/.test(err.message) ? err.message : messages.internal }));
  }, [token, search, pathname, navigate]);
  return state;
}

/** settings?link=account: every signed-in person edits their own account here, whatever their role. */
export function AccountSettingsScreen() {
  const { user } = useShopAccess();
  const confirmation = useEmailConfirmation();
  if (!user) return <NotFound />;
  return (
    <Stack gap="4" maxW="4xl" data-testid="settings-account">
      <Heading size="xl"><Trans>Mon compte</Trans></Heading>
      <Text color="gray.600"><Trans>Vos coordonnées, votre adresse e-mail de connexion et votre mot de passe.</Trans></Text>
      {confirmation && confirmation.step !== 'sending' ? (
        <Alert.Root status={confirmation.step === 'done' ? 'success' : 'error'} data-testid={`account-email-${confirmation.step === 'done' ? 'confirmed' : 'confirm-failed'}`}>
          <Alert.Indicator />
          <Alert.Title role={confirmation.step === 'failed' ? 'alert' : undefined}>{confirmation.message}</Alert.Title>
        </Alert.Root>
      ) : null}
      {/* Keyed by the saved profile: a confirmed address or a save elsewhere starts the form again from it. */}
      <AccountProfileForm key={user.email} user={user} />
      <AccountEmailSection key={`email-${user.email}`} email={user.email} />
      <AccountPasswordSection />
    </Stack>
  );
}
