import { Button, Center, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { getHref } from '@vendange/route-registry';
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { api, ApiError } from '@vendange/api-client';
import { cartMessages, type Validate3dsResult } from '@vendange/contracts';
import { useAtomValue } from 'jotai';
import { navigateTo, sessionAtom, updateCart } from '@vendange/store';
import { checkoutAttempts } from './checkout-attempt';

type State = { kind: 'checking' } | { kind: 'done'; result: Validate3dsResult } | { kind: 'failed'; message: string }
  /** Not logged in on this address: the bank answered, but whether the card is saved is not ours to say here. */
  | { kind: 'loggedOut' };

/** One answer per intent, even when React mounts the screen twice (StrictMode) or it re-renders. */
const answers = new Map<string, Promise<Validate3dsResult>>();
const confirmCard = (setupIntentId: string) => {
  let answer = answers.get(setupIntentId);
  if (!answer) {
    answer = api<Validate3dsResult>('/v1/payments/validate-3ds', { method: 'POST', body: { setupIntentId }, silent: true });
    answers.set(setupIntentId, answer);
    answer.catch(() => answers.delete(setupIntentId));
  }
  return answer;
};

/**
 * /validate3ds: the bank sends the buyer back here after 3-D Secure. The server asks the provider how
 * it ended (the query string's redirect_status is not trusted), then the card is saved for the orders.
 */
export function Validate3dsScreen() {
  const [params] = useSearchParams();
  const { user } = useAtomValue(sessionAtom);
  const buyerId = user?.id ?? 0;
  const setupIntentId = params.get('setup_intent');
  const [state, setState] = useState<State>(setupIntentId ? { kind: 'checking' } : { kind: 'failed', message: cartMessages.paymentFailed });

  useEffect(() => {
    if (!setupIntentId) return;
    let live = true;
    confirmCard(setupIntentId).then(
      (result) => {
        // The card is saved: the orders are placed for good, so the cart they came from (this tab's checkout) is
        // emptied; finished later from the order page, the cart may hold something else and is left alone.
        if (checkoutAttempts.read(buyerId)) updateCart(() => ({ orders: [], lastUpdated: new Date().toISOString() }));
        checkoutAttempts.forget(buyerId);
        if (live) setState({ kind: 'done', result });
      },
      (error: unknown) => {
        // Not logged in here: the card may well be saved, so the page never says the payment failed.
        if (error instanceof ApiError && error.status === 401) {
          if (live) setState({ kind: 'loggedOut' });
          return;
        }
        checkoutAttempts.replaceNext(buyerId);
        // Our own French messages when the server gave one (the payment error); the generic one otherwise.
        const message = error instanceof ApiError && error.status < 500 ? error.message : cartMessages.paymentFailed;
        if (live) setState({ kind: 'failed', message });
      },
    );
    return () => { live = false; };
  }, [setupIntentId, buyerId]);

  return (
    <Center minH="70vh" px="4">
      <Stack gap="5" maxW="lg" w="full" bg="white" borderRadius="lg" borderWidth="1px" p={{ base: '5', md: '8' }} data-testid="validate3ds">
        {state.kind === 'checking' ? (
          <HStack gap="3" data-testid="validate3ds-checking">
            <Spinner color="brand.500" />
            <Text><Trans>Nous vérifions l'enregistrement de votre carte auprès de votre banque…</Trans></Text>
          </HStack>
        ) : null}
        {state.kind === 'done' ? (
          <Stack gap="4" data-testid="validate3ds-done">
            <Heading as="h1" size="lg"><Trans>Votre carte est enregistrée</Trans></Heading>
            <Text>
              <Trans>Rien n'a encore été débité : chaque producteur valide sa commande, et c'est alors seulement que votre carte est débitée de son montant.</Trans>
            </Text>
            {state.result.orders.length > 0 ? (
              <Text fontSize="sm" color="gray.600" data-testid="validate3ds-references">{state.result.orders.map((o) => o.reference).join(' · ')}</Text>
            ) : null}
            <Button alignSelf="start" colorPalette="brand" onClick={() => navigateTo(getHref('orders'))}><Trans>Voir mes commandes</Trans></Button>
          </Stack>
        ) : null}
        {state.kind === 'loggedOut' ? (
          <Stack gap="4" data-testid="validate3ds-logged-out">
            <Heading as="h1" size="lg"><Trans>Votre banque a répondu</Trans></Heading>
            <Text><Trans>Connectez-vous pour voir le résultat : vos commandes indiquent si votre carte est enregistrée.</Trans></Text>
            <Button alignSelf="start" colorPalette="brand" onClick={() => navigateTo(getHref('orders'))}><Trans>Voir mes commandes</Trans></Button>
          </Stack>
        ) : null}
        {state.kind === 'failed' ? (
          <Stack gap="4" role="alert" data-testid="validate3ds-failed">
            <Heading as="h1" size="lg"><Trans>Le paiement n'a pas abouti</Trans></Heading>
            <Text data-testid="validate3ds-message">{state.message}</Text>
            <Button alignSelf="start" variant="outline" onClick={() => navigateTo(getHref('cart'))}><Trans>Retour au panier</Trans></Button>
          </Stack>
        ) : null}
      </Stack>
    </Center>
  );
}
