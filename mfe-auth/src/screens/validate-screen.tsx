import { Button, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { getHref } from '@vendange/route-registry';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { api, ApiError } from '@vendange/api-client';
import type { SuccessResponse } from '@vendange/contracts';
import { sessionAtom } from '@vendange/store';
import { authHref } from '../auth-links';
import { FormAlert } from '../components/form-alert';
import { PrimaryButton } from '../components/primary-button';

type State = { step: 'sending' } | { step: 'done' } | { step: 'invalid' } | { step: 'failed'; message: string };

/** /auth/validate?token=…: the link of the confirmation e-mail, posted as soon as the page opens. */
export function ValidateScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [params] = useSearchParams();
  const { user } = useAtomValue(sessionAtom);
  const token = params.get('token')?.trim() ?? '';
  const [state, setState] = useState<State>(token ? { step: 'sending' } : { step: 'invalid' });
  const [attempt, setAttempt] = useState(0);
  // A token is single-use: never post the same one twice (React runs effects twice in development).
  const sent = useRef<string | null>(null);

  useEffect(() => {
    const key = `${token}#${attempt}`;
    if (!token || sent.current === key) return;
    sent.current = key;
    setState({ step: 'sending' });
    api<SuccessResponse>('/v1/auth/validate', { method: 'POST', body: { token }, silent: true }).then(
      () => setState({ step: 'done' }),
      (err: unknown) => {
        if (err instanceof ApiError && err.status === 400) setState({ step: 'invalid' });
        else setState({ step: 'failed', message: err instanceof ApiError && !err.message.startsWith('HTTP') ? err.message : t`Une erreur est survenue. Si le problème persiste, contactez un administrateur.` });
      },
    );
  }, [token, attempt, t]);

  return (
    <Stack gap="5" data-testid="validate-email" data-step={state.step}>
      <Heading as="h1" size="2xl"><Trans>Confirmation de votre adresse e-mail</Trans></Heading>
      {state.step === 'sending' ? (
        <Stack direction="row" align="center" gap="3" color="gray.600"><Spinner size="sm" /><Text><Trans>Vérification du lien…</Trans></Text></Stack>
      ) : null}
      {state.step === 'done' ? (
        <>
          <FormAlert status="success" testId="validate-success"><Trans>Votre adresse e-mail est confirmée.</Trans></FormAlert>
          {user ? (
            <PrimaryButton onClick={() => navigate(getHref('dashboard'))} data-testid="validate-continue"><Trans>Aller au tableau de bord</Trans></PrimaryButton>
          ) : (
            <PrimaryButton onClick={() => navigate(authHref(getHref('login'), search))} data-testid="validate-continue"><Trans>Se connecter</Trans></PrimaryButton>
          )}
        </>
      ) : null}
      {state.step === 'invalid' ? (
        <>
          <FormAlert testId="validate-invalid"><Trans>Ce lien n'est plus valide. Demandez-en un nouveau.</Trans></FormAlert>
          <Text color="gray.600"><Trans>Indiquez votre adresse e-mail : vous recevrez un nouveau lien pour accéder à votre compte.</Trans></Text>
          <PrimaryButton onClick={() => navigate(authHref(getHref('authResetPassword'), search))} data-testid="validate-new-link"><Trans>Recevoir un nouveau lien</Trans></PrimaryButton>
        </>
      ) : null}
      {state.step === 'failed' ? (
        <>
          <FormAlert testId="validate-failed">{state.message}</FormAlert>
          <Button variant="outline" onClick={() => setAttempt((a) => a + 1)}><Trans>Réessayer</Trans></Button>
        </>
      ) : null}
    </Stack>
  );
}
