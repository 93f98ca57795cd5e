import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { getHref } from '@vendange/route-registry';
import { Trans } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { sessionAtom } from '@vendange/store';
import { adultCookie, needsAgeGate } from './age-gate-rules';

/** Spec point 4: the age question before a visitor sees a shop; refusing leads to the auth page. */
export function AgeGate() {
  const { user, ready } = useAtomValue(sessionAtom);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [answered, setAnswered] = useState(false);
  const open = ready && !answered && needsAgeGate({ loggedIn: !!user, cookie: document.cookie, pathname });
  const confirm = () => {
    document.cookie = adultCookie(window.location.protocol === 'https:');
    setAnswered(true);
  };
  return (
    <Dialog.Root open={open} role="alertdialog" placement="center" closeOnEscape={false} closeOnInteractOutside={false} size={{ base: 'full', sm: 'sm' }}>
      <Portal>
        <Dialog.Backdrop bg="blackAlpha.700" />
        <Dialog.Positioner>
          <Dialog.Content data-testid="age-gate">
            <Dialog.Header><Dialog.Title><Trans>Avez-vous 18 ans ou plus ?</Trans></Dialog.Title></Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text><Trans>La vente d'alcool est interdite aux mineurs. Pour entrer dans cette boutique, confirmez que vous avez l'âge légal.</Trans></Text>
                <Text fontSize="sm" color="gray.600"><Trans>L'abus d'alcool est dangereux pour la santé, à consommer avec modération.</Trans></Text>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => navigate(getHref('login'))}><Trans>Non</Trans></Button>
              <Button colorPalette="brand" onClick={confirm} autoFocus><Trans>Oui, j'ai 18 ans ou plus</Trans></Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
