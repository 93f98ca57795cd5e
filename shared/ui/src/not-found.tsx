import { Heading, Stack, Text } from '@chakra-ui/react';
import { getHref } from '@vendange/route-registry';
import { Trans } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { navigateTo, sessionAtom } from '@vendange/store';

/** Unknown path: a logged-out visitor goes to login (spec point 6), anyone else sees the 404. */
export function NotFound() {
  const session = useAtomValue(sessionAtom);
  const loggedOut = session.ready && !session.user;
  useEffect(() => {
    if (loggedOut) navigateTo(getHref('login', {}, { redirectLink: window.location.pathname + window.location.search }), { replace: true });
  }, [loggedOut]);
  if (loggedOut || !session.ready) return null;
  return (
    <Stack data-testid="not-found" align="center" gap="3" py="16" px="4" textAlign="center">
      <Heading size="4xl" color="brand.500">404</Heading>
      <Text fontSize="lg"><Trans>Cette page est introuvable</Trans></Text>
    </Stack>
  );
}
