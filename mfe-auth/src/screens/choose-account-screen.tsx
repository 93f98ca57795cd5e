import { Box, Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { api } from '@vendange/api-client';
import type { LoginResponse } from '@vendange/contracts';
import { safeRedirect } from '@vendange/route-registry';
import { sessionAtom, startSession } from '@vendange/store';

/** After a master-account login: the session starts only once an account is chosen. */
export function ChooseAccountScreen() {
  const { masterAccount } = useAtomValue(sessionAtom);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState<number | null>(null);
  if (!masterAccount) return <Navigate to="/auth/login" replace />;

  async function choose(accountId: number) {
    setBusy(accountId);
    try {
      const res = await api<LoginResponse>('/v1/auth/master/choose', { method: 'POST', body: { accountId } });
      if (res.user && res.jwt) {
        startSession(res.jwt, res.user);
        navigate(safeRedirect(params.get('redirectLink')), { replace: true });
      }
    } finally {
      setBusy(null);
    }
  }

  return (
    <Box minH="100vh" display="flex" alignItems="center" justifyContent="center" p="4" bg="brand.50">
      <Card.Root w="full" maxW="md" data-testid="choose-account">
        <Card.Body>
          <Stack gap="4">
            <Heading size="lg"><Trans>Choisissez le compte à utiliser</Trans></Heading>
            <Text color="gray.600">{masterAccount.email}</Text>
            {masterAccount.accounts.map((a) => (
              <Button key={a.id} variant="outline" justifyContent="space-between" loading={busy === a.id} onClick={() => choose(a.id)}>
                <span>{a.username}</span><Text as="span" fontSize="sm" color="gray.500">{a.email}</Text>
              </Button>
            ))}
          </Stack>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
